import { type Post, PROTOCOL_VERSION } from '@launchdeck/protocol';
import { io } from 'socket.io-client';
import { adminLogin, ingest } from '../lib/api.ts';
import { startLaunchdeck } from '../lib/process.ts';
import { summarize } from '../lib/stats.ts';
import { servePictures } from './picture-server.ts';
import { formatMemory, serverMemory } from './process-memory.ts';
import type { CorpusImage } from './render.ts';

export type RoundTripOptions = {
  /** Posts with one corpus picture each. */
  posts: number;
  /** Posts a second. */
  rate: number;
  /** IMAGE_ADDRESS_WORKERS of the server. */
  workers: number;
};

/** How long after the last post an update may still come. */
const SETTLE_MS = 30_000;

const same = (a: string, b: string, chain: string) =>
  chain === 'bnb' ? a.toLowerCase() === b.toLowerCase() : a === b;

/**
 * Post stored → tweet_update on a real server (issue 31 goal: p50 ≤ 1 s, p99 ≤ 3 s): each post
 * carries one corpus picture served from loopback; every other post's address was posted in text
 * before, so it can be verified. The clock runs on one client from the post's `tweet` (stored
 * and sent) to its `tweet_update`. Also counts what the trader is shown, against the truth.
 */
export function roundTrip(options: RoundTripOptions): (corpus: CorpusImage[]) => Promise<string[]> {
  return async (corpus) => {
    const pictures = corpus.filter((image) => image.kind === 'address');
    const chosen = Array.from({ length: options.posts }, (_, i) => pictures[i % pictures.length]);
    const served = await servePictures(chosen as CorpusImage[]);
    const server = await startLaunchdeck({
      IMAGE_ADDRESSES: 'on',
      IMAGE_ADDRESS_WORKERS: String(options.workers),
      MEDIA_ALLOW_PRIVATE_HOSTS: 'true',
    });
    const idle = await serverMemory(server.pid);
    const sessionId = await adminLogin(server.url);
    const socket = io(server.url, {
      transports: ['websocket'],
      auth: { protocolVersion: PROTOCOL_VERSION, sessionId },
    });
    await new Promise((resolve) => socket.once('initialTweets', resolve));
    const tweetAt = new Map<string, number>();
    const latencies: number[] = [];
    const shown = { verifiedRight: 0, verifiedWrong: 0, unverified: 0 };
    const truthOf = new Map<string, CorpusImage>();
    let updates = 0;
    socket.on('tweet', (post: Post) => tweetAt.set(post.id, performance.now()));
    socket.on('tweet_update', (post: Post) => {
      const t0 = tweetAt.get(post.id);
      const truth = truthOf.get(post.id);
      if (t0 === undefined || !truth || !post.imageAddresses) return;
      updates++;
      latencies.push(performance.now() - t0);
      for (const found of post.imageAddresses) {
        const right = truth.addresses.some((t) => same(t.address, found.address, t.chain));
        if (!found.verified) shown.unverified++;
        else if (right) shown.verifiedRight++;
        else shown.verifiedWrong++;
      }
    });

    const started = performance.now();
    for (const [index, image] of chosen.entries()) {
      if (!image) continue;
      const wait = started + (index * 1000) / options.rate - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const id = `rt-${Date.now()}-${index}`;
      truthOf.set(id, image);
      const createdAt = new Date().toISOString();
      const author = { handle: 'launcher' };
      const known =
        index % 2 === 0
          ? [{ id: `${id}-text`, text: `CA ${image.addresses[0]?.address}`, author, createdAt }]
          : [];
      const withPicture = {
        id,
        text: 'new launch',
        author,
        createdAt,
        media: { images: [{ url: served.url(index) }] },
      };
      await ingest(server.url, { posts: [...known, withPicture] });
    }
    const deadline = performance.now() + SETTLE_MS;
    while (updates < chosen.length && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const loaded = await serverMemory(server.pid);
    socket.disconnect();
    await server.stop();
    await served.close();

    const times = summarize(latencies);
    return [
      `Post stored → tweet_update on a real server (${options.posts} posts at ${options.rate}/s, IMAGE_ADDRESS_WORKERS=${options.workers}, half the addresses posted in text first):`,
      `  p50 ${times.p50.toFixed(0)} ms, p99 ${times.p99.toFixed(0)} ms, max ${times.max.toFixed(0)} ms over ${updates} updates (${chosen.length - updates} posts with no address found)`,
      `  shown: ${shown.verifiedRight} verified and right, ${shown.verifiedWrong} verified and WRONG, ${shown.unverified} unverified`,
      `  RSS before the first picture: ${formatMemory(idle)}; after the last: ${formatMemory(loaded)}`,
    ];
  };
}
