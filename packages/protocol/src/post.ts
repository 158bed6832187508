import { z } from 'zod';
import { AddressMarket } from './address-markets.ts';
import { ChainSchema } from './chain.ts';
import { HTTP_URL_MAX, HttpUrl } from './http-url.ts';
import { ImageAddress } from './image-addresses.ts';
import { HANDLE_MESSAGE, handleProblem, postIdProblem } from './rules/post-identifiers.ts';
import { SOURCE_TIME_ORIGINS } from './rules/source-time.ts';

/**
 * FC §3 Post. The wire names are the spec's (a mix of camelCase and snake_case). Every string is
 * bounded and every link must be http(s), so hostile input (huge fields, `javascript:` links) is
 * refused at the door; text is kept as plain text and rendered as text, never as HTML.
 */

export const POST_LIMITS = {
  idMax: 128,
  textMax: 25_000,
  urlMax: HTTP_URL_MAX,
  nameMax: 200,
  handleMax: 64,
  mediaMax: 10,
  listMax: 50,
} as const;

/** Markup that has no place in a post: an HTML tag, a comment or a doctype. */
export const HTML_MARKUP = /<\/?[a-z][^>]*>|<!--|<!doctype/i;
export const PLAIN_TEXT_MESSAGE = 'must be plain text: HTML tags are not allowed';

export { Chain, ChainSchema } from './chain.ts';
export { HttpUrl } from './http-url.ts';

/** Bounded plain text. "a < b" and "<3" pass; "<script>" and "<img onerror=…>" do not. */
const str = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !HTML_MARKUP.test(value), PLAIN_TEXT_MESSAGE);
/** An account handle: a strict character set, so no markup travels in one. */
export const Handle = z
  .string()
  .trim()
  .min(1)
  .max(POST_LIMITS.handleMax)
  .refine((handle) => handleProblem(handle) === undefined, HANDLE_MESSAGE);
