import {
  type ApiKeyCreated,
  type ApiKeyScope,
  type BotFeedEvent,
  BotStreamServerMessage,
} from '@launchdeck/protocol';
import WebSocket from 'ws';
import type { TestServer } from './server-support.ts';

/** A bot's stream client (`ws`), keeping every message the stream sent, in order. */
export type StreamClient = {
  socket: WebSocket;
  /** Every message received, each checked against BotStreamServerMessage. */
  messages: BotStreamServerMessage[];
  /** The feed events among the messages. */
  events: () => BotFeedEvent[];
  /** Resolves with the first message (from `from` on) that satisfies `predicate`. */
  waitFor: (
    predicate: (message: BotStreamServerMessage) => boolean,
    from?: number,
  ) => Promise<BotStreamServerMessage>;
  send: (value: unknown) => void;
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
};

const FEED_TYPES = new Set(['post', 'post_update', 'post_delete']);

/** ws://… of the server's stream path with `query`. */
export const streamUrl = (server: { url: string }, query = '') =>
  `${server.url.replace(/^http/, 'ws')}/api/v1/stream${query ? `?${query}` : ''}`;

/** Opens a stream with `key`; resolves once the WebSocket is open. */
export function openStream(
  server: { url: string },
  key: string,
  query = '',
  options: WebSocket.ClientOptions = {},
): Promise<StreamClient> {
  const socket = new WebSocket(streamUrl(server, query), {
    headers: { authorization: `Bearer ${key}` },
    ...options,
  });
  socket.on('error', () => undefined);
  const messages: BotStreamServerMessage[] = [];
  const waiters = new Set<() => void>();
  let ended: { code: number; reason: string } | undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.once('close', (code, reason) => {
      ended = { code, reason: reason.toString() };
      resolve(ended);
      for (const waiter of waiters) waiter();
    });
  });
  socket.on('message', (data, isBinary) => {
    if (isBinary) throw new Error('the stream sent a binary frame');
    messages.push(BotStreamServerMessage.parse(JSON.parse(data.toString())));
    for (const waiter of waiters) waiter();
  });
  const waitFor: StreamClient['waitFor'] = (predicate, from = 0) =>
    new Promise((resolve, reject) => {
      const look = () => {
        const found = messages.slice(from).find(predicate);
        if (found) {
          waiters.delete(look);
          resolve(found);
        } else if (ended) {
          waiters.delete(look);
          reject(
            new Error(
              `the stream closed (${ended.code} ${ended.reason}) first; it sent ${JSON.stringify(
                messages.map((m) => ('seq' in m ? `${m.type} ${m.seq}` : m.type)),
              )}`,
            ),
          );
        }
      };
      waiters.add(look);
      look();
    });
  const client: StreamClient = {
    socket,
    messages,
    events: () => messages.filter((m): m is BotFeedEvent => FEED_TYPES.has(m.type)),
    waitFor,
    send: (value) => socket.send(typeof value === 'string' ? value : JSON.stringify(value)),
    closed,
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`the stream was refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/** The plain HTTP answer a refused stream handshake gets: its status and JSON body. */
export function refusedStream(
  server: { url: string },
  headers: Record<string, string>,
  query = '',
): Promise<{ status: number; body: unknown }> {
  const socket = new WebSocket(streamUrl(server, query), { headers });
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.terminate();
      reject(new Error('the stream opened'));
    });
    socket.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => {
        socket.terminate();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
      });
    });
    socket.once('error', () => undefined);
  });
}

/** A new bot API key of the trader with session `sessionId`: its id and the key. */
export async function makeKey(
  server: TestServer,
  sessionId: string,
  scopes: ApiKeyScope[] = ['feed:read'],
): Promise<{ id: string; key: string }> {
  const response = await server.request(
    'POST',
    '/api/api-keys',
    { name: 'bot', scopes },
    sessionId,
  );
  if (response.status !== 201) throw new Error(`API key refused: ${await response.text()}`);
  const { id, key } = (await response.json()) as ApiKeyCreated;
  return { id, key };
}
