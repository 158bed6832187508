import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls a URL until it answers 200, or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

export type Spawned = { child: ChildProcess; stop: () => Promise<void> };

/** Runs a TypeScript entry with tsx in its own process (its own core), logging its stderr. */
export function spawnTs(
  entry: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Spawned {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The server settings every benchmark shares: quiet, no demo feed, webhook on. */
export const SERVER_ENV = {
  HOST: '127.0.0.1',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'bench-admin-password',
  INGEST_TOKEN: 'bench-ingest-token-0123456789',
  DEMO_FEED: 'off',
  // No outbound market data calls unless a benchmark sets its own provider (bench/market.ts).
  MARKET_DATA: 'off',
  LOG_LEVEL: 'warn',
} as const;

/** Starts the product's server on embedded storage in a fresh data folder. */
export async function startLaunchdeck(extraEnv: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'launchdeck-bench-'));
  const env = {
    ...SERVER_ENV,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ...extraEnv,
  };
  const proc = spawnTs('apps/server/src/main.ts', env);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await proc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // tsx compiles the server from source at start: minutes on a loaded 2-core machine.
    await waitForHttp(`${url}/api/health`, 180_000);
  } catch (err) {
    await stop(); // a server that never answered is not left running
    throw err;
  }
  return {
    url,
    env,
    /** The server process's id (its resident size, say). */
    pid: proc.child.pid,
    stop,
  };
}
