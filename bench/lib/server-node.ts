import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { freePort, SERVER_ENV, spawnTs } from './process.ts';
import type { SharedStorage } from './shared-storage.ts';

export type ServerNode = {
  name: string;
  port: number;
  url: string;
  /** The node's process id (its CPU time, say). */
  pid: number | undefined;
  /** When /api/health first answered 200 (performance.now()): the node is listening. */
  healthyAt: number;
  /** SIGTERM, resolving once the process has exited. */
  stop: () => Promise<void>;
};

/** Extra node flags for the server processes, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Every node of a bench cluster decrypts with one wallet key, as in production. */
const BENCH_WALLET_KEY = randomBytes(32).toString('hex');

/**
 * One server node as its own process on the shared PostgreSQL and Redis, as a scaled-out
 * deployment runs it. Health is polled every 10 ms so `healthyAt` is close to the listen.
 */
export async function startServerNode(
  storage: SharedStorage,
  name: string,
  port?: number,
): Promise<ServerNode> {
  const nodePort = port ?? (await freePort());
  const proc = spawnTs(
    'apps/server/src/main.ts',
    {
      ...SERVER_ENV,
      PORT: String(nodePort),
      DATABASE_URL: storage.databaseUrl,
      REDIS_URL: storage.redisUrl,
      WALLET_ENCRYPTION_KEY: BENCH_WALLET_KEY,
      NODE_ID: name,
      WEB_DIST: '/nonexistent',
    },
    serverNodeArgs,
  );
  const url = `http://127.0.0.1:${nodePort}`;
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    if (proc.child.exitCode !== null)
      throw new Error(`node ${name} exited with ${proc.child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok)
        return {
          name,
          port: nodePort,
          url,
          pid: proc.child.pid,
          healthyAt: performance.now(),
          stop: proc.stop,
        };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await proc.stop();
  throw new Error(`node ${name} did not answer /api/health within 60 s`);
}
