import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { freePort, repoRoot } from './process.ts';

/** How one server build is launched: node arguments relative to the repository root. */
export type ServerEntry = { name: string; nodeArgs: string[] };

export type StartSample = { msToHealthy: number; idleRssMb: number };

/** Resident memory of a live process, from the kernel's own count (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1]);
  return kb / 1024;
}

/** Polls often: start times of a second or so are what is being measured. */
async function waitHealthy(url: string, exited: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (exited()) throw new Error('the server exited before it answered /api/health');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the server on embedded storage in `dataDir` with the product's defaults (demo feed on),
 * times spawn → first 200 from /api/health, lets it idle, reads its RSS, then stops it with
 * SIGTERM as a process manager would and checks it exits cleanly.
 */
export async function measureStart(
  entry: ServerEntry,
  dataDir: string,
  idleSeconds: number,
): Promise<StartSample> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, entry.nodeArgs, {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    await waitHealthy(`http://127.0.0.1:${port}/api/health`, () => child.exitCode !== null, 60_000);
    const msToHealthy = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idleRssMb = rssMb(child.pid as number);
    return { msToHealthy, idleRssMb };
  } finally {
    child.kill('SIGTERM');
    const code = await exit;
    if (code !== 0) console.error(`${entry.name}: exited with ${code} after SIGTERM`);
  }
}
