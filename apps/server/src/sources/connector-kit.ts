import {
  datedOrReceived,
  type IngestItem,
  POST_LIMITS,
  parseIngestItem,
  type RepairRefusal,
  repairPost,
  shortenText,
  storableText,
} from '@launchdeck/protocol';
import type { SourceLog, SourceSink } from './source.ts';

/* What every platform connector (X, Truth Social, Bluesky) needs. */

/** What the server hands every connector, besides its settings. */
export type ConnectorDeps = {
  getWatchedHandles: () => Promise<string[]>;
  log: SourceLog;
  /** Told what deliveries repaired or refused (the server's /metrics counts it). */
  itemObserver?: SourceItemObserver;
  fetch?: typeof fetch;
};

export const silentLog: SourceLog = { info: () => {}, warn: () => {}, error: () => {} };

/** Waits `ms`, or less when `signal` aborts; never rejects. Tests inject a gated one. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** A non-2xx answer, with when the platform says its rate limit resets (epoch ms), if it did. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly what: string,
    readonly resetAt?: number,
  ) {
    super(`${what} answered HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

/**
 * When a rate limit resets, from `x-rate-limit-reset` (X: epoch seconds), `X-RateLimit-Reset`
 * (Mastodon: an ISO date) or `Retry-After` (seconds from now).
 */
export function rateLimitResetAt(headers: Headers, now: number): number | undefined {
  const reset = headers.get('x-rate-limit-reset') ?? headers.get('x-ratelimit-reset');
  if (reset) {
    const asNumber = Number(reset);
    const at = Number.isFinite(asNumber) ? asNumber * 1000 : Date.parse(reset);
    if (Number.isFinite(at)) return at;
  }
  const retryAfter = Number(headers.get('retry-after'));
  return retryAfter > 0 ? now + retryAfter * 1000 : undefined;
}

const RATE_LIMIT_FLOOR_MS = 60_000;
const RATE_LIMIT_CEILING_MS = 15 * 60_000;

/** After a 429: the later of the usual backoff and the reset, else at least a minute. */
export function rateLimitDelay(backoffMs: number, resetAt: number | undefined, now: number) {
  const wait = resetAt === undefined ? RATE_LIMIT_FLOOR_MS : resetAt - now;
  return Math.min(RATE_LIMIT_CEILING_MS, Math.max(backoffMs, wait));
}

/** A short description of a failure for the log: never a request, so never a token. */
export function describeError(err: unknown): string {
  if (err instanceof Error) {
    const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
    return `${err.message}${cause}`;
  }
  return String(err);
}

/** An http(s) URL the protocol accepts, or undefined (other schemes and junk are dropped). */
export function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  return /^https?:\/\/[^\s]+$/i.test(url) && url.length <= POST_LIMITS.urlMax ? url : undefined;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

/** Decodes named (the common ones) and numeric character references; unknown ones stay. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Post text the protocol accepts, whatever the platform sent: characters storage cannot hold
 * become U+FFFD; anything shaped like a tag is defused (the protocol refuses tags, yet a person
 * may type "<b>" in a post: a zero-width space after such a '<' keeps the post and its look);
 * text over `max` UTF-16 units is cut on a grapheme boundary with `…` (issue 46), so an emoji at
 * a limit never leaves half a surrogate pair that would get the post refused.
 */
export function plainText(text: string, max: number = POST_LIMITS.textMax): string {
  const safe = storableText(text).replace(/<(?=\/?[a-z!])/gi, '<\u200b');
  return shortenText(safe, max);
}

/** A display name the protocol accepts, or undefined when there is none. */
export function displayName(name: string | null | undefined): string | undefined {
  const trimmed = name?.trim();
  return trimmed ? plainText(trimmed, POST_LIMITS.nameMax) : undefined;
}

/** Drops undefined fields, so mapped posts compare and log cleanly. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Told what Delivery did to items that did not pass the protocol: a field shortened or left out
 * (`repaired`), or an item not delivered (`refused`, by reason). PipelineMetrics counts both.
 */
