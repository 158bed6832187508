import { LIMITS } from '../limits.ts';
import { type PostInput, PostType } from '../post.ts';

/**
 * FC §2: what a feed entry is, and so which card shows it, which event announces it and which
 * per-account filter (FC §3) can hide it. The values are the cards' `data-kind` test hooks.
 */
export const PostKind = {
  original: 'original',
  reply: 'reply',
  repost: 'repost',
  quote: 'quote',
  retweetedQuote: 'retweeted-quote',
  external: 'external',
  siteMessage: 'site-message',
  profile: 'profile-update',
  following: 'following',
  pinned: 'pinned',
  deleted: 'deleted',
} as const;
export type PostKind = (typeof PostKind)[keyof typeof PostKind];

/** The fields a post's kind is read from; everything else about the post is irrelevant here. */
export type ClassifiablePost = Pick<
  PostInput,
  | 'type'
  | 'isRetweet'
  | 'isQuote'
  | 'isReply'
  | 'isDeleted'
  | 'isSiteMessage'
  | 'isExternal'
  | 'isProfileUpdate'
  | 'isFollowingUpdate'
  | 'isPinnedUpdate'
  | 'is_time_market'
  | 'truthSocialPostType'
  | 'replyTo'
  | 'quotedTweet'
  | 'retweetedQuote'
> & { id?: string };

const EXTERNAL_TYPES: ReadonlySet<string> = new Set([
  PostType.external_message,
  PostType.EXTERNAL,
  PostType.TIME_MARKET,
]);

/**
 * Every kind but original, most decisive first, each with all the evidence a source may send
 * for it: its flag, its type, the referenced post it carries, truthSocialPostType. Sources fill
 * these in unevenly (a flag without the field, a field without the flag), so any one counts.
 *
 * The order is the card choice's: a deletion wins over everything (a deleted repost is a
 * deleted entry); site chat lines are ours and nothing else; account events and external alerts
 * are not posts by the account; then the post variants, most specific first (a repost carrying
 * a quote, a repost, a quote, a reply), so a reply that quotes shows its quote.
 */
const EVIDENCE: ReadonlyArray<readonly [PostKind, (post: ClassifiablePost) => unknown]> = [
  [
    PostKind.deleted,
    (p) =>
      p.isDeleted || p.type === PostType.deleted_tweet || p.id?.startsWith(LIMITS.deletedIdPrefix),
  ],
  [PostKind.siteMessage, (p) => p.isSiteMessage],
  [PostKind.profile, (p) => p.isProfileUpdate || p.type === PostType.profile_update],
  [PostKind.following, (p) => p.isFollowingUpdate || p.type === PostType.following_update],
  [PostKind.pinned, (p) => p.isPinnedUpdate || p.type === PostType.pinned_update],
  [
    PostKind.external,
    (p) => p.isExternal || p.is_time_market || (p.type !== undefined && EXTERNAL_TYPES.has(p.type)),
  ],
  [PostKind.retweetedQuote, (p) => p.retweetedQuote],
  [PostKind.repost, (p) => p.isRetweet || p.truthSocialPostType === 'RETWEET'],
  [PostKind.quote, (p) => p.isQuote || p.quotedTweet || p.truthSocialPostType === 'QUOTE'],
  [PostKind.reply, (p) => p.isReply || p.replyTo],
];

/**
 * Every kind the post shows evidence of, most decisive first; empty for an original post. For
 * the rules that care about more than the card, e.g. a reply that quotes is filtered as both.
 */
export function postKindsOf(post: ClassifiablePost): PostKind[] {
  return EVIDENCE.filter(([, has]) => Boolean(has(post))).map(([kind]) => kind);
}

/** The one kind of a post: the card that shows it and the event that announces it. */
export function classifyPost(post: ClassifiablePost): PostKind {
  return postKindsOf(post)[0] ?? PostKind.original;
}
