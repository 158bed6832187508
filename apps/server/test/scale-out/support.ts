import { randomBytes } from 'node:crypto';
import { PROTOCOL_VERSION } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { io as connect } from 'socket.io-client';
import { ADMIN, addUser as addLogin, login, request } from '../http-support.ts';
import { INGEST_TOKEN, type NodeProcess, startNodeProcess } from '../node-process-support.ts';
import { freePort } from '../process-support.ts';
import { redisUnavailable, startTestRedis, type TestRedis } from '../redis-support.ts';
import type { ClientSocket } from '../server-support.ts';
import { createTestDatabase } from '../storage/support.ts';

/** Why the N-node tests cannot run here, or undefined when PostgreSQL and Redis are present. */
export function clusterUnavailable(): string | undefined {
  if (!process.env.DATABASE_URL) return 'DATABASE_URL is not set (no PostgreSQL)';
  return redisUnavailable();
}

export type Cluster = {
  redis: TestRedis;
  databaseUrl: string;
  nodes: Map<string, NodeProcess>;
  /** Starts a node on this cluster's PostgreSQL and Redis (`env` may point them elsewhere). */
  start: (name: string, env?: Record<string, string>, port?: number) => Promise<NodeProcess>;
  close: () => Promise<void>;
};

/** One wallet key for every node of a test cluster, as an operator sets it. */
const CLUSTER_WALLET_KEY = randomBytes(32).toString('hex');

export async function startCluster(): Promise<Cluster> {
  const database = await createTestDatabase();
  const redis = await startTestRedis();
  const nodes = new Map<string, NodeProcess>();
  return {
    redis,
    databaseUrl: database.url,
    nodes,
    start: async (name, env = {}, port) => {
      const node = await startNodeProcess(name, port ?? (await freePort()), {
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        WALLET_ENCRYPTION_KEY: CLUSTER_WALLET_KEY,
        ...env,
      });
      nodes.set(name, node);
      return node;
    },
    close: async () => {
      for (const node of nodes.values()) node.kill('SIGKILL');
      await Promise.all([...nodes.values()].map((node) => node.exited));
      await redis.stop();
      await database.drop();
    },
  };
}

/** Adds a login through node `url`'s admin API. */
export async function addUser(url: string, username: string, password: string): Promise<void> {
  const admin = await login(url, ADMIN.username, ADMIN.password);
  await addLogin(url, admin.sessionId, username, password);
}

export function ingest(url: string, body: unknown): Promise<Response> {
  return request(url, 'POST', '/api/ingest', body, { authorization: `Bearer ${INGEST_TOKEN}` });
}

/** A post with an id of its own, for ingest. */
export const newPost = () => makePostInput();

export type FeedClient = {
  socket: ClientSocket;
  /** Post ids in the order their events arrived (replays included). */
  ids: string[];
  /** Every seq received, in order. */
  seqs: number[];
  lastSeq: () => number | undefined;
};

/**
 * A logged-in feed reader that, like the browser, reconnects by itself and sends the last seq it
 * saw, so the server replays what it missed.
 */
export function feedClient(url: string, sessionId: string): FeedClient {
  const ids: string[] = [];
  const seqs: number[] = [];
  let last: number | undefined;
  const socket: ClientSocket = connect(url, {
    path: '/socket.io',
    auth: (cb) =>
      cb({
        protocolVersion: PROTOCOL_VERSION,
        sessionId,
        ...(last === undefined ? {} : { lastSeq: last }),
      }),
    transports: ['websocket'],
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    forceNew: true,
  });
  const seen = (id: string, seq: number) => {
    ids.push(id);
    seqs.push(seq);
    last = Math.max(last ?? 0, seq);
  };
  socket.on('initialTweets', (posts) => {
    const newest = Math.max(0, ...posts.map((p) => p.seq));
    if (last === undefined) last = newest;
  });
  socket.on('tweet', (p) => seen(p.id, p.seq));
  socket.on('tweet_update', (p) => seen(p.id, p.seq));
  socket.on('tweet_deleted', (p) => seen(p.id, p.seq));
  return { socket, ids, seqs, lastSeq: () => last };
}

/** A socket of `sessionId` on the node at `url` that, unlike feedClient, does not reconnect. */
export function nodeSocket(url: string, sessionId: string): ClientSocket {
  return connect(url, {
    path: '/socket.io',
    auth: { protocolVersion: PROTOCOL_VERSION, sessionId },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
}
