import { createStoreContext } from '../../lib/store-context.tsx';
import type { TranslationStore } from './store.ts';

const Translations = createStoreContext<TranslationStore>('Translation');

export const TranslationProvider = Translations.Provider;

/** The translation store's `translate` action. */
export const useTranslationStore = Translations.useController;

/** Reads one slice of the translations; re-renders only when that slice changes. */
export const useTranslations = Translations.useSelector;
