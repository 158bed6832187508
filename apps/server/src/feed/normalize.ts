import {
  bareHandle,
  detectContractAddresses,
  Platform,
  type Post,
  type PostFields,
  PostKind,
  type PostTiming,
  postKindsOf,
  sourceTimeOf,
} from '@launchdeck/protocol';
import type { z } from 'zod';

type PostFieldsParsed = z.infer<typeof PostFields>;
/** A post ready to store: all but its seq and the moment it is published. */
export type NormalizedPost = Omit<Post, 'seq' | 'timing'> & {
  timing: Omit<PostTiming, 'published'>;
};

export const DATE_ERROR = 'createdAt must be a date (ISO 8601 or epoch milliseconds)';

/** Accepts ISO strings and epoch milliseconds; answers an ISO string or undefined. */
export function normalizeDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const ms = /^\d{10,16}$/.test(trimmed) ? Number(trimmed) : Date.parse(trimmed);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}

function platformOf(post: PostFieldsParsed, kinds: readonly PostKind[]): Post['platform'] {
  if (post.platform) return post.platform;
  if (post.isSiteMessage) return Platform.site;
  if (post.isTruthSocial) return Platform.truthsocial;
  if (post.isInstagram) return Platform.instagram;
  if (kinds.includes(PostKind.external)) return Platform.external;
  return Platform.twitter;
}

/** The flag that announces each kind; an original post has none. */
const KIND_FLAG = {
  [PostKind.original]: undefined,
  [PostKind.reply]: 'isReply',
  [PostKind.repost]: 'isRetweet',
  [PostKind.quote]: 'isQuote',
  [PostKind.retweetedQuote]: 'isRetweet',
  [PostKind.external]: 'isExternal',
  [PostKind.siteMessage]: 'isSiteMessage',
  [PostKind.profile]: 'isProfileUpdate',
  [PostKind.following]: 'isFollowingUpdate',
  [PostKind.pinned]: 'isPinnedUpdate',
  [PostKind.deleted]: 'isDeleted',
} as const satisfies Record<PostKind, keyof Post | undefined>;

/**
 * The flag of every kind the post shows evidence of (a type, a referenced post, a Truth Social
 * post type), so code that reads a flag agrees with classifyPost.
 */
function impliedFlags(kinds: readonly PostKind[], platform: Post['platform']): Partial<Post> {
  const flags: Partial<Post> = {};
  for (const kind of kinds) {
    const flag = KIND_FLAG[kind];
    if (flag) flags[flag] = true;
  }
  if (platform === Platform.truthsocial) flags.isTruthSocial = true;
  if (platform === Platform.instagram) flags.isInstagram = true;
  return flags;
}

/**
 * Text blocks that can carry a contract address: the post, what it quotes or reposts, the new
 * bio of a profile update, and the alt text of its pictures.
 */
function addressText(post: PostFieldsParsed): string {
  return [
    post.text,
    post.updatedUser?.description,
    post.afterData?.profile.description,
    post.originalTweetText,
    post.retweetComment,
    post.quotedTweet?.text,
    post.quotedTweet?.quotedTweet?.text,
    post.retweetedQuote?.text,
    // An image's alt text (Bluesky, Truth Social) travels as an embed's description.
    ...(post.embeds ?? []).map((embed) => embed.description),
    post.contractAddress,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * How far ahead of its arrival a post's own time may be (ms): platforms stamp posts on their
 * clocks, a little ahead of ours at times. Beyond it, createdAt is the arrival plus this much, so
 * an author's clock (a post dated 2031) never puts a post above newer ones (issue 46).
 */
export const SOURCE_CLOCK_SKEW_MS = 2_000;

/** The source's time as an ISO string, never later than `received` + SOURCE_CLOCK_SKEW_MS. */
function clampedToArrival(createdAt: string, received: number): string {
  const latest = received + SOURCE_CLOCK_SKEW_MS;
  return Date.parse(createdAt) > latest ? new Date(latest).toISOString() : createdAt;
}

/**
 * Turns a validated source post into the stored shape: one createdAt (the source's, clamped to
 * the arrival), handles without '@',
 * the platform, flags consistent with its kinds, the contract addresses found in it, and its
 * timing so far: the platform's time and when it was received. A source's own receivedAt is kept
 * unless it is later than `arrivedAt` (the batch reaching ingest), which it cannot truly be.
 */
export function normalizePost(
  input: PostFieldsParsed,
  arrivedAt: number,
): { ok: true; post: NormalizedPost } | { ok: false; error: string } {
  const createdAt = normalizeDate(input.createdAt ?? input.created_at);
  if (!createdAt) return { ok: false, error: DATE_ERROR };
  // Image addresses and address markets are ours to read (image-addresses/, market-data/): a
  // source cannot send them.
  const {
    created_at: _dropped,
    receivedAt,
    imageAddresses: _ours,
    addressMarkets: _oursToo,
    ...rest
  } = input;
  const source = sourceTimeOf(input.id, Date.parse(createdAt));
  const kinds = postKindsOf(input);
  const platform = platformOf(input, kinds);
  const flags = impliedFlags(kinds, platform);
  const received = Math.min(receivedAt ?? arrivedAt, arrivedAt);
  return {
    ok: true,
    post: {
      ...rest,
      ...flags,
      id: input.id,
      createdAt: clampedToArrival(createdAt, received),
      platform,
      author: { ...input.author, handle: bareHandle(input.author.handle) },
      contract_addresses: detectContractAddresses(addressText(input)),
      timing: {
        source: source.at,
        sourceFrom: source.from,
        received,
      },
    },
  };
}
