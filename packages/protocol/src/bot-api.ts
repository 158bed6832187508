import { z } from 'zod';
import { Post } from './post.ts';

/**
 * Issue 51 item 4: a bot API with keys. A trader makes keys (`ldk_…`, shown once, only their
 * SHA-256 digest kept) with their session; a bot sends one as `Authorization: Bearer ldk_…` to
 * the `/api/v1/…` calls. A refusal is `{ error }` with a 4xx status: 401 for a missing, unknown
 * or revoked key, 403 for a key without the call's scope, 429 past the key's limit.
 */
export const BOT_API_PATHS = {
  /** GET: the trader's keys (never the key itself); POST CreateApiKeyBody: a new key. */
  apiKeys: '/api/api-keys',
  /** DELETE: the key revoked at once (its streams closed on every node). */
  apiKey: '/api/api-keys/:id',
  /** GET ?since=<seq>&limit=N with a key: the feed log's post events after `since`. */
  posts: '/api/v1/posts',
} as const;

/** `feed:read`: the posts and the stream; `launch` is reserved for launching from a bot. */
export const API_KEY_SCOPES = ['feed:read', 'launch'] as const;
export const ApiKeyScope = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

/** `ldk_` and 32 random bytes in base64url (43 characters). */
export const API_KEY = /^ldk_[A-Za-z0-9_-]{43}$/;

export const API_KEY_LIMITS = {
  /** Keys a trader may have at once. */
  keysMax: 10,
  nameMax: 60,
  /** Calls a key may make a minute (every `/api/v1` call, every node together). */
  callsPerMinute: 600,
  /** GET /api/v1/posts: events answered at most per call. */
  postsMax: 500,
  postsDefault: 100,
} as const;

/** POST /api/api-keys body. `code`: the current 2FA code (or a recovery code) when 2FA is on. */
export const CreateApiKeyBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(API_KEY_LIMITS.nameMax, `must be at most ${API_KEY_LIMITS.nameMax} characters`),
  scopes: z
    .array(ApiKeyScope)
    .min(1, 'must name at least one scope')
    .max(API_KEY_SCOPES.length)
    .default(['feed:read']),
  code: z.string().trim().max(64).optional(),
});
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBody>;

/** A key as listed: `prefix` is its first 12 characters, to tell keys apart. Times are ISO. */
export const ApiKey = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(ApiKeyScope),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().optional(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** POST /api/api-keys answer: the key itself, in this answer only. */
export const ApiKeyCreated = ApiKey.extend({ key: z.string().regex(API_KEY) });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

export const ApiKeysResponse = z.object({ keys: z.array(ApiKey) });
export type ApiKeysResponse = z.infer<typeof ApiKeysResponse>;

export const ApiKeyParams = {
  id: z.string().regex(/^ak_[A-Za-z0-9_-]{8,64}$/, 'must be a key id'),
};

/** GET /api/v1/posts query. `since`: a seq from an earlier answer or a stream event; 0: the oldest kept. */
export const BotPostsQuery = z.object({
  since: z.coerce
    .number({ error: 'since must be a seq (a whole number)' })
    .int('since must be a whole number')
    .min(0, 'since must be at least 0')
    .max(Number.MAX_SAFE_INTEGER)
    .default(0),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(API_KEY_LIMITS.postsMax, `limit must be at most ${API_KEY_LIMITS.postsMax}`)
    .default(API_KEY_LIMITS.postsDefault),
});
export type BotPostsQuery = z.input<typeof BotPostsQuery>;

/**
 * One event of the feed log as a bot reads it (the REST answer and the stream): a new post, a
 * later version of one (an edit, an address read from its picture, its markets), or its deletion.
 */
export const BotFeedEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('post'), seq: z.number().int(), post: Post }),
  z.object({ type: z.literal('post_update'), seq: z.number().int(), post: Post }),
  z.object({ type: z.literal('post_delete'), seq: z.number().int(), id: z.string(), post: Post }),
]);
export type BotFeedEvent = z.infer<typeof BotFeedEvent>;

/**
 * GET /api/v1/posts answer: the events after `since` in log order; `next`: the `since` of the
 * next call (the last event's seq, or `since` when none); `more`: whether more wait already;
 * `head`: the log's newest seq. Events older than the log keeps are gone: `oldest` says where
 * it starts.
 */
export const BotPostsResponse = z.object({
  events: z.array(BotFeedEvent),
  next: z.number().int(),
  more: z.boolean(),
  head: z.number().int(),
  oldest: z.number().int(),
});
export type BotPostsResponse = z.infer<typeof BotPostsResponse>;
