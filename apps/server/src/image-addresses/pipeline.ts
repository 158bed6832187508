import { type ImageAddress, POST_LIMITS, type Post } from '@launchdeck/protocol';
import type { FeedBus, FeedChange } from '../feed/index.ts';
import { addressKey, withImageAddresses } from '../feed/index.ts';
import { DroppingQueue } from './dropping-queue.ts';
import type { AddressRead } from './reading/index.ts';
import { type SkipCause, skipCauseOf } from './skip-causes.ts';
import { SkipLog, type SkipLogger } from './skip-log.ts';
import { type VerifyDeps, verifyRead } from './verify.ts';

/** A stored post whose images are to be read. */
export type ImageJob = { postId: string; imageUrls: string[] };

export type ImageAddressPipelineDeps = {
  bus: FeedBus;
  /** Takes a post up once (true the first time) and records what its images held. */
  store: {
    claim(postId: string): Promise<boolean>;
    record(postId: string, found: ImageAddress[]): Promise<void>;
  };
  /**
   * The media loader and the pixel gate (picture-size.ts fetchPicture): one image's bytes within
   * its size, time, host and pixel limits, or a rejection (an ImageLoadError or ImageSkipError
   * naming its cause).
   */
  fetchImage(url: string): Promise<Uint8Array>;
  /** The reader threads (reader-threads.ts). */
  readers: { read(image: Uint8Array): Promise<AddressRead[]>; close(): Promise<void> };
  verify: VerifyDeps;
  /** Sends the stored post again (tweet_update) as `change` makes it (IngestService.updatePost). */
  updatePost(id: string, change: (post: Post) => Post | undefined): Promise<unknown>;
  /** Skips are logged through skip-log.ts (info, warn, and each repeat at debug). */
  log: SkipLogger;
  /** Posts read at once (the reader threads' number). */
  concurrency: number;
  /** Posts waiting at most; past it the oldest waiting one is dropped. */
  queueCap: number;
};

const LOG = 'image addresses';

/** The post's own media images (not videos, link cards or quoted posts), each once. */
function imageUrlsOf(post: Post): string[] {
  return [...new Set((post.media?.images ?? []).map((image) => image.url))];
}

/**
 * Each address once, verified over unverified when two images disagree, and no more than a post
 * carries (the verified first).
 */
function distinctAddresses(found: ImageAddress[]): ImageAddress[] {
  const byKey = new Map<string, ImageAddress>();
  for (const address of found) {
    const key = addressKey(address.address, address.chain);
    const kept = byKey.get(key);
    if (!kept || (!kept.verified && address.verified)) byKey.set(key, address);
  }
  const distinct = [...byKey.values()];
  return [...distinct.filter((a) => a.verified), ...distinct.filter((a) => !a.verified)].slice(
    0,
    POST_LIMITS.listMax,
  );
}

/** Why an image was skipped, in a few words (the loader's sentence, or the reader's). */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Issue 31: after a post with images is stored and sent, its images are fetched, read in the
 * reader threads and verified, and the post is sent once more (tweet_update) with what they held.
 * Nothing on the feed's path waits for it: the bus listener only queues the post, and the work
 * starts on a later turn of the event loop. Each dropped, unloadable or unreadable image is
 * logged with its cause, the repeats of a cause summed up once a minute (skip-log.ts); a failure
 * never reaches the feed.
 */
export class ImageAddressPipeline {
  private readonly queue: DroppingQueue<ImageJob>;
  private readonly skips: SkipLog;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly deps: ImageAddressPipelineDeps) {
    this.skips = new SkipLog(deps.log);
    this.queue = new DroppingQueue({
      concurrency: deps.concurrency,
      cap: deps.queueCap,
      run: (job) => this.process(job),
      onDropped: (job) => {
        for (const image of job.imageUrls)
          this.skips.skipped('queueFull', { post: job.postId, image });
      },
      onFailed: (job, error) =>
        deps.log.warn({ post: job.postId, err: reasonOf(error) }, `${LOG}: post not read`),
    });
  }

  start(): void {
    this.unsubscribe = this.deps.bus.subscribe((changes, local) => {
      // Each node reads the posts it stored; another node's are its own to read.
      if (local) this.take(changes);
    });
  }

  /** Resolves when nothing waits or runs (tests, the bench). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  async close(): Promise<void> {
    this.unsubscribe?.();
    this.queue.close();
    this.skips.close();
    await this.deps.readers.close();
  }

  private take(changes: FeedChange[]): void {
    for (const { post } of changes) {
      if (!post || post.isDeleted || post.imageAddresses) continue;
      const imageUrls = imageUrlsOf(post);
      if (imageUrls.length > 0) this.queue.push({ postId: post.id, imageUrls });
    }
  }

  /**
   * Fetches the post's images one by one; the post is taken up (store.claim) with its first image
   * that loads, so a post none of whose images load costs storage nothing.
   */
  private async process(job: ImageJob): Promise<void> {
    const found: ImageAddress[] = [];
    let claimed = false;
    for (const url of job.imageUrls) {
      const image = await this.attempt(job.postId, url, 'network', () => this.deps.fetchImage(url));
      if (!image) continue;
      if (!claimed && !(await this.deps.store.claim(job.postId))) return;
      claimed = true;
      const reads = await this.attempt(job.postId, url, 'readerFailed', () =>
        this.deps.readers.read(image),
      );
      const shown = await Promise.all(
        (reads ?? []).map((read) => verifyRead(read, url, this.deps.verify)),
      );
      found.push(...shown.filter((address) => address !== undefined));
    }
    if (!claimed) return;
    const unique = distinctAddresses(found);
    await this.deps.store.record(job.postId, unique);
    if (unique.length === 0) return;
    await this.deps.updatePost(job.postId, (post) =>
      post.imageAddresses ? undefined : withImageAddresses(post, unique),
    );
  }

  /**
   * A step on one image (its fetch, its read); undefined when it fails, the skip logged with its
   * cause (the error's, else `fallback`).
   */
  private async attempt<T>(
    postId: string,
    url: string,
    fallback: SkipCause,
    step: () => Promise<T>,
  ): Promise<T | undefined> {
    try {
      return await step();
    } catch (error) {
      this.skips.skipped(skipCauseOf(error, fallback), {
        post: postId,
        image: url,
        reason: reasonOf(error),
      });
      return undefined;
    }
  }
}
