import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { createAdapter } from '@socket.io/redis-adapter';
import Fastify, { type onRouteHookHandler } from 'fastify';
import { Server } from 'socket.io';
import type { Config } from './config.ts';
import { installErrorHandler } from './http/errors.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { LOG_REDACT_PATHS } from './http/log-redaction.ts';
import { collectRoutes, type RegisteredRoute } from './http/openapi.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { RedisWindowCounter } from './limits/redis-window-counter.ts';
import { MemoryWindowCounter } from './limits/window-counter.ts';
import type { Core } from './module.ts';
import { originCheck } from './realtime/origin-check.ts';
import { connectRedis } from './realtime/redis-connections.ts';
import type { RealtimeServer } from './realtime/types.ts';
import { KeyCipher } from './secrets/key-cipher.ts';
import type { Storage } from './storage/database.ts';

// Bodies up to 2 MiB reach the schema, so an oversized field gets the schema's 400 message.
const BODY_LIMIT = 2 * 1024 * 1024;

export type CoreDeps = {
  storage: Storage;
  /** Wallet keys' and two-factor secrets' encryption key; absent, the config's or a random one. */
  walletKey?: Buffer;
  now?: () => Date;
  /** Told of every route as it is registered (the OpenAPI coverage test). */
  onRoute?: onRouteHookHandler;
};

/**
 * The shared kernel (module.ts `Core`): Fastify with its error handler, body parser, security
 * headers and rate-limit plugin; Socket.IO on the same server (Redis adapter when REDIS_URL is
 * set); the rate-limit counter; the key cipher. Also answers every route registered from now on,
 * for the OpenAPI document.
 */
export async function createCore(
  deps: CoreDeps,
  config: Config,
): Promise<Core & { routes: readonly RegisteredRoute[] }> {
  const http = Fastify({
    logger: { level: config.logLevel, redact: LOG_REDACT_PATHS },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
  });
  if (deps.onRoute) http.addHook('onRoute', deps.onRoute);
  const routes = collectRoutes(http);
  installErrorHandler(http);
  registerJsonBodyParser(http);
  await registerSecurityHeaders(http);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, http.log) : undefined;
  const redisError = (err: Error) => http.log.debug({ err: err.message }, 'Redis call failed');
  // A Redis outage lets requests through rather than failing them: limits resume when it is back.
  await http.register(rateLimit, { global: false, redis: redis?.commands, skipOnError: true });

  const io: RealtimeServer = new Server(http.server, {
    path: '/socket.io',
    serveClient: false,
    perMessageDeflate: false,
    maxHttpBufferSize: 100_000,
    allowRequest: originCheck(config.publicOrigins),
  });
  if (redis)
    io.adapter(createAdapter(redis.adapterPub, redis.adapterSub, { key: 'launchdeck:io' }));
  return {
    config,
    storage: deps.storage,
    db: deps.storage.db,
    http,
    io,
    log: http.log,
    redis,
    redisError,
    counter: redis ? new RedisWindowCounter(redis.commands, redisError) : new MemoryWindowCounter(),
    // Wallet keys and two-factor secrets are kept under the same key.
    cipher: new KeyCipher(deps.walletKey ?? config.walletEncryptionKey ?? randomBytes(32)),
    now: deps.now,
    routes,
  };
}
