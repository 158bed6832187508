import type { FastifyBaseLogger } from 'fastify';
import { SKIP_CAUSE_WORDS, type SkipCause } from './skip-causes.ts';

/** Repeats of one cause within this long after its logged picture are counted, not printed. */
export const SKIP_SUMMARY_MS = 60_000;

const LOG = 'image addresses';

/** One skipped picture: its post, its link, and why in a sentence (the loader's or the reader's). */
export type SkippedImage = { post: string; image: string; reason?: string };

type Counting = { more: number; timer: NodeJS.Timeout };

/** The log: pino's, or any with its info and warn (and debug, for the repeats one by one). */
export type SkipLogger = Pick<FastifyBaseLogger, 'info' | 'warn'> &
  Partial<Pick<FastifyBaseLogger, 'debug'>>;

/**
 * The log of skipped post images, at most a few lines a minute whatever the burst (a server
 * started offline fails every picture of its first feed). The first picture of each cause is
 * logged whole (`image addresses: image skipped`, info, with `post`, `image`, `cause`,
 * `reason`; a picture dropped from a full queue: `image addresses: image dropped, the queue is
 * full`, warn); the next ones of that cause are counted, and one line per cause sums them up a
 * minute after (`image addresses: 37 more pictures skipped in the last minute: <cause in
 * words>`, with `cause` and `count`), then each minute while they go on. A minute without one
 * ends the count: the next picture of that cause is logged whole again. Each counted picture is
 * still logged whole at `debug` (LOG_LEVEL=debug shows every one).
 */
export class SkipLog {
  private readonly counting = new Map<SkipCause, Counting>();

  constructor(private readonly log: SkipLogger) {}

  /** One picture not read, for `cause`. */
  skipped(cause: SkipCause, picture: SkippedImage): void {
    const counting = this.counting.get(cause);
    if (counting) {
      counting.more++;
      this.log.debug?.({ ...picture, cause }, `${LOG}: image skipped`);
      return;
    }
    if (cause === 'queueFull') {
      this.log.warn(
        { post: picture.post, image: picture.image },
        `${LOG}: image dropped, the queue is full`,
      );
    } else {
      this.log.info({ ...picture, cause }, `${LOG}: image skipped`);
    }
    this.count(cause);
  }

  /** Says what is still counted, and stops counting (the pipeline's close). */
  close(): void {
    for (const [cause, counting] of this.counting) {
      clearTimeout(counting.timer);
      this.summarise(cause, counting.more);
    }
    this.counting.clear();
  }

  private count(cause: SkipCause): void {
    const timer = setTimeout(() => {
      const more = this.counting.get(cause)?.more ?? 0;
      this.counting.delete(cause);
      if (more === 0) return;
      this.summarise(cause, more);
      this.count(cause);
    }, SKIP_SUMMARY_MS);
    // A pending summary never keeps the server running.
    timer.unref();
    this.counting.set(cause, { more: 0, timer });
  }

  private summarise(cause: SkipCause, more: number): void {
    if (more === 0) return;
    const pictures = more === 1 ? 'picture' : 'pictures';
    const line = `${LOG}: ${more} more ${pictures} skipped in the last minute: ${SKIP_CAUSE_WORDS[cause]}`;
    if (cause === 'queueFull') this.log.warn({ cause, count: more }, line);
    else this.log.info({ cause, count: more }, line);
  }
}
