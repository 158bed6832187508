export type { TranslationBlock } from '@launchdeck/protocol';
export { TranslationProvider } from './context.tsx';
export { createTranslationStore, type TranslationStore } from './store.ts';
export { TranslateButton } from './TranslateButton.tsx';
export { TranslatedText } from './TranslatedText.tsx';
export { type PostTranslation, usePostTranslation } from './usePostTranslation.ts';
