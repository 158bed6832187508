import type { TranslationBlock } from '@launchdeck/protocol';
import type { JSX } from 'react';
import type { PostTranslation } from './usePostTranslation.ts';
import './translation.css';

/** The English text of one block, as a text node (never HTML), once translated. */
export function TranslatedText({
  translation,
  block,
}: {
  translation: PostTranslation;
  block: TranslationBlock;
}): JSX.Element | null {
  const text = translation.blocks[block];
  if (translation.status !== 'translated' || !text) return null;
  return (
    <p className="translated-text" lang="en">
      {text}
    </p>
  );
}
