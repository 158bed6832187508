import { PROTOCOL_VERSION } from '@launchdeck/protocol';
import { io, type Socket } from 'socket.io-client';

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
 * `count` logged-in feed clients spread round-robin over `urls` (client i on node i mod N),
 * each resolved once its initialTweets arrived. `onTweet` hears every post with the index of
 * the node that delivered it. Returns a function that disconnects them all.
 */
export async function connectFeedClients(
  urls: string[],
  count: number,
  sessionId: string,
  onTweet: (id: string, node: number) => void,
): Promise<() => void> {
  const sockets = await inBatches(count, 100, (i) => {
    const node = i % urls.length;
    const socket: Socket = io(urls[node], {
      transports: ['websocket'],
      auth: { protocolVersion: PROTOCOL_VERSION, sessionId },
      forceNew: true,
    });
    socket.on('tweet', (post: { id: string }) => onTweet(post.id, node));
    return new Promise<Socket>((resolve) => socket.once('initialTweets', () => resolve(socket)));
  });
  return () => {
    for (const s of sockets) s.disconnect();
  };
}
