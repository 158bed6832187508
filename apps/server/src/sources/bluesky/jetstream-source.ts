import WebSocket, { type RawData } from 'ws';
import {
  Delivery,
  describeError,
  realSleep,
  type Sleep,
  type SourceItemObserver,
  SourceLoop,
  silentLog,
} from '../connector-kit.ts';
import { backoffDelay, type Source, type SourceLog, type SourceSink } from '../source.ts';
import { AppView } from './appview.ts';
import { Identities } from './identities.ts';
import { type Identity, mapJetstreamEvent } from './map-event.ts';
import { JetstreamEvent, POST_COLLECTION } from './payload.ts';

export const BLUESKY_DEFAULTS = {
  jetstreamUrl: 'wss://jetstream2.us-east.bsky.network',
  appviewUrl: 'https://public.api.bsky.app',
  refreshMs: 60_000,
  pingMs: 30_000,
  requestTimeoutMs: 15_000,
} as const;

export type BlueskyOptions = {
  /** Watched Bluesky handles (or DIDs); re-resolved every `refreshMs`. */
  getWatchedHandles: () => Promise<string[]>;
  jetstreamUrl?: string;
  appviewUrl?: string;
  refreshMs?: number;
  /** A ping this often; no pong by the next one means the socket is dead. */
  pingMs?: number;
  requestTimeoutMs?: number;
  log?: SourceLog;
  /** Told what deliveries repaired or refused (counted in /metrics). */
  itemObserver?: SourceItemObserver;
  fetch?: typeof fetch;
  /** Waits between attempts (tests record the delays instead of waiting). */
  sleep?: Sleep;
  backoff?: (attempt: number) => number;
  now?: () => number;
};

type SocketEnd = { healthy: boolean; reason: 'closed' | 'dead' | 'resubscribe' | 'stopped' };

/**
 * Bluesky through Jetstream: one WebSocket subscribed to the watched DIDs' posts. Reconnects
 * with backoff, resuming from the last event's time_us so nothing is missed in between.
 */
export class BlueskyJetstreamSource implements Source {
  readonly name = 'bluesky';
  private readonly log: SourceLog;
  private readonly delivery: Delivery;
  private readonly identities: Identities;
  private readonly sleep: Sleep;
  private readonly backoff: (attempt: number) => number;
  private readonly jetstreamUrl: string;
  private readonly loop: SourceLoop;
  /** time_us of the last event handled: the resume point. */
  private cursor: number | undefined;
  private refreshing = false;

  constructor(private readonly options: BlueskyOptions) {
    this.log = options.log ?? silentLog;
    this.delivery = new Delivery(this.name, this.log, options.itemObserver);
    this.loop = new SourceLoop(this.name, this.log);
    this.sleep = options.sleep ?? realSleep;
    this.backoff = options.backoff ?? ((attempt) => backoffDelay(attempt));
    this.jetstreamUrl = (options.jetstreamUrl ?? BLUESKY_DEFAULTS.jetstreamUrl).replace(/\/+$/, '');
    const appview = new AppView({
      baseUrl: (options.appviewUrl ?? BLUESKY_DEFAULTS.appviewUrl).replace(/\/+$/, ''),
      fetch: options.fetch ?? fetch,
      now: options.now ?? Date.now,
      requestTimeoutMs: options.requestTimeoutMs ?? BLUESKY_DEFAULTS.requestTimeoutMs,
    });
    this.identities = new Identities(appview, this.log);
  }

  start(sink: SourceSink): void {
    this.loop.start((signal) => this.run(sink, signal));
  }

  /** Closes the socket, aborts lookups and waits, then lets delivered batches settle. */
  async stop(): Promise<void> {
    await this.loop.stop();
    await this.delivery.settle();
  }

  private async run(sink: SourceSink, signal: AbortSignal): Promise<void> {
    const refreshMs = this.options.refreshMs ?? BLUESKY_DEFAULTS.refreshMs;
    let attempt = 0;
    while (!signal.aborted) {
      let delayMs = 0;
      try {
        const identities = await this.resolve(signal);
        if (identities.size === 0) {
          // Never subscribe without wantedDids: Jetstream would send every post on Bluesky.
          this.log.info({ source: this.name }, 'bluesky: no watched accounts; not connecting');
          delayMs = refreshMs;
        } else {
          const end = await this.subscribe(identities, sink, signal);
          if (end.healthy || end.reason === 'resubscribe') attempt = 0;
          if (end.reason !== 'resubscribe') delayMs = this.backoff(attempt++);
          if (end.reason !== 'stopped') {
            this.log.info(
              { source: this.name, reason: end.reason, delayMs },
              'bluesky socket closed',
            );
          }
        }
      } catch (err) {
        if (signal.aborted) break;
        delayMs = this.backoff(attempt++);
        this.log.warn(
          { source: this.name, attempt, delayMs, err: describeError(err) },
          'bluesky failed; retrying',
        );
      }
      if (delayMs > 0) await this.sleep(delayMs, signal);
    }
  }

