export {
  MemeWordsProvider,
  useActiveMemeWords,
  useMemeWords,
  useMemeWordsController,
} from './context.tsx';
export {
  createMemeWordsController,
  type MemeOutcome,
  type MemeWordsController,
  type MemeWordsState,
} from './store.ts';
