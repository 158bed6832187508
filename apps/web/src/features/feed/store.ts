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
  type FeedEntry,
  mergeQueue,
  replaceAt,
  replaceInPlace,
  withoutAuthor,
} from './entries.ts';
import { isFilteredOut, normalizeFilters } from './filters.ts';
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

export type FeedController = {
  store: StoreApi<FeedState>;
  /** FC §4: with pauseOnHover on, new posts queue until resume(). */
  pause: () => void;
  resume: () => void;
  /** A site chat message shown as a card (`isSiteMessage`), under the live rules. */
  addSiteMessage: (post: Post) => void;
  /** Each live new post (not the initial load, not updates), shown now or queued. */
  onNewPost: (listener: NewPostListener) => () => void;
  /** Re-reads `filterSettings` from storage and applies it to what is shown and queued. */
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
 * the way in, the live list keeps 50 and the initial load 80, pause queues new posts.
 */
export function createFeedController(deps: FeedDeps): FeedController {
  const { settings } = deps;
  const target = deps.target ?? window;
  const store = createStore<FeedState>()(() => initialState);
  const listeners = new Set<NewPostListener>();
  let filters = normalizeFilters(read(KEYS.filterSettings));
  let version = 0;
  const entry = (post: Post): FeedEntry => {
    version += 1;
    return { post, version };
  };
  const shown = (post: Post) => !isFilteredOut(post, filters);
  const known = (id: string) => {
    const { entries, queue } = store.getState();
    return entries.some((e) => e.post.id === id) || queue.some((e) => e.post.id === id);
  };

  /** A post that is new to the reader: on top, or queued while paused. */
  const place = (post: Post) => {
    store.setState(({ entries, queue, paused }) =>
      paused
        ? { queue: addOnTop(queue, entry(post), LIMITS.pauseQueueMax) }
        : { entries: addOnTop(entries, entry(post), LIMITS.liveFeedMax) },
    );
  };

  /** Replaces a post where it is (queue or feed); false when it is in neither. */
  const replace = (post: Post): boolean => {
    const { entries, queue } = store.getState();
    const next = entry(post);
    const inQueue = replaceInPlace(queue, next);
    if (inQueue) {
      store.setState({ queue: inQueue });
      return true;
    }
    const inFeed = replaceInPlace(entries, next);
    if (inFeed) store.setState({ entries: inFeed });
    return inFeed !== null;
  };

  const addLive = (post: Post) => {
    if (!shown(post)) return;
    const isNew = !known(post.id);
    place(post);
    if (isNew) for (const listener of listeners) listener(post);
  };

  const actions: FeedActions = {
    seen: (seq) => {
      const { lastSeq } = store.getState();
      if (lastSeq === undefined || seq > lastSeq) store.setState({ lastSeq: seq });
    },
    lastSeq: () => store.getState().lastSeq,
    // A reconnect's snapshot replaces everything, queue included (its posts are in the snapshot).
    loadInitial: (posts) => {
      const kept = posts.filter(shown).slice(0, LIMITS.initialFeedMax).map(entry);
      const head = posts.reduce<number | undefined>(
        (max, p) => Math.max(max ?? 0, p.seq),
        undefined,
      );
      store.setState(({ lastSeq }) => ({ entries: kept, queue: [], lastSeq: head ?? lastSeq }));
    },
    addLive,
    update: (post) => {
      if (!shown(post) || known(deletedId(post.id))) return;
      if (!replace(post)) place(post);
    },
    remove: (id, seq) => {
      const { entries, queue, paused } = store.getState();
      // Only a post shown or queued gets a deleted entry: a deletion of a post the trader never
      // saw would push a live post out of the 50 for nothing. A repeat deletion changes nothing.
      const current = [...queue, ...entries].find((e) => e.post.id === id)?.post;
      if (!current) return;
      const deleted = entry(asDeleted(current, seq));
      const without = (list: Entries) => list.filter((e) => e.post.id !== id);
      if (paused) {
        // Paused: the card turns into its deleted entry where it is, so nothing moves under the
        // reader; resume() sorts it into place.
        const inQueue = replaceAt(queue, id, deleted);
        if (inQueue) store.setState({ queue: inQueue });
        else store.setState({ entries: replaceAt(entries, id, deleted) ?? entries });
        return;
      }
      store.setState({
        entries: addOnTop(without(entries), deleted, LIMITS.liveFeedMax),
        queue: without(queue),
      });
    },
    // Issue 16: the admin blocked an account; its cards go at once, paused or not.
    dropAuthor: (handle) => {
      store.setState(({ entries, queue }) => ({
        entries: withoutAuthor(entries, handle),
        queue: withoutAuthor(queue, handle),
      }));
    },
    patchNewest: (change) => {
      const { entries, queue } = store.getState();
      const changed = change([...queue, ...entries]);
      if (changed) replace(changed);
    },
  };

  const stopSocket = deps.session.onSocket((socket, user) =>
    attachFeedSocket(socket, user, actions),
  );

  // FC §4: logout empties the feed.
  const stopSession = deps.session.store.subscribe(({ phase }, previous) => {
    if (phase.status === 'logged_out' && previous.phase.status !== 'logged_out') {
      store.setState(initialState);
    }
  });

  const resume = () => {
    store.setState(({ entries, queue }) => ({
      entries: mergeQueue(entries, queue, LIMITS.liveFeedMax),
      queue: [],
      paused: false,
    }));
  };

  // Turning pauseOnHover off while paused lets the queue in at once.
  const stopSettings = settings.subscribe((next) => {
    if (!next.pauseOnHover && store.getState().paused) resume();
  });

  const reloadFilters = () => {
    filters = normalizeFilters(read(KEYS.filterSettings));
    store.setState(({ entries, queue }) => ({
      entries: entries.filter((e) => shown(e.post)),
      queue: queue.filter((e) => shown(e.post)),
    }));
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
    reloadFilters,
    dispose: () => {
      stopSocket();
      stopSession();
      stopSettings();
      target.removeEventListener('storage', onStorage);
    },
  };
}
