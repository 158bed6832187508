import { bareHandle, type Post, type TrackerSettings, tokenizeText } from '@launchdeck/protocol';
import type { MemeWordsController } from './store.ts';

type AlertPost = Pick<Post, 'author' | 'text' | 'isSiteMessage'>;

/** FC §5: the first meme word of the text where the cards highlight one (not in URLs), or null. */
export function firstMemeWord(text: string, memeWords: readonly string[]): string | null {
  if (memeWords.length === 0) return null;
  const token = tokenizeText(text, { memeWords }).find((t) => t.kind === 'meme');
  return token ? token.text : null;
}

/**
 * FC §9 meme alert's tracker notification: each new live post (not a site message) holding one
 * of the trader's active meme words, while meme alerts are on, says so for 3 s. The sound is the
 * sound alerts' (sounds/alert-policy.ts). Call once at start; returns a stop function.
 */
export function startMemeAlerts(
  // The feed store's onNewPost, typed here so this feature does not import the feed's.
  feed: { onNewPost: (listener: (post: AlertPost) => void) => () => void },
  deps: {
    memes: Pick<MemeWordsController, 'store' | 'showAlert'>;
    settings: () => Pick<TrackerSettings, 'memeAlertEnabled'>;
  },
): () => void {
  return feed.onNewPost((post) => {
    if (post.isSiteMessage || !deps.settings().memeAlertEnabled) return;
    const word = firstMemeWord(post.text, deps.memes.store.getState().active);
    if (word) deps.memes.showAlert(word, bareHandle(post.author.handle));
  });
}
