import type { BotFeedEvent, FeedEvent } from '@launchdeck/protocol';
import { postOfEvent } from '../feed/index.ts';

/**
 * A stored feed event as a bot reads it: `post` for a new post (an original, reply, quote,
 * repost, follow, profile change, pin, external message), `post_update` for a later version,
 * `post_delete` for a deletion; undefined for what carries no post (an account blocked).
 */
export function botEventOf(seq: number, event: FeedEvent): BotFeedEvent | undefined {
  const post = postOfEvent(event);
  if (!post) return undefined;
  if (event.event === 'tweet_update') return { type: 'post_update', seq, post };
  if (event.event === 'tweet_deleted') return { type: 'post_delete', seq, id: post.id, post };
  return { type: 'post', seq, post };
}
