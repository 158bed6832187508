import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makePost } from '@launchdeck/protocol/testing';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { emitToRoom } from './room-fanout.ts';
import type { RealtimeServer } from './types.ts';

let http: HttpServer;
// Untyped, so the test may use events of its own; emitToRoom gets it as the app's server type.
let io: Server;
let url: string;
const opened: Array<{ close: () => void }> = [];

beforeEach(async () => {
  http = createServer();
  io = new Server(http, { perMessageDeflate: false, serveClient: false });
  io.on('connection', (socket) => {
    if (socket.handshake.query.room) void socket.join(String(socket.handshake.query.room));
    socket.on('ping_me', (label: string) => {
      socket.emit('pong_you', label);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const c of opened.splice(0)) c.close();
  await new Promise((resolve) => io.close(resolve));
});

/** A socket.io-client in `room` (none for ''), once its connection is set up. */
async function client(room: string, transport = 'websocket'): Promise<Socket> {
  const socket = connect(`http://${url}`, {
    transports: [transport],
    query: room ? { room } : {},
    forceNew: true,
  });
  opened.push(socket);
  await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
  // The join runs in the server's connection handler: a round trip makes sure it happened.
  await roundTrip(socket, 'ready');
  return socket;
}

function roundTrip(socket: Socket, label: string): Promise<void> {
  return new Promise((resolve) => {
    const on = (got: string) => {
      if (got !== label) return;
      socket.off('pong_you', on);
      resolve();
    };
    socket.on('pong_you', on);
    socket.emit('ping_me', label);
  });
}

/** Every event a client receives but the round trips' answers, in order, as [name, payload]. */
function record(socket: Socket): Array<[string, unknown]> {
  const seen: Array<[string, unknown]> = [];
  socket.onAny((name: string, payload: unknown) => {
    if (name !== 'pong_you') seen.push([name, payload]);
  });
  return seen;
}

/**
 * A bare Engine.IO WebSocket connection to the default namespace, in `room`: the text frames it
 * receives, and a wait for the next one.
 */
async function rawClient(room: string) {
  const ws = new WebSocket(`ws://${url}/socket.io/?EIO=4&transport=websocket&room=${room}`, {
    perMessageDeflate: false,
  });
  opened.push(ws);
  const frames: string[] = [];
  let waiting: (() => void) | undefined;
  ws.on('message', (data) => {
    const text = data.toString();
    if (text.startsWith('0')) ws.send('40');
    else if (text.startsWith('40')) ws.send(`42${JSON.stringify(['ping_me', 'ready'])}`);
    else frames.push(text);
    waiting?.();
  });
  const next = () => new Promise<void>((resolve) => (waiting = resolve));
  // Joined once the round trip after the connection is answered.
  while (!frames.some((frame) => frame.includes('pong_you'))) await next();
  frames.length = 0;
  return { frames, next };
}

const post = makePost({ id: 'p1', text: 'gm 🚀 "quoted" \\ back', seq: 7 });

describe('emitToRoom', () => {
  it('reaches every socket of the room, and only those, with the payload as sent', async () => {
    const inRoom = [await client('feed'), await client('feed')];
    const outside = await client('');
    const seen = inRoom.map(record);
    const seenOutside = record(outside);

    emitToRoom(io as unknown as RealtimeServer, 'feed', 'tweet', post);
    await Promise.all([...inRoom, outside].map((s) => roundTrip(s, 'after')));

    for (const list of seen) expect(list).toEqual([['tweet', post]]);
    expect(seenOutside).toEqual([]);
  });

  it("puts the same bytes on the wire as Socket.IO's own room emit", async () => {
    const { frames, next } = await rawClient('feed');
    io.local.to('feed').emit('tweet', post);
    emitToRoom(io as unknown as RealtimeServer, 'feed', 'tweet', post);
    while (frames.length < 2) await next();

    expect(frames).toHaveLength(2);
    expect(frames[1]).toBe(frames[0]);
    expect(frames[0]).toBe(`42${JSON.stringify(['tweet', post])}`);
  });

  it("keeps each socket's order with what is sent to it on its own", async () => {
    const socket = await client('feed');
    const seen = record(socket);
    const [own] = await io.in('feed').fetchSockets();
    own?.emit('session_ready', { username: 'a', canDeploy: false });
    emitToRoom(io as unknown as RealtimeServer, 'feed', 'tweet', { ...post, seq: 8 });
    own?.emit('feed_replay', { throughSeq: 8 });
    emitToRoom(io as unknown as RealtimeServer, 'feed', 'tweet', { ...post, seq: 9 });
    await roundTrip(socket, 'after');

    expect(
      seen.map(([name, payload]) => `${name}:${(payload as { seq?: number }).seq ?? ''}`),
    ).toEqual(['session_ready:', 'tweet:8', 'feed_replay:', 'tweet:9']);
  });

  it('reaches a socket on HTTP long-polling through its Engine.IO queue', async () => {
    const socket = await client('feed', 'polling');
    const seen = record(socket);
    emitToRoom(io as unknown as RealtimeServer, 'feed', 'tweet', post);
    await roundTrip(socket, 'after');
    expect(seen).toEqual([['tweet', post]]);
  });

  it('sends a payload with binary parts the way Socket.IO does', async () => {
    const socket = await client('feed');
    const seen = record(socket);
    emitToRoom(io as unknown as RealtimeServer, 'feed', 'tweet', {
      id: 'bin',
      bytes: Buffer.from([1, 2, 3]),
    });
    await roundTrip(socket, 'after');

    const [name, payload] = seen[0] ?? [];
    expect(name).toBe('tweet');
    expect(Buffer.from((payload as { bytes: ArrayBuffer }).bytes)).toEqual(Buffer.from([1, 2, 3]));
  });

  it('does nothing for a room no socket is in', async () => {
    const socket = await client('other');
    const seen = record(socket);
    emitToRoom(io as unknown as RealtimeServer, 'feed', 'tweet', post);
    await roundTrip(socket, 'after');
    expect(seen).toEqual([]);
  });
});
