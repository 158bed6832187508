import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * The connections one node keeps to Redis. `commands` fails fast while Redis is away (its users
 * fall back to per-node behaviour); the Socket.IO adapter's and the feed bus's connections queue
 * and resubscribe, so a blip delays cross-node messages rather than losing or crashing on them.
 */
export type RedisConnections = {
  commands: Redis;
  adapterPub: Redis;
  adapterSub: Redis;
  busSub: Redis;
  close: () => Promise<void>;
};

/** How long a start waits for Redis before going on without it (it keeps retrying). */
const READY_WAIT_MS = 5000;

const retryStrategy = (attempt: number) => Math.min(100 * attempt, 2000);

export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<RedisConnections> {
  const queued: RedisOptions = { maxRetriesPerRequest: null, retryStrategy };
  const commands = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy,
    connectionName: 'launchdeck',
  });
  const adapterPub = new Redis(url, { ...queued, connectionName: 'launchdeck-io-pub' });
  const adapterSub = new Redis(url, { ...queued, connectionName: 'launchdeck-io-sub' });
  const busSub = new Redis(url, { ...queued, connectionName: 'launchdeck-feed-sub' });
  const all = [commands, adapterPub, adapterSub, busSub];
  reportOutages(commands, log);
  // The others report through `commands`, which sees the same outages; each still needs a
  // listener, or an 'error' event would stop the process.
  for (const client of all.slice(1)) client.on('error', () => undefined);

  const ready = await Promise.race([
    Promise.all(all.map(untilReady)).then(() => true),
    new Promise<false>((resolve) => setTimeout(resolve, READY_WAIT_MS, false).unref()),
  ]);
  if (!ready) log.error(`Redis at ${redactedUrl(url)} is not answering; going on and retrying`);

  return {
    commands,
    adapterPub,
    adapterSub,
    busSub,
    close: async () => {
      await Promise.all(all.map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}

function untilReady(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => client.once('ready', () => resolve()));
}

/** One warning when Redis goes away and one line when it is back, not one per retry. */
function reportOutages(client: Redis, log: FastifyBaseLogger): void {
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: err.message }, 'Redis unreachable: limits are per node until it is back');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis reachable again');
  });
}

/** The URL without its password, for logs. */
function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
