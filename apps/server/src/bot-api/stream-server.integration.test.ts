import { createServer, request, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { BOT_STREAM_CLOSE, type Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import pino from 'pino';
import { Server as SocketIoServer } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream, refusedStream, type StreamClient } from '../../test/bot-stream-support.ts';
import { openTestStorage } from '../../test/storage/support.ts';
import { InProcessFeedBus } from '../feed/bus.ts';
import type { ApiKeyCaller, ApiKeyGuard } from '../http/guards.ts';
import { digestToken } from '../secrets/secrets.ts';
import type { Storage } from '../storage/database.ts';
import { FeedTail } from './feed-tail.ts';
import { newApiKey } from './keys-repository.ts';
import { BOT_API_MESSAGES, streamHandshakeCheck } from './routes.ts';
import { StreamServer } from './stream-server.ts';
import { CLOSE_REASONS } from './stream-session.ts';

/**
 * The stream server alone, on a bare HTTP server that Socket.IO also listens on (as in the app),
 * with a key check the test holds: keep-alive, slow readers, frames too big, handshakes that
 * take too long, and revocations that race a handshake. The app's own test is
 * stream.integration.test.ts.
 */
describe('the bot stream server', () => {
  const log = pino({ level: 'silent' });
  const bus = new InProcessFeedBus();
  const key = newApiKey();
  const caller: ApiKeyCaller = {
    keyId: 'ak_stream-server-test',
    userId: 1,
    username: 'bot',
    scopes: ['feed:read'],
  };
  const doomedKey = newApiKey();
  const doomed: ApiKeyCaller = { ...caller, keyId: 'ak_revoked-in-its-handshake' };
  const callers = new Map([
    [digestToken(key), caller],
    [digestToken(doomedKey), doomed],
  ]);
  /** Set to hold the next key checks until it is resolved. */
  let hold: Promise<void> | undefined;
  /** Told when a key check starts. */
  let checking: (() => void) | undefined;
  const guard: ApiKeyGuard = {
    callerOf: async (keyHash) => {
      checking?.();
      await hold;
      return callers.get(keyHash);
    },
    admit: async () => undefined,
    badKey: BOT_API_MESSAGES.badKey,
  };
  let storage: Storage;
  let http: Server;
  let io: SocketIoServer;
  let tail: FeedTail;
  let streams: StreamServer;
  let url: string;
  let seq = 0;
  const clients: StreamClient[] = [];

  const open = async (options = {}) => {
    const client = await openStream({ url }, key, '', options);
    clients.push(client);
    await client.waitFor((m) => m.type === 'ready');
    return client;
  };
  const publish = (post: Partial<Post> = {}) => {
    seq += 1;
    return bus.publish([{ event: { event: 'tweet', payload: makePost({ ...post, seq }) } }]);
  };

  beforeAll(async () => {
    storage = await openTestStorage('pglite');
    http = createServer((_request, response) => response.writeHead(404).end());
    // engine.io ends, after 1 s, an upgrade no one answered: the stream answers before.
    io = new SocketIoServer(http, { path: '/socket.io' });
    tail = new FeedTail({ db: storage.db, bus, log });
    await tail.start();
    streams = new StreamServer({
      db: storage.db,
      tail,
      guard,
      check: streamHandshakeCheck(guard),
      log,
      limits: { bufferedMaxBytes: 64 * 1024, frameMaxBytes: 1024, streamsPerKey: 5 },
    });
    streams.attach(http);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await streams.stop();
    await tail.stop();
    await new Promise((resolve) => io.close(resolve));
    await storage.close();
  });

  it('cuts off a client that did not answer the last ping, and keeps one that did', async () => {
    const silent = await open({ autoPong: false });
    const answering = await open();
    const pinged = new Promise((resolve) => answering.socket.once('ping', resolve));
    await streams.tick();
    await pinged;
    // The pong went out before this message: once it is answered, the server has it.
    answering.send({ type: 'ping' });
    await answering.waitFor((m) => m.type === 'pong');
    await streams.tick();
    expect((await silent.closed).code).toBe(1006);
    const from = answering.messages.length;
    answering.send({ type: 'ping' });
    await answering.waitFor((m) => m.type === 'pong', from);
    expect(streams.openStreams(caller.keyId)).toBe(1);
    answering.socket.close();
    await answering.closed;
  });

  it('closes a reader too slow for the live feed with 1013, and sends nothing after', async () => {
    const slow = await open();
    const raw = (slow.socket as unknown as { _socket: Socket })._socket;
    raw.pause();
    const text = 'x'.repeat(20_000);
    // Bounded: the kernel's buffers take a few MB before the server's own queue grows.
    for (let n = 0; n < 2_000 && streams.openStreams(caller.keyId) > 0; n += 1) {
      await publish({ text });
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(streams.openStreams(caller.keyId)).toBe(0);
    const sentBefore = seq;
    await publish({ text: 'after the close' });
    raw.resume();
    expect(await slow.closed).toEqual({
      code: BOT_STREAM_CLOSE.tryAgainLater,
      reason: CLOSE_REASONS.tooSlow,
    });
    const seqs = slow.events().map((e) => e.seq);
    expect(seqs.length).toBeGreaterThan(0);
    expect(Math.max(...seqs)).toBeLessThanOrEqual(sentBefore);
  });

  it('closes a stream sent a frame over the limit with 1009', async () => {
    const client = await open();
    client.send({ type: 'ping', pad: 'x'.repeat(2048) });
    expect((await client.closed).code).toBe(BOT_STREAM_CLOSE.messageTooBig);
  });

  it('answers 503 a handshake whose key check outlasts its time, before engine.io ends it', async () => {
    let release: () => void = () => undefined;
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const refused = await refusedStream({ url }, { authorization: `Bearer ${key}` });
    hold = undefined;
    release();
    expect(refused).toEqual({ status: 503, body: { error: BOT_API_MESSAGES.busy } });
  });

  it('closes with 4001 a stream whose key was revoked while its handshake was checked', async () => {
    let release: () => void = () => undefined;
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const checked = new Promise<void>((resolve) => {
      checking = resolve;
    });
    const opening = openStream({ url }, doomedKey);
    await checked;
    checking = undefined;
    streams.closeKey(doomed.keyId);
    hold = undefined;
    release();
    const client = await opening;
    clients.push(client);
    expect(await client.closed).toEqual({
      code: BOT_STREAM_CLOSE.keyRevoked,
      reason: CLOSE_REASONS.revoked,
    });
  });

  it('frees the place of a handshake that is not a WebSocket one', async () => {
    const notWebSocket = () =>
      new Promise<number>((resolve, reject) => {
        const sent = request(`${url}/api/v1/stream`, {
          headers: { authorization: `Bearer ${key}`, connection: 'Upgrade', upgrade: 'websocket' },
        });
        sent.on('response', (response) => resolve(response.statusCode ?? 0));
        sent.on('upgrade', () => reject(new Error('upgraded')));
        sent.on('error', reject);
        sent.end();
      });
    for (let n = 0; n < 6; n += 1) expect(await notWebSocket()).toBe(400);
    const five = await Promise.all(Array.from({ length: 5 }, () => open()));
    for (const client of five) client.socket.close();
    await Promise.all(five.map((client) => client.closed));
  });

  it('closes every stream with 1001 when it stops', async () => {
    const client = await open();
    await streams.stop();
    expect(await client.closed).toEqual({
      code: BOT_STREAM_CLOSE.goingAway,
      reason: CLOSE_REASONS.stopping,
    });
  });
});
