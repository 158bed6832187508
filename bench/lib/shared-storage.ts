import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import pg from 'pg';
import { freePort } from './process.ts';

/** The PostgreSQL server the benchmarks make their throwaway database on (trust auth). */
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type SharedStorage = {
  databaseUrl: string;
  redisUrl: string;
  /** Stops Redis and drops the database. */
  close: () => Promise<void>;
};

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A Redis server of the benchmark's own on a free port, keeping nothing on disk. */
async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let seen = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${seen}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * What N server nodes share when scaled out: a throwaway PostgreSQL database
 * (`launchdeck_bench_<random>`) and a Redis server on a free port, both removed on close.
 */
export async function startSharedStorage(): Promise<SharedStorage> {
  const name = `launchdeck_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  try {
    redis = await startRedis();
  } catch (err) {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw err;
  }
  return {
    databaseUrl: url.toString(),
    redisUrl: redis.url,
    close: async () => {
      await redis.stop();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
