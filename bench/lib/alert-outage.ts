import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALERTS_PATHS, SESSION_HEADER, type WebhookPayload } from '@launchdeck/protocol';
import { addUser, ingest, login } from './api.ts';
import { freePort, startLaunchdeck } from './process.ts';

/** The retry waits the outage run uses, s (WEBHOOK_RETRY_SCHEDULE): the default's first is 5. */
export const OUTAGE_SCHEDULE = '5,10,20,40,80,160';

export type OutageResult = {
  /** Posts sent while the receiver was down, and after it came back. */
  posts: number;
  /** Distinct posts received, and requests in all (more than posts: some came twice). */
  received: number;
  requests: number;
  /** Whether the posts arrived in the order they were stored (seq order). */
  inOrder: boolean;
  /** Receiver back → the last alert received, ms. */
  caughtUpMs: number;
};

/** A webhook receiver on a fixed port that can go away (connections refused) and come back. */
async function outageReceiver(port: number) {
  const seen: { id: string; seq: number; at: number }[] = [];
  let server: Server | undefined;
  const up = () =>
    new Promise<void>((resolve) => {
      server = createServer((request: IncomingMessage, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as WebhookPayload;
          seen.push({ id: payload.data.post.id, seq: payload.data.seq, at: Date.now() });
          response.writeHead(204).end();
        });
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const down = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await up();
  const address = server?.address() as AddressInfo;
  return { url: `http://127.0.0.1:${address.port}/hook`, seen, up, down };
}

/**
 * Issue 51's goal "a receiver down for 60 s then back: every alert delivered, once, in order":
 * a webhook whose receiver refuses connections for `outageSeconds` while a post a second matches
 * its rule, then comes back (and `after` more posts follow). Counts what arrived, whether twice,
 * whether in seq order, and how long after the receiver's return the last alert came.
 */
export async function runOutage(outageSeconds: number, after = 10): Promise<OutageResult> {
  const receiver = await outageReceiver(await freePort());
  const server = await startLaunchdeck({
    WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
    WEBHOOK_RETRY_SCHEDULE: OUTAGE_SCHEDULE,
  });
  try {
    await addUser(server.url, 'bench-outage', 'bench-outage-password');
    const session = await login(server.url, 'bench-outage', 'bench-outage-password');
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SESSION_HEADER]: session },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return (await response.json()) as { id: string };
    };
    const hook = await post(ALERTS_PATHS.webhooks, { url: receiver.url });
    await post(ALERTS_PATHS.rules, { name: 'every post', kinds: ['post'], channels: [hook.id] });
    await receiver.down();
    const ids: string[] = [];
    const send = async (n: number) => {
      const id = `outage-${n}-${Date.now()}`;
      ids.push(id);
      await ingest(server.url, {
        id,
        text: `gm, outage post ${n}`,
        createdAt: new Date().toISOString(),
        author: { handle: 'benchtrader', name: 'Bench Trader' },
      });
    };
    for (let n = 0; n < outageSeconds; n++) {
      await send(n);
      await new Promise((r) => setTimeout(r, 1_000));
    }
    await receiver.up();
    const back = Date.now();
    for (let n = 0; n < after; n++) {
      await send(outageSeconds + n);
      await new Promise((r) => setTimeout(r, 200));
    }
    const deadline = Date.now() + 400_000;
    const distinct = () => new Set(receiver.seen.map((s) => s.id)).size;
    while (distinct() < ids.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
    }
    // A moment more: anything sent twice would show now.
    await new Promise((r) => setTimeout(r, 2_000));
    const order = receiver.seen.map((s) => s.id).filter((id, i, all) => all.indexOf(id) === i);
    return {
      posts: ids.length,
      received: distinct(),
      requests: receiver.seen.length,
      inOrder: order.every((id, i) => id === ids[i]),
      caughtUpMs: Math.max(...receiver.seen.map((s) => s.at)) - back,
    };
  } finally {
    await server.stop();
    await receiver.down();
  }
}
