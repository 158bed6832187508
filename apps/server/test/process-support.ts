import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** A free loopback port (closed again at once, so a server can take it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Resolves once the server process at `url` answers /api/health; rejects if it exits first, with
 * `output()` (what it printed) in the message.
 */
export async function untilHealthy(
  url: string,
  child: ChildProcess,
  output: () => string = () => '',
): Promise<void> {
  while (child.exitCode === null) {
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server exited with ${child.exitCode} before it was healthy:\n${output()}`);
}
