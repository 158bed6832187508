import type { IncomingMessage } from 'node:http';
import {
  API_KEY_LIMITS,
  ApiKeyCreated,
  ApiKeyParams,
  ApiKeysResponse,
  BOT_API_PATHS,
  BOT_STREAM_LIMITS,
  BotPostsQuery,
  BotPostsResponse,
  BotStreamQuery,
  CreateApiKeyBody,
  ErrorBody,
  MessageResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';
import type { ApiKeyCaller, ApiKeyGuard } from '../http/guards.ts';
import { router } from '../http/route.ts';
import type { RouteContract, RouteRateLimit } from '../http/route-contract.ts';
import { type UpgradeInput, upgradeCheck } from '../http/upgrade-check.ts';
import type { Database } from '../storage/database.ts';
import { AsyncApiDocumentBody, asyncApiDocument } from './asyncapi.ts';
import { botEventsAfter, logBounds } from './feed-log.ts';
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
  upgradeRequired: `Open ${BOT_API_PATHS.stream} as a WebSocket (RFC 6455); its messages are described at ${BOT_API_PATHS.asyncApi}.`,
  tooManyStreams: `This API key has ${BOT_STREAM_LIMITS.streamsPerKey} open streams already; close one first.`,
  busy: 'The server could not check this API key in time. Try again in a moment.',
  stopping: 'The server is restarting. Connect again in a moment.',
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
  stream: {
    summary: `The live stream (scope feed:read): a WebSocket, described at ${BOT_API_PATHS.asyncApi}; a plain GET answers 426`,
    tag,
    auth: 'apiKey',
    query: BotStreamQuery,
    responses: { 426: ErrorBody },
  },
  asyncApi: {
    summary: 'The live stream’s AsyncAPI 3.0 document',
    tag,
    auth: 'none',
    responses: { 200: AsyncApiDocumentBody },
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

/**
 * The stream's handshake check (stream-server.ts), from the same contract as its plain GET: the
 * apiKey guard (401; the handshake counted against the key's calls a minute, 429), then the
 * `since` query (400).
 */
export function streamHandshakeCheck(
  guard: ApiKeyGuard,
): (request: IncomingMessage) => Promise<UpgradeInput<typeof CONTRACTS.stream>> {
  return upgradeCheck(CONTRACTS.stream, { apiKeys: guard });
}

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
    const page = await botEventsAfter(deps.db, since, limit);
    const { head, oldest } = await logBounds(deps.db);
    return { events: page.events, next: page.last, more: page.more, head, oldest };
  });

  // The stream itself is answered on the server's 'upgrade' event (stream-server.ts): a request
  // that reaches Fastify is a plain GET, told to open a WebSocket once its key is checked.
  route('GET', BOT_API_PATHS.stream, CONTRACTS.stream, async ({ apiCaller, reply }) => {
    requireScope(apiCaller, 'feed:read');
    return reply
      .status(426)
      .header('upgrade', 'websocket')
      .send({ error: BOT_API_MESSAGES.upgradeRequired });
  });

  let document: ReturnType<typeof asyncApiDocument> | undefined;
  route('GET', BOT_API_PATHS.asyncApi, CONTRACTS.asyncApi, async ({ reply }) => {
    document ??= asyncApiDocument();
    reply.header('cache-control', 'no-cache');
    return document;
  });
}
