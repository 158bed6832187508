import {
  API_KEY_LIMITS,
  ApiKeyCreated,
  ApiKeyParams,
  ApiKeysResponse,
  BOT_API_PATHS,
  BotPostsQuery,
  BotPostsResponse,
  CreateApiKeyBody,
  type FeedEvent,
  MessageResponseBody,
} from '@launchdeck/protocol';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';
import type { ApiKeyCaller, ApiKeyGuard } from '../http/guards.ts';
import { router } from '../http/route.ts';
import type { RouteContract, RouteRateLimit } from '../http/route-contract.ts';
import { type Database, rowsOf } from '../storage/database.ts';
import { botEventOf } from './events.ts';
import type { ApiKeysRepository } from './keys-repository.ts';

export const BOT_API_MESSAGES = {
  badKey: 'Send a valid API key as "Authorization: Bearer ldk_…" (this one is unknown or revoked).',
  noScope: (scope: string) => `This API key does not have the "${scope}" scope.`,
  codeRequired: 'Enter your current 6-digit code to make an API key.',
  codeWrong: 'That code is not right. Enter your current 6-digit code to make an API key.',
  codeUsed: 'That code was just used; wait for the next one.',
  setupRequired:
    'Your administrator requires two-factor login. Turn it on in Settings → Account first.',
  notFound: 'No such API key.',
  revoked: 'API key revoked.',
  tooFast: `Too many calls with this API key (at most ${API_KEY_LIMITS.callsPerMinute} a minute). Wait a moment and try again.`,
  rateLimited: 'Too many API key changes. Please wait a minute and try again.',
} as const;

const writeLimit: RouteRateLimit = {
  per: 'identity',
  name: 'api-keys',
  max: 20,
  timeWindow: 60_000,
  message: BOT_API_MESSAGES.rateLimited,
  hook: 'preHandler',
};

const tag = 'Bot API';

const CONTRACTS = {
  list: {
    summary: 'The trader’s bot API keys (never the keys themselves)',
    tag,
    auth: 'session',
    responses: { 200: ApiKeysResponse },
  },
  create: {
    summary: 'Make a bot API key; the key is in this answer only (with 2FA on, give the code)',
    tag,
    auth: 'session',
    body: CreateApiKeyBody,
    rateLimit: writeLimit,
    responses: { 201: ApiKeyCreated },
  },
  revoke: {
    summary: 'Revoke a bot API key at once',
    tag,
    auth: 'session',
    params: ApiKeyParams,
    rateLimit: writeLimit,
    responses: { 200: MessageResponseBody },
  },
  posts: {
    summary: 'The feed log’s post events after a seq, oldest first (scope feed:read)',
    tag,
    auth: 'apiKey',
    query: BotPostsQuery,
    responses: { 200: BotPostsResponse },
  },
} satisfies Record<string, RouteContract>;

export type BotApiRoutesDeps = {
  db: Database;
  keys: ApiKeysRepository;
  guard: ApiKeyGuard;
  /** The 2FA verdict on `code` for the trader (TwoFactorService.verify). */
  verifyCode: (
    userId: number,
    code: string | undefined,
  ) => Promise<'ok' | 'off' | 'missing' | 'wrong' | 'used'>;
  /** Whether the administrator requires 2FA of every trader. */
  twoFactorRequired: () => Promise<boolean>;
  /** Told when a key is revoked (its streams close on every node). */
  onRevoked?: (keyId: string) => void;
};

/** Throws 403 unless the key holds `scope`. */
export function requireScope(caller: ApiKeyCaller, scope: string): void {
  if (!caller.scopes.includes(scope)) throw new HttpError(403, BOT_API_MESSAGES.noScope(scope));
}

/**
 * Issue 51 item 4: the trader's keys over their session (making one needs the current code when
 * 2FA is on, as changing a wallet does), and the `/api/v1` calls a bot makes with a key.
 */
export function registerBotApiRoutes(http: FastifyInstance, deps: BotApiRoutesDeps): void {
  const route = router(http, { apiKeys: deps.guard });

  route('GET', BOT_API_PATHS.apiKeys, CONTRACTS.list, async ({ session }) => ({
    keys: await deps.keys.list(session.userId),
  }));

  route('POST', BOT_API_PATHS.apiKeys, CONTRACTS.create, async ({ session, body, reply }) => {
    const verdict = await deps.verifyCode(session.userId, body.code || undefined);
    if (verdict === 'missing') throw new HttpError(401, BOT_API_MESSAGES.codeRequired);
    if (verdict === 'wrong') throw new HttpError(401, BOT_API_MESSAGES.codeWrong);
    if (verdict === 'used') throw new HttpError(401, BOT_API_MESSAGES.codeUsed);
    if (verdict === 'off' && (await deps.twoFactorRequired())) {
      throw new HttpError(403, BOT_API_MESSAGES.setupRequired);
    }
    const created = await deps.keys.create(session.userId, body.name, body.scopes);
    reply.status(201).header('cache-control', 'no-store');
    return created;
  });

  route('DELETE', BOT_API_PATHS.apiKey, CONTRACTS.revoke, async ({ session, params }) => {
    if (!(await deps.keys.revoke(session.userId, params.id))) {
      throw new HttpError(404, BOT_API_MESSAGES.notFound);
    }
    deps.onRevoked?.(params.id);
    return { message: BOT_API_MESSAGES.revoked };
  });

  route('GET', BOT_API_PATHS.posts, CONTRACTS.posts, async ({ apiCaller, query }) => {
    requireScope(apiCaller, 'feed:read');
    const { since, limit } = query;
    const rows = rowsOf<{ seq: string | number; event: string; payload: unknown }>(
      await deps.db.execute(sql`
        select seq, event, payload from feed_events where seq > ${since}
        order by seq limit ${limit + 1}`),
    );
    const [bounds] = rowsOf<{ head: string | number | null; oldest: string | number | null }>(
      await deps.db.execute(sql`select max(seq) as head, min(seq) as oldest from feed_events`),
    );
    const more = rows.length > limit;
    const read = rows.slice(0, limit);
    const events = read.flatMap((row) => {
      const event = botEventOf(Number(row.seq), {
        event: row.event,
        payload: row.payload,
      } as FeedEvent);
      return event ? [event] : [];
    });
    return {
      events,
      next: read.length > 0 ? Number(read.at(-1)?.seq) : since,
      more,
      head: Number(bounds?.head ?? 0),
      oldest: Number(bounds?.oldest ?? 0),
    };
  });
}
