export {
  MemeWordsProvider,
  useActiveMemeWords,
  useMemeWords,
  useMemeWordsController,
} from './context.tsx';
export { MemeAlertNotice } from './MemeAlertNotice.tsx';
export { MemeSettingsModal } from './MemeSettingsModal.tsx';
export { MEME_MESSAGE_MS, MemeWordsEditor } from './MemeWordsEditor.tsx';
export { firstMemeWord, startMemeAlerts } from './meme-alerts.ts';
export {
  createMemeWordsController,
  type MemeAlert,
  type MemeOutcome,
  type MemeWordsController,
  type MemeWordsState,
} from './store.ts';
export { MEME_TEXT } from './strings.ts';
