import { PROTOCOL_VERSION } from '@launchdeck/protocol';
import { io, type Socket } from 'socket.io-client';
import { connectWireClient } from './wire-client.ts';

/** Runs `make` for 0..count-1, `size` at a time, so thousands of handshakes do not all race. */
export async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>) {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) {
    const batch = Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j));
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

/**
 * How the bench's clients read the feed: `socket.io` is the product's client library, as the
 * browsers run it; `minimal` speaks the same protocol over a plain WebSocket and parses each frame
 * once, as the raw baseline's client does (wire-client.ts), leaving only the server's part.
 */
export const FEED_CLIENT_KINDS = ['socket.io', 'minimal'] as const;
export type FeedClientKind = (typeof FEED_CLIENT_KINDS)[number];

/**
 * `count` logged-in feed clients spread round-robin over `urls` (client i on node i mod N),
 * each resolved once its initialTweets arrived. `onTweet` hears every post with the index of
 * the node that delivered it. Returns a function that disconnects them all.
 */
export async function connectFeedClients(
  urls: string[],
  count: number,
  sessionId: string,
  onTweet: (id: string, node: number) => void,
  kind: FeedClientKind = 'socket.io',
): Promise<() => void> {
  const auth = { protocolVersion: PROTOCOL_VERSION, sessionId };
  const connect = kind === 'minimal' ? wireClient : socketIoClient;
  const closers = await inBatches(count, 100, (i) => {
    const node = i % urls.length;
    return connect(urls[node] as string, auth, (id) => onTweet(id, node));
  });
  return () => {
    for (const close of closers) close();
  };
}

type Connect = (
  url: string,
  auth: Record<string, unknown>,
  onTweet: (id: string) => void,
) => Promise<() => void>;

const socketIoClient: Connect = (url, auth, onTweet) => {
  const socket: Socket = io(url, { transports: ['websocket'], auth, forceNew: true });
  socket.on('tweet', (post: { id: string }) => onTweet(post.id));
  return new Promise((resolve) =>
    socket.once('initialTweets', () => resolve(() => socket.disconnect())),
  );
};

const wireClient: Connect = (url, auth, onTweet) =>
  new Promise((resolve, reject) => {
    // initialTweets may come in the same read as the connect, before `ws` is handed over.
    let socket: { close: () => void } | undefined;
    connectWireClient(url, auth, (name, payload) => {
      if (name === 'tweet') onTweet((payload as { id: string }).id);
      else if (name === 'initialTweets') resolve(() => socket?.close());
    }).then((ws) => {
      socket = ws;
    }, reject);
  });
