import { ExternalUpdateKind, FeedEventPayloads, Post } from '@launchdeck/protocol';
import { parsed } from '../../lib/listen.ts';
import type { AppSocket } from '../../lib/socket.ts';
import type { SessionUser } from '../session/index.ts';
import { withCard, withVideo } from './entries.ts';
import { FEED_LIMITS } from './limits.ts';
import type { FeedActions } from './store.ts';

/**
 * Feeds a new socket's events into the store (FC §7). Runs before the socket connects, so the
 * handshake already carries `{sessionId, lastSeq}`: on every reconnect the server authenticates
 * from it and replays the events missed since lastSeq (or sends a fresh initialTweets).
 */
export function attachFeedSocket(socket: AppSocket, user: SessionUser, feed: FeedActions): void {
  socket.auth = (send) => {
    const lastSeq = feed.lastSeq();
    send(
      lastSeq === undefined
        ? { sessionId: user.sessionId }
        : { sessionId: user.sessionId, lastSeq },
    );
  };

  socket.on('initialTweets', (payload: unknown) => {
    if (!Array.isArray(payload)) {
      console.warn('Ignored a malformed initialTweets event', payload);
      return;
    }
    // One bad post does not cost the reader the other 199.
    const posts: Post[] = [];
    const keep = parsed('initialTweets item', Post, (post) => posts.push(post));
    for (const item of payload) keep(item);
    feed.loadInitial(posts);
  });

  socket.on(
    'tweet',
    parsed('tweet', FeedEventPayloads.tweet, (post) => {
      feed.seen(post.seq);
      feed.addLive(post);
    }),
  );

  socket.on(
    'tweet_update',
    parsed('tweet_update', FeedEventPayloads.tweet_update, (post) => {
      feed.seen(post.seq);
      feed.update(post);
    }),
  );

  socket.on(
    'tweet_deleted',
    parsed('tweet_deleted', FeedEventPayloads.tweet_deleted, (deletion) => {
      feed.seen(deletion.seq);
      feed.remove(deletion.id, deletion.tweet, deletion.seq);
    }),
  );

  for (const event of ['following_update', 'profile_update', 'profile_pinned_update'] as const) {
    socket.on(
      event,
      parsed<{ post: Post; seq: number }>(event, FeedEventPayloads[event], (update) => {
        feed.seen(update.seq);
        feed.addLive(update.post);
      }),
    );
  }

  socket.on(
    'external_message',
    parsed('external_message', FeedEventPayloads.external_message, (message) => {
      feed.seen(message.seq);
      if (!('kind' in message)) return feed.addLive(message);
      const lookback = FEED_LIMITS.updateLookback;
      if (message.kind === ExternalUpdateKind.card) {
        feed.patchNewest((newest) => withCard(newest, message, lookback));
      } else {
        feed.patchNewest((newest) => withVideo(newest, message, lookback));
      }
    }),
  );
}