  private async resolve(signal: AbortSignal): Promise<Map<string, Identity>> {
    return this.identities.resolve(await this.options.getWatchedHandles(), signal);
  }

  private subscribeUrl(dids: Iterable<string>): string {
    const query = new URLSearchParams({ wantedCollections: POST_COLLECTION });
    for (const did of [...dids].sort()) query.append('wantedDids', did);
    if (this.cursor !== undefined) query.set('cursor', String(this.cursor));
    return `${this.jetstreamUrl}/subscribe?${query}`;
  }

  /** One socket, until it closes, dies, is stopped, or the watched accounts change. */
  private subscribe(
    identities: Map<string, Identity>,
    sink: SourceSink,
    signal: AbortSignal,
  ): Promise<SocketEnd> {
    if (signal.aborted) return Promise.resolve({ healthy: false, reason: 'stopped' });
    const timeout = this.options.requestTimeoutMs ?? BLUESKY_DEFAULTS.requestTimeoutMs;
    const resumedFrom = this.cursor;
    const socket = new WebSocket(this.subscribeUrl(identities.keys()), {
      handshakeTimeout: timeout,
      maxPayload: 4 * 1024 * 1024,
    });
    return new Promise<SocketEnd>((resolve) => {
      let healthy = false;
      let alive = true;
      let reason: SocketEnd['reason'] = 'closed';
      const end = (why: SocketEnd['reason']) => {
        reason = why;
        socket.terminate();
      };
      const onAbort = () => end('stopped');
      signal.addEventListener('abort', onAbort, { once: true });
      const ping = setInterval(() => {
        if (!alive) return end('dead');
        alive = false;
        if (socket.readyState === WebSocket.OPEN) socket.ping();
      }, this.options.pingMs ?? BLUESKY_DEFAULTS.pingMs);
      const refresh = setInterval(() => {
        void this.changed(identities, signal).then((changed) => changed && end('resubscribe'));
      }, this.options.refreshMs ?? BLUESKY_DEFAULTS.refreshMs);

      socket.on('open', () =>
        this.log.info({ source: this.name, accounts: identities.size }, 'bluesky socket open'),
      );
      socket.on('pong', () => {
        alive = true;
      });
      socket.on('message', (data: RawData) => {
        healthy = true;
        alive = true;
        this.handleMessage(data, identities, sink, resumedFrom);
      });
      socket.on('error', (err) =>
        this.log.warn({ source: this.name, err: describeError(err) }, 'bluesky socket error'),
      );
      socket.on('close', () => {
        clearInterval(ping);
        clearInterval(refresh);
        signal.removeEventListener('abort', onAbort);
        resolve({ healthy, reason });
      });
    });
  }

  /** Whether the watched accounts now resolve to other DIDs than the open subscription's. */
  private async changed(current: Map<string, Identity>, signal: AbortSignal): Promise<boolean> {
    if (this.refreshing) return false;
    this.refreshing = true;
    try {
      const next = await this.resolve(signal);
      const changed =
        next.size !== current.size || [...next.keys()].some((did) => !current.has(did));
      // Same accounts: keep the socket, take fresh names and avatars.
      if (!changed) for (const [did, identity] of next) current.set(did, identity);
      return changed;
    } catch (err) {
      if (!signal.aborted) {
        this.log.warn({ source: this.name, err: describeError(err) }, 'bluesky refresh failed');
      }
      return false;
    } finally {
      this.refreshing = false;
    }
  }

  private handleMessage(
    data: RawData,
    identities: Map<string, Identity>,
    sink: SourceSink,
    resumedFrom: number | undefined,
  ): void {
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      this.log.warn({ source: this.name }, 'bluesky: a message is not JSON');
      return;
    }
    const event = JetstreamEvent.safeParse(json);
    if (!event.success) {
      this.log.warn({ source: this.name }, 'bluesky: unexpected event shape');
      return;
    }
    const { did, time_us } = event.data;
    // Jetstream replays from the cursor inclusive: what was handled before the reconnect is skipped.
    if (resumedFrom !== undefined && time_us <= resumedFrom) return;
    this.cursor = Math.max(this.cursor ?? 0, time_us);
    if (!identities.has(did)) return; // only watched accounts, whatever the server sends
    const { items } = mapJetstreamEvent(event.data, identities);
    if (items.length > 0) void this.delivery.send(sink, items);
  }
}
