import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './process-support.ts';

/** Why Redis tests cannot run here, or undefined when redis-server is installed. */
export function redisUnavailable(): string | undefined {
  const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  return probe.status === 0 ? undefined : 'redis-server is not installed';
}

export type TestRedis = {
  url: string;
  /** Stops the server (the port refuses connections until start). */
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

/**
 * A Redis server of the test's own on a free port, keeping nothing on disk, so a test can stop
 * and restart it without touching anyone else's.
 */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const proc = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child = proc;
    let seen = '';
    await new Promise<void>((resolve, reject) => {
      proc.stdout?.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes('Ready to accept connections')) resolve();
      });
      proc.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${seen}`)));
    });
  };
  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    proc.kill('SIGKILL');
    await once(proc, 'exit');
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
