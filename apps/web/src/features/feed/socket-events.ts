import { ExternalUpdateKind, FeedEventPayloads, Post } from '@launchdeck/protocol';
import type { z } from 'zod';
import type { AppSocket } from '../../lib/socket.ts';
import type { SessionUser } from '../session/index.ts';
import { withCard, withVideo } from './entries.ts';
import { FEED_LIMITS } from './limits.ts';
import type { FeedActions } from './store.ts';

/** Parses a payload with its protocol schema; a malformed one is logged and dropped. */
function parse<T extends z.ZodType>(event: string, schema: T, payload: unknown): z.infer<T> | null {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  console.warn(`Ignored a malformed ${event} event`, parsed.error);
  return null;
}

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
    const posts = payload.flatMap((item) => parse('initialTweets item', Post, item) ?? []);
    feed.loadInitial(posts);
  });

  socket.on('tweet', (payload: unknown) => {
    const post = parse('tweet', FeedEventPayloads.tweet, payload);
    if (!post) return;
    feed.seen(post.seq);
    feed.addLive(post);
  });

  socket.on('tweet_update', (payload: unknown) => {
    const post = parse('tweet_update', FeedEventPayloads.tweet_update, payload);
    if (!post) return;
    feed.seen(post.seq);
    feed.update(post);
  });

  socket.on('tweet_deleted', (payload: unknown) => {
    const deletion = parse('tweet_deleted', FeedEventPayloads.tweet_deleted, payload);
    if (!deletion) return;
    feed.seen(deletion.seq);
    feed.remove(deletion.id, deletion.tweet, deletion.seq);
  });

  for (const event of ['following_update', 'profile_update', 'profile_pinned_update'] as const) {
    socket.on(event, (payload: unknown) => {
      const update = parse(event, FeedEventPayloads[event], payload);
      if (!update) return;
      feed.seen(update.seq);
      feed.addLive(update.post);
    });
  }

  socket.on('external_message', (payload: unknown) => {
    const message = parse('external_message', FeedEventPayloads.external_message, payload);
    if (!message) return;
    feed.seen(message.seq);
    if (!('kind' in message)) return feed.addLive(message);
    const lookback = FEED_LIMITS.updateLookback;
    if (message.kind === ExternalUpdateKind.card) {
      feed.patchNewest((newest) => withCard(newest, message, lookback));
    } else {
      feed.patchNewest((newest) => withVideo(newest, message, lookback));
    }
  });
}
