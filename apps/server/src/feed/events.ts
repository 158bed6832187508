import { classifyPost, type FeedEvent, type Post, PostKind } from '@launchdeck/protocol';

/** FC §7: which event announces a post, by its kind; a post seen before is a tweet_update. */
export function eventForPost(post: Post, seenBefore: boolean): FeedEvent {
  const seq = post.seq;
  if (seenBefore) return { event: 'tweet_update', payload: post };
  switch (classifyPost(post)) {
    case PostKind.following:
      return {
        event: 'following_update',
        payload: {
          user: post.author,
          following: post.followingUser ?? post.followedUser ?? { handle: 'unknown' },
          post,
          seq,
        },
      };
    case PostKind.profile:
      return {
        event: 'profile_update',
        payload: {
          user: post.updatedUser ?? { ...post.author },
          before: post.beforeProfile ?? {},
          post,
          seq,
        },
      };
    case PostKind.pinned:
      return {
        event: 'profile_pinned_update',
        payload: { user: post.author, pinned: post.pinnedTweets ?? [], post, seq },
      };
    case PostKind.external:
      return { event: 'external_message', payload: post };
    default:
      return { event: 'tweet', payload: post };
  }
}
