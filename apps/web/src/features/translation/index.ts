export type { TranslationBlock } from '@launchdeck/protocol';
export { TranslateButton } from './TranslateButton.tsx';
export { TranslatedText } from './TranslatedText.tsx';
export { type PostTranslation, usePostTranslation } from './usePostTranslation.ts';
