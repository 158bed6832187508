import type { AddressInfo } from 'node:net';
import { MESSAGES, PROTOCOL_VERSION } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { adminLogin, ingest } from './api.ts';
import { startLaunchdeck } from './process.ts';
import { samplePost } from './sample-post.ts';
import { connectWireClient } from './wire-client.ts';

type Event = [string, unknown];

/** A wire client's events, in order, and its socket once connected (or the refusal). */
async function wireClient(url: string, auth: Record<string, unknown>) {
  const events: Event[] = [];
  const ws = await connectWireClient(url, auth, (name, payload) => events.push([name, payload]));
  return { ws, events };
}

const named = (events: Event[], name: string) => events.filter(([n]) => n === name);

describe('the minimal wire client against the product server', () => {
  let server: Awaited<ReturnType<typeof startLaunchdeck>>;
  let sessionId: string;
  const opened: WebSocket[] = [];

  beforeAll(async () => {
    server = await startLaunchdeck();
    sessionId = await adminLogin(server.url);
  }, 240_000);

  afterAll(async () => {
    for (const ws of opened) ws.close();
    await server.stop();
  });

  it('connects with the browsers’ auth, gets initialTweets, then each ingested post', async () => {
    const { ws, events } = await wireClient(server.url, {
      protocolVersion: PROTOCOL_VERSION,
      sessionId,
    });
    opened.push(ws);
    await expect.poll(() => named(events, 'initialTweets').length).toBe(1);
    await ingest(server.url, samplePost('wire-1'));
    await ingest(server.url, samplePost('wire-2'));
    await expect
      .poll(() => named(events, 'tweet').map(([, post]) => (post as { id: string }).id))
      .toEqual(['wire-1', 'wire-2']);
  });

  it('is told auth_error for a session that does not exist', async () => {
    const { ws, events } = await wireClient(server.url, {
      protocolVersion: PROTOCOL_VERSION,
      sessionId: 'no-such-session-0123456789abcdef',
    });
    opened.push(ws);
    await expect
      .poll(() => named(events, 'auth_error'))
      .toEqual([['auth_error', { message: MESSAGES.sessionInvalid }]]);
    expect(named(events, 'initialTweets')).toEqual([]);
  });

  it('rejects when the server refuses the connect (another protocol version)', async () => {
    await expect(wireClient(server.url, { protocolVersion: -1, sessionId })).rejects.toThrow(
      /connect refused: .*"message":"[^"]+"/,
    );
  });
});

describe('the minimal wire client and Engine.IO heartbeats', () => {
  it('sends its auth once Engine.IO opens and answers each ping with a pong', async () => {
    // A peer playing the server's side of the protocol, byte for byte, recording what it hears.
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => wss.once('listening', resolve));
    const heard: string[] = [];
    wss.on('connection', (peer, req) => {
      heard.push(req.url ?? '');
      peer.on('message', (data) => {
        const text = String(data);
        heard.push(text);
        if (text.startsWith('40')) {
          peer.send('40{"sid":"s1"}');
          peer.send('2');
        } else if (text === '3' && heard.filter((t) => t === '3').length < 2) peer.send('2');
        else if (text === '3') peer.send('42["done",1]');
      });
      peer.send(
        '0{"sid":"e1","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}',
      );
    });
    const { port } = wss.address() as AddressInfo;
    const { ws, events } = await wireClient(`http://127.0.0.1:${port}`, { protocolVersion: 7 });
    await expect.poll(() => events).toEqual([['done', 1]]);
    expect(heard).toEqual([
      '/socket.io/?EIO=4&transport=websocket',
      '40{"protocolVersion":7}',
      '3',
      '3',
    ]);
    ws.close();
    await new Promise((resolve) => wss.close(resolve));
  });
});
