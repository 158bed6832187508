import { isTranslatable, type Post, type TranslationBlock } from '@launchdeck/protocol';
import { useCallback, useMemo } from 'react';
import { useSession } from '../session/index.ts';
import { useTranslationStore, useTranslations } from './context.tsx';

/** What a card needs to offer, run and show a translation (FC §4, §5, §8). */
export type PostTranslation = {
  /** FC §5: isTranslatable(post), on a server with a translator set up (issue 50). */
  offered: boolean;
  status: 'idle' | 'translating' | 'translated' | 'failed';
  /** English text per block once translated. */
  blocks: Partial<Record<TranslationBlock, string>>;
  translate: () => void;
};

const NO_BLOCKS: Partial<Record<TranslationBlock, string>> = {};

export function usePostTranslation(post: Post): PostTranslation {
  const canTranslate = useSession((state) => state.canTranslate);
  const offered = useMemo(() => canTranslate && isTranslatable(post), [canTranslate, post]);
  const sessionId = useSession((state) =>
    state.phase.status === 'active' ? state.phase.user.sessionId : null,
  );
  const translations = useTranslationStore();
  const entry = useTranslations((state) => state.entries[post.id]);
  const translate = useCallback(() => {
    void translations.translate(post, sessionId);
  }, [translations, post, sessionId]);

  return useMemo(
    () => ({
      offered,
      status: entry?.status ?? 'idle',
      blocks: entry?.status === 'translated' ? entry.blocks : NO_BLOCKS,
      translate,
    }),
    [offered, entry, translate],
  );
}