export type SourceItemObserver = {
  repaired(source: string, field: string): void;
  refused(source: string, reason: SourceRefusal): void;
};

/**
 * Why an item was not delivered: its identity (id, author handle, platform) is unusable, it is
 * not a post and is invalid (a deletion or an update with a bad id), or repairs did not make it
 * valid.
 */
export type SourceRefusal = RepairRefusal | 'invalid';

/**
 * A post keeps the received time its source gave; updates and deletions carry none. A post whose
 * date is missing or unreadable is dated when it was received (feed's `datedOrReceived`).
 */
function stampReceived(item: IngestItem, receivedAt: number): IngestItem {
  if (!('author' in item)) return item;
  const stamped = item.receivedAt === undefined ? { ...item, receivedAt } : item;
  return datedOrReceived(stamped, receivedAt).item;
}

/**
 * Hands items to the sink one batch at a time. Ingest refuses a whole batch for one bad item, so
 * each item is checked here first: a post with a bad optional field is repaired (repairPost), and
 * an item that cannot be is logged once with its id, counted, and left out of the batch.
 */
export class Delivery {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly source: string,
    private readonly log: SourceLog,
    private readonly observer?: SourceItemObserver,
  ) {}

  /**
   * Resolves once the sink has taken (or refused) the items; never rejects. Posts are stamped
   * with the time they reached us (`receivedAt`), as connectors send what they just read.
   */
  send(sink: SourceSink, items: IngestItem[], receivedAt: number = Date.now()): Promise<void> {
    const valid = items.flatMap((raw) => {
      const item = stampReceived(raw, receivedAt);
      const parsed = parseIngestItem(item);
      if (parsed.success) return [item];
      const repaired = 'author' in item ? repairPost(item) : { refused: 'invalid' as const };
      if ('item' in repaired) {
        for (const field of repaired.fields) this.observer?.repaired(this.source, field);
        this.log.info(
          { source: this.source, id: idOf(item), fields: repaired.fields },
          'delivered a post with fields shortened or left out',
        );
        return [repaired.item];
      }
      this.observer?.refused(this.source, repaired.refused);
      const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      this.log.warn(
        { source: this.source, id: idOf(item), reason: repaired.refused, fields },
        'dropped an invalid item',
      );
      return [];
    });
    if (valid.length === 0) return Promise.resolve();
    let pending: Promise<void>;
    try {
      pending = sink(valid);
    } catch (err) {
      pending = Promise.reject(err);
    }
    const settled: Promise<void> = pending
      .catch((err: unknown) =>
        this.log.warn(
          { source: this.source, items: valid.length, err: describeError(err) },
          'sink refused items',
        ),
      )
      .finally(() => this.inFlight.delete(settled));
    this.inFlight.add(settled);
    return settled;
  }

  /** Waits for every batch already handed over. */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }
}

// A refused id may be of any length; the log keeps a bounded piece of it.
function idOf(item: IngestItem): string | undefined {
  return 'id' in item && typeof item.id === 'string' ? item.id.slice(0, 160) : undefined;
}

/** The start/stop lifecycle every connector shares: one loop per start, aborted by stop. */
export class SourceLoop {
  private controller: AbortController | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly label: string,
    private readonly log: SourceLog,
  ) {}

  /** Runs the loop until stop(); a second start while running is logged and ignored. */
  start(loop: (signal: AbortSignal) => Promise<void>): void {
    if (this.controller) {
      this.log.warn({ source: this.label }, `${this.label} already started`);
      return;
    }
    const controller = new AbortController();
    this.controller = controller;
    this.running = loop(controller.signal).catch((err: unknown) =>
      this.log.error({ source: this.label, err: describeError(err) }, `${this.label} loop ended`),
    );
  }

  /** Aborts the loop and waits for it to end. */
  async stop(): Promise<void> {
    this.controller?.abort();
    await this.running;
    this.controller = undefined;
    this.running = undefined;
  }
}
