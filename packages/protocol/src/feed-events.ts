import { z } from 'zod';
import { parseIncoming } from './incoming.ts';
import {
  Author,
  Handle,
  HttpUrl,
  LinkCard,
  type Platform,
  Post,
  PostFields,
  PostId,
  ProfileUser,
  ReferencedPost,
} from './post.ts';
import { handleProblem } from './rules/post-identifiers.ts';

/** FC §7 external_message kinds that update an earlier post rather than add one. */
export const ExternalUpdateKind = {
  instagramVideo: 'INSTAGRAM_VIDEO_UPDATE',
  truthSocialVideo: 'TRUTHSOCIAL_VIDEO_UPDATE',
  card: 'CARD_UPDATE',
} as const;

/** Ingest: a deletion names only the deleted post's id. */
export const DeletionItem = z.object({ type: z.literal('deleted_tweet'), id: PostId });
export type DeletionItem = z.infer<typeof DeletionItem>;

/** Ingest: a video that arrived after its photo-site or political-site post. */
export const VideoUpdateItem = z.object({
  type: z.literal('external_message'),
  kind: z.enum([ExternalUpdateKind.instagramVideo, ExternalUpdateKind.truthSocialVideo]),
  videoUrl: HttpUrl,
  /** The post the video belongs to, when the source knows it. */
  id: PostId.optional(),
  handle: Handle.optional(),
});
export type VideoUpdateItem = z.infer<typeof VideoUpdateItem>;

/** Ingest: a link card resolved after its post was sent. */
export const CardUpdateItem = z.object({
  type: z.literal('external_message'),
  kind: z.literal(ExternalUpdateKind.card),
  id: PostId,
  card: LinkCard,
});
export type CardUpdateItem = z.infer<typeof CardUpdateItem>;

/** The platform a post says it is from, by its platform field or its platform's flag. */
function declaredPlatform(post: z.infer<typeof PostFields>): Platform | undefined {
  if (post.platform) return post.platform;
  if (post.isTruthSocial) return 'truthsocial';
  if (post.isInstagram) return 'instagram';
  if (post.isSiteMessage) return 'site';
  return undefined;
}

/** Ingest: a post, its author's handle held to its platform's rule (any platform's when unsaid). */
export const IngestPost = PostFields.superRefine((post, ctx) => {
  const problem = handleProblem(post.author.handle, declaredPlatform(post));
  if (problem) ctx.addIssue({ code: 'custom', path: ['author', 'handle'], message: problem });
});

/** One item a source hands to ingest: an update, a deletion, or a post. */
export const IngestItem = z.union([DeletionItem, VideoUpdateItem, CardUpdateItem, IngestPost]);
export type IngestItem = z.input<typeof IngestItem>;
export type ParsedIngestItem = z.infer<typeof IngestItem>;

/**
 * Parses an item with the one schema its shape calls for, so a bad post is told which post field
 * is wrong rather than "no union member matched".
 */
export function parseIngestItem(value: unknown) {
  const shape =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (shape.type === 'deleted_tweet' && !('author' in shape))
    return parseIncoming(DeletionItem, value);
  if (shape.kind === ExternalUpdateKind.card) return parseIncoming(CardUpdateItem, value);
  if (typeof shape.kind === 'string' && shape.type === 'external_message' && 'videoUrl' in shape) {
    return parseIncoming(VideoUpdateItem, value);
  }
  return parseIncoming(IngestPost, value);
}

const seq = z.number().int().nonnegative();

/** FC §7 payloads of the feed events. Each carries `seq`, its place in the feed event log. */
export const FeedEventPayloads = {
  /** One malformed post is dropped rather than costing the reader the rest of the load. */
  initialTweets: z
    .array(Post.nullable().catch(null))
    .transform((posts) => posts.filter((post): post is Post => post !== null)),
  tweet: Post,
  tweet_update: Post,
  tweet_deleted: z.object({ id: PostId, tweet: Post, seq }),
  /** Ours: the admin blocked an account; its posts leave every feed (lowercase, no '@'). */
  account_blocked: z.object({ handle: z.string().min(1), seq }),
  /**
   * Ours: the admin unblocked an account; its new posts reach the feed again and its stored ones
   * are back in the next initial load (lowercase, no '@').
   */
  account_unblocked: z.object({ handle: z.string().min(1), seq }),
  following_update: z.object({ user: Author, following: ProfileUser, post: Post, seq }),
  profile_update: z.object({ user: ProfileUser, before: ProfileUser.partial(), post: Post, seq }),
  profile_pinned_update: z.object({
    user: Author,
    pinned: z.array(ReferencedPost),
    post: Post,
    seq,
  }),
  external_message: z.union([
    Post,
    VideoUpdateItem.omit({ type: true }).extend({ seq }),
    CardUpdateItem.omit({ type: true }).extend({ seq }),
  ]),
} as const;

/**
 * Ours, not stored: sent to a reconnecting browser just before the events it missed, so it knows
 * those (seq ≤ throughSeq) are replayed, not live, and does not measure their age as delivery time.
 */
export const FeedReplayPayload = z.object({ throughSeq: seq });
export type FeedReplayPayload = z.infer<typeof FeedReplayPayload>;

export type FeedEventName = Exclude<keyof typeof FeedEventPayloads, 'initialTweets'>;
export type FeedEventPayload<E extends keyof typeof FeedEventPayloads> = z.infer<
  (typeof FeedEventPayloads)[E]
>;

/** One entry of the feed event log, as stored and as replayed to a reconnecting client. */
export type FeedEvent = {
  [E in FeedEventName]: { event: E; payload: FeedEventPayload<E> };
}[FeedEventName];

/** POST /api/ingest body: `{posts: [...]}` (a batch), or one item as the whole body. */
export const INGEST_BATCH_MAX = 500;
export const IngestBatchBody = z.object({
  posts: z
    .array(z.unknown(), { error: 'posts must be an array' })
    .min(1, 'posts must hold at least one item')
    .max(INGEST_BATCH_MAX, `At most ${INGEST_BATCH_MAX} posts per request`),
});
export const IngestSingleBody = z.record(z.string(), z.unknown());
export const IngestResponseBody = z.object({
  accepted: z.number().int().nonnegative(),
  /**
   * Issue 46: the posts delivered with fields shortened (too long) or left out (malformed), by
   * their index in the request and the fields' paths (`card.title`, `author.name`); absent when
   * none was.
   */
  repaired: z
    .array(z.object({ index: z.number().int().nonnegative(), fields: z.array(z.string()) }))
    .optional(),
});
export type IngestResponseBody = z.infer<typeof IngestResponseBody>;
