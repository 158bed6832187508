import { ExternalUpdateKind, LIMITS, type Post } from '@launchdeck/protocol';
import { listen } from '../../lib/listen.ts';
import type { AppSocket } from '../../lib/socket.ts';
import { handshake } from '../../lib/socket.ts';
import type { SessionUser } from '../session/index.ts';
import { type Entries, withCard, withVideo } from './entries.ts';

/** Store actions the socket events call, after parsing their payloads. */
export type FeedActions = {
  seen: (seq: number) => void;
  lastSeq: () => number | undefined;
  loadInitial: (posts: readonly Post[]) => void;
  addLive: (post: Post) => void;
  update: (post: Post) => void;
  /** A tweet_deleted: the post shown or queued becomes its deleted entry; others are ignored. */
  remove: (id: string, seq: number) => void;
  /** An account_blocked: every post by that account leaves the feed and the queue. */
  dropAuthor: (handle: string) => void;
  /** Hands `change` every post, newest first (queue, then feed); the post it returns replaces its own. */
  patchNewest: (change: (newest: Entries) => Post | null) => void;
};

/**
 * Feeds a new socket's events into the store (FC §7). Runs before the socket connects, so the
 * handshake already carries `{sessionId, lastSeq}`: on every reconnect the server authenticates
 * from it and replays the events missed since lastSeq (or sends a fresh initialTweets).
 */
export function attachFeedSocket(socket: AppSocket, user: SessionUser, feed: FeedActions): void {
  socket.auth = (send) => {
    const lastSeq = feed.lastSeq();
    send(
      handshake(
        lastSeq === undefined
          ? { sessionId: user.sessionId }
          : { sessionId: user.sessionId, lastSeq },
      ),
    );
  };

  // The schema drops a malformed post, so one bad post does not cost the reader the others.
  listen(socket, 'initialTweets', (posts) => feed.loadInitial(posts));

  listen(socket, 'tweet', (post) => {
    feed.seen(post.seq);
    feed.addLive(post);
  });

  listen(socket, 'tweet_update', (post) => {
    feed.seen(post.seq);
    feed.update(post);
  });

  listen(socket, 'tweet_deleted', (deletion) => {
    feed.seen(deletion.seq);
    feed.remove(deletion.id, deletion.seq);
  });

  listen(socket, 'account_blocked', ({ handle, seq }) => {
    feed.seen(seq);
    feed.dropAuthor(handle);
  });

  // The account's new posts flow again; its stored ones come back at the next initial load, as
  // the feeds already open keep what they show. Only its place in the log matters here.
  listen(socket, 'account_unblocked', ({ seq }) => feed.seen(seq));

  for (const event of ['following_update', 'profile_update', 'profile_pinned_update'] as const) {
    listen(socket, event, (update) => {
      feed.seen(update.seq);
      feed.addLive(update.post);
    });
  }

  listen(socket, 'external_message', (message) => {
    feed.seen(message.seq);
    if (!('kind' in message)) return feed.addLive(message);
    const lookback = LIMITS.updateLookback;
    if (message.kind === ExternalUpdateKind.card) {
      feed.patchNewest((newest) => withCard(newest, message, lookback));
    } else {
      feed.patchNewest((newest) => withVideo(newest, message, lookback));
    }
  });
}
