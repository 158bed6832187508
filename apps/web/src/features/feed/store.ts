import { LIMITS, type Post, type TrackerSettings } from '@launchdeck/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { KEYS, read } from '../../lib/storage.ts';
import type { SessionController } from '../session/index.ts';
import type { SettingsListener } from '../settings/index.ts';
import {
  addOnTop,
  asDeleted,
  deletedId,
  type Entries,
  mergeQueue,
  replaceAt,
  replaceInPlace,
  withoutAuthor,
} from './entries.ts';
import { isFilteredOut, normalizeFilters } from './filters.ts';
import { type Kept, type KeptEntry, refiltered, shownOf, withinCap } from './kept.ts';
import { attachFeedSocket, type FeedActions } from './socket-events.ts';

export type FeedState = {
  /** What the reader sees, newest first. */
  entries: Entries;
  /** FC §4: posts that arrived while paused, newest first. */
  queue: Entries;
  paused: boolean;
  /** The highest feed `seq` seen; sent on reconnect so the server replays what was missed. */
  lastSeq: number | undefined;
};

export type NewPostListener = (post: Post) => void;
/** An updated post, with the version the feed had before (none for a post it did not have). */
export type PostUpdateListener = (post: Post, previous: Post | undefined) => void;

export type FeedController = {
  store: StoreApi<FeedState>;
  /** FC §4: with pauseOnHover on, new posts queue until resume(). */
  pause: () => void;
  resume: () => void;
  /** A site chat message shown as a card (`isSiteMessage`), under the live rules. */
  addSiteMessage: (post: Post) => void;
  /** Each live new post (not the initial load, not updates), shown now or queued. */
  onNewPost: (listener: NewPostListener) => () => void;
  /**
   * Each post a `tweet_update` brings that the filters let through, after the feed has it: the
   * contract sound hears the addresses an update adds (issue 31, addresses read from pictures).
   */
  onPostUpdate: (listener: PostUpdateListener) => () => void;
  /**
   * Re-reads `filterSettings` from storage and applies it to what is shown and queued: posts a
   * filter hides now go, posts no filter hides any more come back where they were.
   */
  reloadFilters: () => void;
  dispose: () => void;
};

/** The feed's view of the settings: just what it reads. */
export type FeedSettings = {
  get: () => Pick<TrackerSettings, 'pauseOnHover'>;
  subscribe: (listener: SettingsListener) => () => void;
};

export type FeedDeps = {
  session: Pick<SessionController, 'onSocket' | 'store'>;
  settings: FeedSettings;
  /** Where `storage` events from other windows arrive. */
  target?: Window;
};

const initialState: FeedState = { entries: [], queue: [], paused: false, lastSeq: undefined };

/**
 * The live feed (FC §4, §9): a framework-free store fed by the session's socket. Filters apply on
 * the way in (a hidden post is kept, under the same caps, to come back when its filter goes),
 * the live list keeps 50 and the initial load 80, pause queues new posts.
 */
