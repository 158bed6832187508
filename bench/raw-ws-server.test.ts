import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort, type Spawned, spawnTs, waitForHttp } from './lib/process.ts';

let server: Spawned;
let url: string;

beforeAll(async () => {
  const port = await freePort();
  server = spawnTs('bench/raw-ws-server.ts', { PORT: String(port) });
  url = `127.0.0.1:${port}`;
  await waitForHttp(`http://${url}/health`);
}, 60_000);

afterAll(() => server.stop());

/** A client of `query`'s channel, with every message it receives. */
async function client(query: string) {
  const ws = new WebSocket(`ws://${url}/${query}`);
  const received: unknown[] = [];
  ws.on('message', (data) => received.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { ws, received };
}

const publish = (query: string, body: unknown) =>
  fetch(`http://${url}/publish${query}`, { method: 'POST', body: JSON.stringify(body) });

describe('the raw broadcast server', () => {
  it("sends each body to its channel's sockets only", async () => {
    const plain = await client('');
    const cards = await client('?channel=cards');
    expect((await publish('', { text: 'post' })).status).toBe(202);
    expect((await publish('?channel=cards', { html: '<article></article>' })).status).toBe(202);
    // A last message on each channel: a socket's messages arrive in order, so once both have it,
    // anything sent to the wrong channel would have arrived too.
    await publish('', { end: true });
    await publish('?channel=cards', { end: true });
    await expect
      .poll(() => [plain.received.at(-1), cards.received.at(-1)])
      .toEqual([{ end: true }, { end: true }]);
    expect(plain.received).toEqual([{ text: 'post' }, { end: true }]);
    expect(cards.received).toEqual([{ html: '<article></article>' }, { end: true }]);
    plain.ws.close();
    cards.ws.close();
  });

  it('serves both baseline pages', async () => {
    for (const path of ['/baseline', '/baseline-cards']) {
      const res = await fetch(`http://${url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<script>');
    }
  });
});
