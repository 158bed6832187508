import { createStoreContext } from '../../lib/store-context.tsx';
import type { MemeWordsController } from './store.ts';

const MemeWords = createStoreContext<MemeWordsController>('MemeWords');

export const MemeWordsProvider = MemeWords.Provider;

/** add, remove, toggle, reload. */
export const useMemeWordsController = MemeWords.useController;

/** One slice of the meme settings. */
export const useMemeWords = MemeWords.useSelector;

/** The words the cards highlight now: the trader's list, or none while highlighting is off. */
export function useActiveMemeWords(): readonly string[] {
  return MemeWords.useSelector((state) => state.active);
}
