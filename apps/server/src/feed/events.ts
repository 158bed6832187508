import { type FeedEvent, type Post, PostType } from '@launchdeck/protocol';

/** FC §7: which event announces a post, by its type; a post seen before is a tweet_update. */
export function eventForPost(post: Post, seenBefore: boolean): FeedEvent {
  const seq = post.seq;
  if (seenBefore) return { event: 'tweet_update', payload: post };
  switch (post.type) {
    case PostType.following_update:
      return {
        event: 'following_update',
        payload: {
          user: post.author,
          following: post.followingUser ?? post.followedUser ?? { handle: 'unknown' },
          post,
          seq,
        },
      };
    case PostType.profile_update:
      return {
        event: 'profile_update',
        payload: {
          user: post.updatedUser ?? { ...post.author },
          before: post.beforeProfile ?? {},
          post,
          seq,
        },
      };
    case PostType.pinned_update:
      return {
        event: 'profile_pinned_update',
        payload: { user: post.author, pinned: post.pinnedTweets ?? [], post, seq },
      };
    case PostType.external_message:
    case PostType.EXTERNAL:
      return { event: 'external_message', payload: post };
    default:
      return { event: 'tweet', payload: post };
  }
}
