import {
  detectContractAddresses,
  Platform,
  type Post,
  type PostFields,
  PostType,
} from '@launchdeck/protocol';
import type { z } from 'zod';

type PostFieldsParsed = z.infer<typeof PostFields>;
export type NormalizedPost = Omit<Post, 'seq'>;

export const DATE_ERROR = 'createdAt must be a date (ISO 8601 or epoch milliseconds)';

/** Accepts ISO strings and epoch milliseconds; answers an ISO string or undefined. */
export function normalizeDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const ms = /^\d{10,16}$/.test(trimmed) ? Number(trimmed) : Date.parse(trimmed);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}

const stripAt = (handle: string) => handle.replace(/^@+/, '');

function platformOf(post: PostFieldsParsed): Post['platform'] {
  if (post.platform) return post.platform;
  if (post.isSiteMessage) return Platform.site;
  if (post.isTruthSocial) return Platform.truthsocial;
  if (post.isInstagram) return Platform.instagram;
  if (
    post.isExternal ||
    post.type === PostType.external_message ||
    post.type === PostType.EXTERNAL
  ) {
    return Platform.external;
  }
  return Platform.twitter;
}

/** Flags implied by the type, so cards can trust either. */
function impliedFlags(post: PostFieldsParsed, platform: string): Partial<Post> {
  return {
    isProfileUpdate: post.isProfileUpdate || post.type === PostType.profile_update || undefined,
    isFollowingUpdate:
      post.isFollowingUpdate || post.type === PostType.following_update || undefined,
    isPinnedUpdate: post.isPinnedUpdate || post.type === PostType.pinned_update || undefined,
    isDeleted: post.isDeleted || post.type === PostType.deleted_tweet || undefined,
    isExternal:
      post.isExternal ||
      post.type === PostType.external_message ||
      post.type === PostType.EXTERNAL ||
      undefined,
    isTruthSocial: post.isTruthSocial || platform === Platform.truthsocial || undefined,
    isInstagram: post.isInstagram || platform === Platform.instagram || undefined,
  };
}

/** Text blocks that can carry a contract address: the post, what it quotes or reposts. */
function addressText(post: PostFieldsParsed): string {
  return [
    post.text,
    post.originalTweetText,
    post.retweetComment,
    post.quotedTweet?.text,
    post.quotedTweet?.quotedTweet?.text,
    post.retweetedQuote?.text,
    post.contractAddress,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Turns a validated source post into the stored shape: one createdAt, handles without '@',
 * the platform, flags consistent with the type, and the contract addresses found in it.
 */
export function normalizePost(
  input: PostFieldsParsed,
): { ok: true; post: NormalizedPost } | { ok: false; error: string } {
  const createdAt = normalizeDate(input.createdAt ?? input.created_at);
  if (!createdAt) return { ok: false, error: DATE_ERROR };
  const { created_at: _dropped, ...rest } = input;
  const platform = platformOf(input);
  const flags = Object.fromEntries(
    Object.entries(impliedFlags(input, platform)).filter(([, value]) => value !== undefined),
  );
  return {
    ok: true,
    post: {
      ...rest,
      ...flags,
      id: input.id,
      createdAt,
      platform,
      author: { ...input.author, handle: stripAt(input.author.handle) },
      contract_addresses: detectContractAddresses(addressText(input)),
    },
  };
}
