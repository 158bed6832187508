import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { WindowCounter } from './limits/window-counter.ts';
import type { RedisConnections } from './realtime/redis-connections.ts';
import type { RealtimeServer, RealtimeSocket } from './realtime/types.ts';
import type { KeyCipher } from './secrets/key-cipher.ts';
import type { Database, Storage } from './storage/database.ts';

/**
 * The shared kernel every domain module is built on (core.ts makes it): the configuration, the
 * database, the HTTP and Socket.IO servers, Redis when REDIS_URL is set, the rate-limit counter
 * (Redis-backed then, in memory else) and the cipher wallet keys and two-factor secrets are kept
 * under.
 */
export type Core = {
  config: Config;
  storage: Storage;
  db: Database;
  http: FastifyInstance;
  io: RealtimeServer;
  log: FastifyBaseLogger;
  redis: RedisConnections | undefined;
  /** Logs a failed Redis call at debug level (callers go on without Redis). */
  redisError: (err: Error) => void;
  counter: WindowCounter;
  cipher: KeyCipher;
  /** The sessions' clock (tests move it); Date.now's when absent. */
  now?: () => Date;
};

/**
 * How a domain module attaches to the app, beside the services its `create<Domain>Module` returns
 * for other modules: its HTTP routes, its handlers on each authenticated socket, its share of the
 * minute's upkeep (app.housekeeping), and what it stops and closes at shutdown. The composition root (app.ts)
 * calls each hook of each module in the order the modules are listed.
 */
export type ModuleHooks = {
  registerRoutes?: (http: FastifyInstance) => void | Promise<void>;
  registerSocket?: (socket: RealtimeSocket) => void;
  upkeep?: () => Promise<void>;
  /** Stops taking new work, before the HTTP and Socket.IO transports close. */
  stop?: () => void | Promise<void>;
  /** Ends what is left, once the transports are closed. */
  close?: () => Promise<void>;
};
