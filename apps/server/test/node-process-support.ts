import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN } from './http-support.ts';
import { untilHealthy } from './process-support.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const INGEST_TOKEN = 'ingest-token-for-node-tests';

export type NodeProcess = {
  name: string;
  port: number;
  url: string;
  /** Everything the node printed so far. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
};

/**
 * One server node as its own process (the same main.ts a deployment runs), on `port`, healthy
 * when this resolves. `env` adds to a quiet test setup: no demo feed, no web app.
 */
export async function startNodeProcess(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<NodeProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ID: name,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      INGEST_TOKEN,
      DEMO_FEED: 'off',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const url = `http://127.0.0.1:${port}`;
  const node: NodeProcess = {
    name,
    port,
    url,
    output: () => printed,
    exited,
    kill: (signal) => child.kill(signal),
  };
  await untilHealthy(url, child, () => printed);
  return node;
}
