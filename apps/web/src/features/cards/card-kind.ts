import { type Post, PostType } from '@launchdeck/protocol';

/** FC §2 feed card kinds; a post card comes in five variants. */
export const CardKind = {
  original: 'original',
  reply: 'reply',
  repost: 'repost',
  quote: 'quote',
  retweetedQuote: 'retweeted-quote',
  external: 'external',
  siteMessage: 'site-message',
  profileUpdate: 'profile-update',
  following: 'following',
  pinned: 'pinned',
  deleted: 'deleted',
} as const;
export type CardKind = (typeof CardKind)[keyof typeof CardKind];

/** FC §4: deleted entries carry an id prefixed deleted_. */
export const DELETED_PREFIX = 'deleted_';

const EXTERNAL_TYPES: ReadonlySet<string> = new Set([
  PostType.external_message,
  PostType.EXTERNAL,
  PostType.TIME_MARKET,
]);

/**
 * Which card shows a post. Deletion wins over everything (a deleted repost is a deleted entry);
 * account events and external alerts come next; then the post variants, most specific first.
 */
export function cardKindOf(post: Post): CardKind {
  if (
    post.id.startsWith(DELETED_PREFIX) ||
    post.isDeleted ||
    post.type === PostType.deleted_tweet
  ) {
    return CardKind.deleted;
  }
  if (post.isSiteMessage) return CardKind.siteMessage;
  if (post.type === PostType.profile_update || post.isProfileUpdate) return CardKind.profileUpdate;
  if (post.type === PostType.following_update || post.isFollowingUpdate) return CardKind.following;
  if (post.type === PostType.pinned_update || post.isPinnedUpdate) return CardKind.pinned;
  if ((post.type && EXTERNAL_TYPES.has(post.type)) || post.isExternal || post.is_time_market) {
    return CardKind.external;
  }
  if (post.retweetedQuote) return CardKind.retweetedQuote;
  if (post.isRetweet || post.truthSocialPostType === 'RETWEET') return CardKind.repost;
  if (post.quotedTweet || post.isQuote) return CardKind.quote;
  if (post.replyTo || post.isReply) return CardKind.reply;
  return CardKind.original;
}