export function createFeedController(deps: FeedDeps): FeedController {
  const { settings } = deps;
  const target = deps.target ?? window;
  const store = createStore<FeedState>()(() => initialState);
  const listeners = new Set<NewPostListener>();
  const updateListeners = new Set<PostUpdateListener>();
  let filters = normalizeFilters(read(KEYS.filterSettings));
  let version = 0;
  // Every post of the feed and of the queue, hidden ones included: `entries` and `queue` are
  // what the filters let through. The feed's cap: 80 after the initial load, 50 once it moves.
  let kept: Kept = [];
  let keptQueue: Kept = [];
  let feedCap: number = LIMITS.liveFeedMax;
  const hides = (post: Post) => isFilteredOut(post, filters);
  const entry = (post: Post): KeptEntry => {
    version += 1;
    return { post, version, hidden: hides(post) };
  };
  const keptPost = (id: string) =>
    (keptQueue.find((e) => e.post.id === id) ?? kept.find((e) => e.post.id === id))?.post;
  const known = (id: string) => keptPost(id) !== undefined;

  /** Sets the kept lists and shows what the filters let through of them. */
  const commit = (next: { feed?: Kept; queue?: Kept }, more: Partial<FeedState> = {}) => {
    if (next.feed) kept = next.feed;
    if (next.queue) keptQueue = next.queue;
    store.setState((state) => ({
      ...more,
      entries: next.feed ? shownOf(kept, state.entries) : state.entries,
      queue: next.queue ? shownOf(keptQueue, state.queue) : state.queue,
    }));
  };
  /** The live feed: a change after the initial load keeps 50. */
  const live = (list: Kept) => {
    feedCap = LIMITS.liveFeedMax;
    return withinCap(list, feedCap);
  };

  /** A post that is new to the reader: on top, or queued while paused. */
  const place = (post: Post) => {
    if (store.getState().paused) {
      commit({
        queue: withinCap(addOnTop(keptQueue, entry(post), Infinity), LIMITS.pauseQueueMax),
      });
    } else {
      commit({ feed: live(addOnTop(kept, entry(post), Infinity)) });
    }
  };

  /** Replaces a post where it is (queue or feed); false when it is in neither. */
  const replace = (post: Post): boolean => {
    const next = entry(post);
    const inQueue = replaceInPlace(keptQueue, next);
    if (inQueue) {
      commit({ queue: withinCap(inQueue, LIMITS.pauseQueueMax) });
      return true;
    }
    const inFeed = replaceInPlace(kept, next);
    if (inFeed) commit({ feed: withinCap(inFeed, feedCap) });
    return inFeed !== null;
  };

  const addLive = (post: Post) => {
    const isNew = !known(post.id);
    place(post);
    if (isNew && !hides(post)) for (const listener of listeners) listener(post);
  };

  const actions: FeedActions = {
    seen: (seq) => {
      const { lastSeq } = store.getState();
      if (lastSeq === undefined || seq > lastSeq) store.setState({ lastSeq: seq });
    },
    lastSeq: () => store.getState().lastSeq,
    // A reconnect's snapshot replaces everything, queue included (its posts are in the snapshot).
    // Its order is the server's, newest first by arrival (issue 46); a post's time never orders.
    loadInitial: (posts) => {
      feedCap = LIMITS.initialFeedMax;
      const head = posts.reduce<number | undefined>(
        (max, p) => Math.max(max ?? 0, p.seq),
        undefined,
      );
      commit(
        { feed: withinCap(posts.map(entry), feedCap), queue: [] },
        { lastSeq: head ?? store.getState().lastSeq },
      );
    },
    addLive,
    update: (post) => {
      if (known(deletedId(post.id))) return;
      const previous = keptPost(post.id);
      if (!replace(post)) place(post);
      if (!hides(post)) for (const listener of updateListeners) listener(post, previous);
    },
    remove: (id, seq) => {
      // Only a post kept (shown, queued or hidden) gets a deleted entry: a deletion of a post the
      // trader never had would push a live post out of the 50 for nothing. A hidden post's
      // deleted entry is hidden too. A repeat deletion changes nothing.
      const current = [...keptQueue, ...kept].find((e) => e.post.id === id)?.post;
      if (!current) return;
      const deleted = entry(asDeleted(current, seq));
      if (store.getState().paused) {
        // Paused: the card turns into its deleted entry where it is, so nothing moves under the
        // reader; it keeps that place on resume().
        const inQueue = replaceAt(keptQueue, id, deleted);
        if (inQueue) commit({ queue: inQueue });
        else commit({ feed: replaceAt(kept, id, deleted) ?? kept });
        return;
      }
      const without = (list: Kept) => list.filter((e) => e.post.id !== id);
      commit({ feed: live(addOnTop(without(kept), deleted, Infinity)), queue: without(keptQueue) });
    },
    // Issue 16: the admin blocked an account; its cards go at once, paused or not.
    dropAuthor: (handle) => {
      commit({ feed: withoutAuthor(kept, handle), queue: withoutAuthor(keptQueue, handle) });
    },
    // The posts shown first, as the reader sees them; a post hidden now gets the change only
    // when none shown takes it.
    patchNewest: (change) => {
      const { entries, queue } = store.getState();
      const changed = change([...queue, ...entries]) ?? change([...keptQueue, ...kept]);
      if (changed) replace(changed);
    },
  };

  const stopSocket = deps.session.onSocket((socket, user) =>
    attachFeedSocket(socket, user, actions),
  );

  // FC §4: logout empties the feed.
  const stopSession = deps.session.store.subscribe(({ phase }, previous) => {
    if (phase.status === 'logged_out' && previous.phase.status !== 'logged_out') {
      kept = [];
      keptQueue = [];
      store.setState(initialState);
    }
  });

  const resume = () => {
    commit({ feed: live(mergeQueue(kept, keptQueue, Infinity)), queue: [] }, { paused: false });
  };

  // Turning pauseOnHover off while paused lets the queue in at once.
  const stopSettings = settings.subscribe((next) => {
    if (!next.pauseOnHover && store.getState().paused) resume();
  });

  // A filter turned on hides its posts where they are; turned off, they come back in place.
  const reloadFilters = () => {
    filters = normalizeFilters(read(KEYS.filterSettings));
    commit({
      feed: withinCap(refiltered(kept, hides), feedCap),
      queue: withinCap(refiltered(keptQueue, hides), LIMITS.pauseQueueMax),
    });
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEYS.filterSettings.key) reloadFilters();
  };
  target.addEventListener('storage', onStorage);

  return {
    store,
    pause: () => {
      if (settings.get().pauseOnHover && !store.getState().paused) store.setState({ paused: true });
    },
    resume: () => {
      if (store.getState().paused) resume();
    },
    addSiteMessage: addLive,
    onNewPost: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onPostUpdate: (listener) => {
      updateListeners.add(listener);
      return () => updateListeners.delete(listener);
    },
    reloadFilters,
    dispose: () => {
      stopSocket();
      stopSession();
      stopSettings();
      target.removeEventListener('storage', onStorage);
    },
  };
}
