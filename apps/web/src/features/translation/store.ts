import {
  fromParagraphHtml,
  type Post,
  type TranslateResponseBody,
  type TranslationBlock,
  toParagraphHtml,
} from '@launchdeck/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { translate } from './api.ts';

/** One post's translation; a post with no entry has not been asked for (idle). */
export type TranslationEntry =
  | { status: 'translating' }
  | { status: 'translated'; blocks: Partial<Record<TranslationBlock, string>> }
  | { status: 'failed' };

export type TranslationState = { entries: Readonly<Record<string, TranslationEntry>> };

export type TranslationStore = {
  store: StoreApi<TranslationState>;
  /** Asks the server for the post's blocks in English; a no-op while translating or once done. */
  translate: (post: Post, sessionId: string | null) => Promise<void>;
};

/** Posts remembered at once: far more than a feed shows (FC §9: 50 live), so nothing visible drops. */
export const TRANSLATIONS_KEPT = 200;

type TextBlock = { block: TranslationBlock; text: string };

/** FC §7: the non-empty text blocks, in the order post, reply, quote, retweeted quote. */
export function textBlocks(post: Post): TextBlock[] {
  const texts: Record<TranslationBlock, string | undefined> = {
    post: post.text,
    reply: post.replyTo?.text,
    quote: post.quotedTweet?.text,
    retweetedQuote: post.retweetedQuote?.text,
  };
  return (Object.keys(texts) as TranslationBlock[]).flatMap((block) => {
    const text = texts[block];
    return text?.trim() ? [{ block, text }] : [];
  });
}

/** Maps the answer's paragraphs back onto the blocks sent, by position; null when they disagree. */
function mapAnswer(
  sent: TextBlock[],
  answer: TranslateResponseBody,
): Partial<Record<TranslationBlock, string>> | null {
  if (!answer.success) return null;
  const paragraphs = fromParagraphHtml(answer.translation);
  if (!paragraphs || paragraphs.length !== sent.length) return null;
  return Object.fromEntries(sent.map(({ block }, index) => [block, paragraphs[index]]));
}

/**
 * Framework-free, keyed by post id, so a card that re-mounts when the list re-renders finds its
 * translation (or the request in flight) where it left it.
 */
export function createTranslationStore(): TranslationStore {
  const store = createStore<TranslationState>()(() => ({ entries: {} }));

  const set = (postId: string, entry: TranslationEntry) =>
    store.setState(({ entries }) => {
      const next = { ...entries };
      delete next[postId]; // re-inserted last: the oldest entries are the first to go
      next[postId] = entry;
      const ids = Object.keys(next);
      for (const old of ids.slice(0, Math.max(0, ids.length - TRANSLATIONS_KEPT))) delete next[old];
      return { entries: next };
    });

  return {
    store,
    translate: async (post, sessionId) => {
      const current = store.getState().entries[post.id];
      if (current && current.status !== 'failed') return;
      const sent = textBlocks(post);
      if (!sessionId || sent.length === 0) return set(post.id, { status: 'failed' });

      set(post.id, { status: 'translating' });
      try {
        const answer = await translate(sessionId, {
          tweetId: post.id,
          text: toParagraphHtml(sent.map(({ text }) => text)),
        });
        const blocks = mapAnswer(sent, answer);
        if (!answer.success) console.warn('Translation refused:', answer.error);
        set(post.id, blocks ? { status: 'translated', blocks } : { status: 'failed' });
      } catch (error) {
        // FC §8: the card says 'Translation failed.'; the reason goes to the console.
        console.warn('Translation failed', error);
        set(post.id, { status: 'failed' });
      }
    },
  };
}
