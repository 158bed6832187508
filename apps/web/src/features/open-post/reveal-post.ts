import type { Post } from '@launchdeck/protocol';

/** How long the feed may take to load (its initial posts after login) before the post is "gone". */
export const FEED_WAIT_MS = 15_000;
/** How long its card may take to render (the next frames) once the feed holds it. */
export const CARD_WAIT_MS = 1_500;
/** How long the card stays highlighted. */
export const HIGHLIGHT_MS = 2_400;
/** The highlighted card's attribute (push.css); an attribute, as React sets the card's class. */
export const OPENED_ATTRIBUTE = 'data-opened';

/** What revealing needs of the feed store: its posts, queued ones, and letting those in. */
export type RevealFeed = {
  store: {
    getState: () => {
      entries: readonly { post: Pick<Post, 'id'> }[];
      queue: readonly { post: Pick<Post, 'id'> }[];
      lastSeq: number | undefined;
    };
    subscribe: (listener: () => void) => () => void;
  };
  resume: () => void;
};

/** Resolves once the feed has loaded (initial posts, or any post), or after `ms`. */
function feedLoaded(feed: RevealFeed, ms: number, signal: AbortSignal): Promise<void> {
  const loaded = () => {
    const { entries, queue, lastSeq } = feed.store.getState();
    return lastSeq !== undefined || entries.length > 0 || queue.length > 0;
  };
  if (loaded()) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      stop();
      clearTimeout(timer);
      signal.removeEventListener('abort', finish);
      resolve();
    };
    const stop = feed.store.subscribe(() => {
      if (loaded()) finish();
    });
    const timer = setTimeout(finish, ms);
    signal.addEventListener('abort', finish);
  });
}

/** The post's card in `root`, waited for over the next frames (the feed renders at frames). */
function cardOf(root: ParentNode, postId: string, ms: number, signal: AbortSignal) {
  const find = () =>
    [...root.querySelectorAll<HTMLElement>('[data-post-id]')].find(
      (card) => card.dataset.postId === postId,
    ) ?? null;
  return new Promise<HTMLElement | null>((resolve) => {
    const started = performance.now();
    const look = () => {
      const card = find();
      if (card || signal.aborted || performance.now() - started >= ms) resolve(card);
      else requestAnimationFrame(look);
    };
    look();
  });
}

/**
 * Shows a post's card for a notification's click: once the feed has loaded, a post waiting in the
 * pause queue is let in, then its card is scrolled to the middle of the view and highlighted for
 * a moment (OPENED_ATTRIBUTE). `gone` when the feed does not hold the post (pushed out of the
 * last 50, deleted, hidden by a filter, past the page size).
 */
export async function revealPost(
  postId: string,
  deps: { feed: RevealFeed; root?: ParentNode; signal?: AbortSignal },
): Promise<'shown' | 'gone' | 'aborted'> {
  const signal = deps.signal ?? new AbortController().signal;
  await feedLoaded(deps.feed, FEED_WAIT_MS, signal);
  if (signal.aborted) return 'aborted';
  const has = (list: readonly { post: Pick<Post, 'id'> }[]) =>
    list.some((entry) => entry.post.id === postId);
  if (has(deps.feed.store.getState().queue)) deps.feed.resume();
  if (!has(deps.feed.store.getState().entries)) return 'gone';
  const card = await cardOf(deps.root ?? document, postId, CARD_WAIT_MS, signal);
  if (signal.aborted) return 'aborted';
  if (!card) return 'gone';
  card.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  card.setAttribute(OPENED_ATTRIBUTE, '');
  setTimeout(() => card.removeAttribute(OPENED_ATTRIBUTE), HIGHLIGHT_MS);
  return 'shown';
}