const Name = str(POST_LIMITS.nameMax);
const Text = str(POST_LIMITS.textMax);
/** A post id: a strict character set, and the platform's own form for `x:`, `truth:`, `bsky:` ids. */
export const PostId = z
  .string()
  .trim()
  .min(1)
  .max(POST_LIMITS.idMax)
  .superRefine((id, ctx) => {
    const problem = postIdProblem(id);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Post types that are not plain posts (FC §3). A plain post has no type. */
export const POST_TYPES = [
  'external_message',
  'EXTERNAL',
  'following_update',
  'profile_update',
  'pinned_update',
  'deleted_tweet',
  'TIME_MARKET',
] as const;
export const PostTypeSchema = z.enum(POST_TYPES);
export type PostType = z.infer<typeof PostTypeSchema>;
/** Named access to the same list (`PostType.profile_update`), so a misspelt type fails to compile. */
export const PostType = PostTypeSchema.enum;

/** Where a post was published. */
export const PLATFORMS = [
  'twitter',
  'truthsocial',
  'instagram',
  'bluesky',
  'external',
  'site',
] as const;
export const PlatformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof PlatformSchema>;
/** Named access to the same list (`Platform.twitter`). */
export const Platform = PlatformSchema.enum;

export const ContractAddress = z.object({ address: str(64), chain: ChainSchema });
export type ContractAddress = z.infer<typeof ContractAddress>;

export const Author = z.object({
  handle: Handle,
  name: Name.optional(),
  avatar: HttpUrl.optional(),
  verified: z.boolean().optional(),
});
export type Author = z.infer<typeof Author>;

export const Media = z.object({
  images: z
    .array(z.object({ url: HttpUrl }))
    .max(POST_LIMITS.mediaMax)
    .optional(),
  videos: z
    .array(z.object({ url: HttpUrl, thumbnail: HttpUrl.optional() }))
    .max(POST_LIMITS.mediaMax)
    .optional(),
  thumbnails: z.array(HttpUrl).max(POST_LIMITS.mediaMax).optional(),
});
export type Media = z.infer<typeof Media>;

export const LinkCard = z.object({
  url: HttpUrl,
  image: HttpUrl.optional(),
  title: Name.optional(),
  description: str(1000).optional(),
  site_name: Name.optional(),
});
export type LinkCard = z.infer<typeof LinkCard>;

export const Embed = z.object({
  title: Name.optional(),
  description: str(1000).optional(),
  url: HttpUrl.optional(),
  image: z.object({ url: HttpUrl }).optional(),
  video: z.object({ url: HttpUrl }).optional(),
});
export type Embed = z.infer<typeof Embed>;

export const Reaction = z.object({ emoji: str(32), count: z.number().int().nonnegative() });

const referencedPostFields = {
  id: PostId.optional(),
  handle: Handle.optional(),
  name: Name.optional(),
  avatar: HttpUrl.optional(),
  text: Text.optional(),
  media: Media.optional(),
};
/** A quoted post inside a quote (one level down; deeper quotes are not kept). */
export const NestedReferencedPost = z.object(referencedPostFields);
/** FC §3 replyTo, quotedTweet, retweetedQuote: each with id, handle, name, avatar, text, media. */
export const ReferencedPost = z.object({
  ...referencedPostFields,
  quotedTweet: NestedReferencedPost.optional(),
});
export type ReferencedPost = z.infer<typeof ReferencedPost>;

export const ProfileUser = z.object({
  handle: Handle,
  name: Name.optional(),
  avatar: HttpUrl.optional(),
  description: str(2000).optional(),
  location: Name.optional(),
  banner: HttpUrl.optional(),
  website: str(POST_LIMITS.urlMax).optional(),
  url: HttpUrl.optional(),
  verified: z.boolean().optional(),
  metrics: z
    .object({
      followers: z.number().int().nonnegative().optional(),
      following: z.number().int().nonnegative().optional(),
      tweets: z.number().int().nonnegative().optional(),
    })
    .optional(),
});
export type ProfileUser = z.infer<typeof ProfileUser>;

/** FC §2: the profile fields a profile update card lists before and after. */
export const ProfileField = z.enum(['Name', 'Bio', 'Location', 'Avatar', 'Banner', 'Website']);
export const ProfileChange = z.object({
  field: ProfileField,
  before: str(2000).nullable(),
  after: str(2000).nullable(),
});
export type ProfileChange = z.infer<typeof ProfileChange>;

const profileSnapshot = z.object({
  profile: z.object({ description: str(2000).optional(), location: Name.optional() }),
});

const flags = {
  isRetweet: z.boolean().optional(),
  isQuote: z.boolean().optional(),
  isReply: z.boolean().optional(),
  isDeleted: z.boolean().optional(),
  isSiteMessage: z.boolean().optional(),
  isExternal: z.boolean().optional(),
  isPrivateGroup: z.boolean().optional(),
  isProfileUpdate: z.boolean().optional(),
  isFollowingUpdate: z.boolean().optional(),
  isPinnedUpdate: z.boolean().optional(),
  isInstagram: z.boolean().optional(),
  isTruthSocial: z.boolean().optional(),
  isContractLaunch: z.boolean().optional(),
  is_time_market: z.boolean().optional(),
  is_metadata: z.boolean().optional(),
  is_website_updated: z.boolean().optional(),
};

/** Fields a source may send; the server fills in the rest (seq, contract_addresses, createdAt). */
export const PostFields = z.object({
  id: PostId,
  type: PostTypeSchema.optional(),
  source: str(64).optional(),
  text: Text.default(''),
  createdAt: str(64).optional(),
  created_at: str(64).optional(),
  /**
   * Ours (issue 46): the post was edited; ISO time of its newest version. The post keeps its first
   * version's id and createdAt, and carries the newest text, media and card.
   */
  editedAt: str(64).optional(),
  tweetUrl: HttpUrl.optional(),
  author: Author,
  originalAuthor: Author.optional(),
  ...flags,
  privateGroupName: Name.optional(),
  requester: Name.optional(),
  instagramUrl: HttpUrl.optional(),
  truthSocialUrl: HttpUrl.optional(),
  truthSocialPostType: z.enum(['QUOTE', 'RETWEET']).optional(),
  quotedUser: Author.optional(),
  retweetedUser: Author.optional(),
  originalTweetText: Text.optional(),
  originalMedia: Media.optional(),
  retweetComment: Text.optional(),
  replyTo: ReferencedPost.optional(),
  quotedTweet: ReferencedPost.optional(),
  retweetedQuote: ReferencedPost.optional(),
  media: Media.optional(),
  card: LinkCard.optional(),
  embeds: z.array(Embed).max(POST_LIMITS.mediaMax).optional(),
  reactions: z.array(Reaction).max(POST_LIMITS.listMax).optional(),
  followedUser: ProfileUser.optional(),
  followingUser: ProfileUser.optional(),
  updatedUser: ProfileUser.optional(),
  beforeProfile: ProfileUser.partial().optional(),
  beforeData: profileSnapshot.optional(),
  afterData: profileSnapshot.optional(),
  profileChanges: z.array(ProfileChange).max(6).optional(),
  pinnedTweets: z.array(ReferencedPost).max(POST_LIMITS.mediaMax).optional(),
  pinnedCount: z.number().int().nonnegative().optional(),
  fullProfile: ProfileUser.optional(),
  platform: PlatformSchema.optional(),
  contractAddress: str(64).optional(),
  contract_addresses: z.array(ContractAddress).max(POST_LIMITS.listMax).optional(),
  /** Ours (issue 31): addresses read from the post's images, each verified or not. */
  imageAddresses: z.array(ImageAddress).max(POST_LIMITS.listMax).optional(),
  /**
   * Ours (issue 52): the market of each of `contract_addresses` once known (DexScreener or our
   * own launches), sent as tweet_update after the post itself; absent while unknown.
   */
  addressMarkets: z.array(AddressMarket).max(POST_LIMITS.listMax).optional(),
  projectTicker: str(32).optional(),
  projectName: Name.optional(),
  profile_url: HttpUrl.optional(),
  tokens_posted: z.number().int().nonnegative().optional(),
  website_url: HttpUrl.optional(),
  twitter_data: z.object({ time_fun_url: HttpUrl.optional() }).optional(),
  /**
   * Ours: when our connector (or the webhook's sender) received the post, epoch ms. Ingest
   * keeps it in `timing.received`, or stamps its own arrival when a source does not say.
   */
  receivedAt: z.number().int().nonnegative().optional(),
});
export type PostInput = z.input<typeof PostFields>;

/**
 * Ours: the post's path to the feed, epoch ms on the server's clock (the browser adds its own
 * arrival, corrected by its clock offset). `source` is the platform's time of the post, from its
 * id where the id encodes it (`sourceFrom: 'id'`, see rules/source-time.ts), else created_at.
 */
export const PostTiming = z.object({
  source: z.number(),
  sourceFrom: z.enum(SOURCE_TIME_ORIGINS),
  received: z.number(),
  published: z.number(),
});
export type PostTiming = z.infer<typeof PostTiming>;

/** A post as the server stores and sends it: normalised, with its feed position. */
export const Post = PostFields.omit({ receivedAt: true }).extend({
  createdAt: z.string(),
  platform: PlatformSchema,
  contract_addresses: z.array(ContractAddress),
  /** Position in the feed event log; a reconnecting client asks for everything after it. */
  seq: z.number().int().nonnegative(),
  /** Absent on posts stored before timings were kept. */
  timing: PostTiming.optional(),
});
export type Post = z.infer<typeof Post>;
