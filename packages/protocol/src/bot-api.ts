import { z } from 'zod';
import { ALERT_KINDS, ALERT_LIMITS, AlertKindSchema, AlertRuleBody } from './alerts.ts';
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
  /**
   * GET ?since=<seq> with a key, as a WebSocket (RFC 6455): the live stream (BotStreamServerMessage
   * out, BotStreamClientMessage in). A plain GET answers 426.
   */
  stream: '/api/v1/stream',
  /** GET: the stream's AsyncAPI 3.0 document (no key needed). */
  asyncApi: '/api/asyncapi.json',
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

/**
 * The live stream's limits (`/api/v1/stream`). Sizes in bytes, times in seconds.
 * - `streamsPerKey`: open streams one key may hold on one server node (a 429 past it).
 * - `messageMaxBytes`: a client message larger is answered `error`; a frame larger than
 *   `frameMaxBytes` closes the stream (1009, RFC 6455 §7.4.1).
 * - `errorsPerMinute`: more `error` answers than this in a minute close the stream (1008).
 * - `pingSeconds`: a WebSocket ping this often; a client that did not answer the previous one is
 *   cut off.
 * - `bufferedMaxBytes`: a client reading so slowly that this much waits to be sent is closed
 *   (1013); it resumes with `?since`.
 */
export const BOT_STREAM_LIMITS = {
  streamsPerKey: 5,
  messageMaxBytes: 16 * 1024,
  frameMaxBytes: 64 * 1024,
  errorsPerMinute: 20,
  pingSeconds: 30,
  bufferedMaxBytes: 4 * 1024 * 1024,
} as const;

/**
 * The stream's close codes: RFC 6455 §7.4.1's (1001 going away: the server stops; 1008 policy
 * violation: too many bad messages; 1009 message too big; 1013 try again later: a slow reader,
 * IANA's WebSocket Close Code registry) and one of the 4000–4999 range RFC 6455 leaves to
 * applications: 4001, the key was revoked (or its login disabled or deleted).
 */
export const BOT_STREAM_CLOSE = {
  goingAway: 1001,
  policyViolation: 1008,
  messageTooBig: 1009,
  tryAgainLater: 1013,
  keyRevoked: 4001,
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
 * GET /api/v1/stream query. `since`: the last seq the bot saw; the stream replays what came after
 * it before going live (0: everything the log keeps). Absent: live from `ready.seq` on.
 */
export const BotStreamQuery = z.object({ since: BotPostsQuery.shape.since.unwrap().optional() });
export type BotStreamQuery = z.input<typeof BotStreamQuery>;

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

/**
 * A stream's filter, with an alert rule's semantics (matchesAlertRule, its meme words off): every
 * field given must hold. `accounts`: the author is one of these handles (without '@', any case);
 * empty: any. `kinds`: the event is one of these kinds (ALERT_KINDS; a deletion is `delete`);
 * absent: all. `hasAddress`: the post carries a contract address. `keywords`: one of these words
 * is in the post's text, as a whole word, case-insensitive; empty: no word needed. At most 100
 * accounts and 20 keywords of at most 60 characters (ALERT_LIMITS); a field not named here is
 * refused.
 */
export const BotStreamFilter = z.strictObject({
  accounts: AlertRuleBody.shape.accounts,
  kinds: AlertRuleBody.shape.kinds.default([...ALERT_KINDS]),
  hasAddress: AlertRuleBody.shape.hasAddress,
  keywords: AlertRuleBody.shape.keywords,
});
export type BotStreamFilter = z.input<typeof BotStreamFilter>;

/**
 * A filter as the stream applies it and answers it in `subscribed`: its defaults filled in, its
 * accounts as compared (no '@', lower case).
 */
export const BotStreamFilterApplied = z.object({
  accounts: z.array(z.string().max(64)).max(ALERT_LIMITS.accountsMax),
  kinds: z.array(AlertKindSchema).min(1),
  hasAddress: z.boolean(),
  keywords: z.array(z.string().max(ALERT_LIMITS.keywordMax)).max(ALERT_LIMITS.keywordsMax),
});
export type BotStreamFilterApplied = z.infer<typeof BotStreamFilterApplied>;

/**
 * What a bot sends on the stream, one JSON text frame each: `subscribe` replaces the stream's
 * filter (`{}`: everything again), answered `subscribed` or `error`; `ping` is answered `pong`.
 */
export const BotStreamClientMessage = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('subscribe'), filter: BotStreamFilter }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type BotStreamClientMessage = z.input<typeof BotStreamClientMessage>;

/**
 * What the stream sends, one JSON text frame each:
 * - `ready` first: `seq` is the log's newest seq as the stream starts; without `since`, the events
 *   after it follow.
 * - `gap`, after `ready`, when `since` is older than the log keeps: events up to `oldest - 1` are
 *   gone, the replay starts at `oldest`.
 * - `post`, `post_update`, `post_delete` (BotFeedEvent): the feed log's events in seq order,
 *   each once, none skipped but those the filter leaves out (seqs increase, with holes).
 * - `subscribed`: the filter now applied, defaults filled in; `pong`: the answer to `ping`;
 *   `error`: a message the stream could not take, in one sentence (the stream stays open).
 */
export const BotStreamServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), seq: z.number().int() }),
  z.object({ type: z.literal('gap'), oldest: z.number().int() }),
  ...BotFeedEvent.options,
  z.object({ type: z.literal('subscribed'), filter: BotStreamFilterApplied }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), error: z.string() }),
]);
export type BotStreamServerMessage = z.output<typeof BotStreamServerMessage>;
