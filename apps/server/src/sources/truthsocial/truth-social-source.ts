import { bareHandle } from '@launchdeck/protocol';
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
import { type PollerDeps, pollAccount } from './account-poller.ts';
import { TruthApi } from './truth-api.ts';

export const TRUTHSOCIAL_DEFAULTS = {
  baseUrl: 'https://truthsocial.com',
  pollMs: 10_000,
  refreshMs: 60_000,
  requestTimeoutMs: 15_000,
} as const;

export type TruthSocialOptions = {
  /** Watched Truth Social handles; re-read every `refreshMs` to start or stop account pollers. */
  getWatchedHandles: () => Promise<string[]>;
  baseUrl?: string;
  /** Optional: Truth Social answers public accounts without one, within tighter limits. */
  token?: string;
  userAgent?: string;
  pollMs?: number;
  refreshMs?: number;
  requestTimeoutMs?: number;
  log?: SourceLog;
  /** Told what deliveries repaired or refused (counted in /metrics). */
  itemObserver?: SourceItemObserver;
  fetch?: typeof fetch;
  /** Waits between polls and after errors (tests record and release them). */
  sleep?: Sleep;
  backoff?: (attempt: number) => number;
  now?: () => number;
};

type Poller = { controller: AbortController; done: Promise<void> };

/** Truth Social through its Mastodon-compatible API: one poller per watched account. */
export class TruthSocialSource implements Source {
  readonly name = 'truthsocial';
  private readonly log: SourceLog;
  private readonly delivery: Delivery;
  private readonly api: TruthApi;
  private readonly baseUrl: string;
  private readonly pollers = new Map<string, Poller>();
  /** Pollers told to stop (handle unwatched) that may still be finishing a request. */
  private readonly retired = new Set<Promise<void>>();
  private readonly loop: SourceLoop;

  constructor(private readonly options: TruthSocialOptions) {
    this.log = options.log ?? silentLog;
    this.delivery = new Delivery(this.name, this.log, options.itemObserver);
    this.loop = new SourceLoop(this.name, this.log);
    this.baseUrl = (options.baseUrl ?? TRUTHSOCIAL_DEFAULTS.baseUrl).replace(/\/+$/, '');
    this.api = new TruthApi({
      baseUrl: this.baseUrl,
      token: options.token,
      userAgent: options.userAgent,
      fetch: options.fetch ?? fetch,
      now: options.now ?? Date.now,
      requestTimeoutMs: options.requestTimeoutMs ?? TRUTHSOCIAL_DEFAULTS.requestTimeoutMs,
    });
  }

  start(sink: SourceSink): void {
    this.loop.start((signal) => this.supervise(sink, signal));
  }

  /** Aborts every poll and wait, then lets delivered batches settle. */
  async stop(): Promise<void> {
    await this.loop.stop();
    await Promise.all([...this.pollers.values()].map((poller) => poller.done));
    await Promise.all([...this.retired]);
    this.pollers.clear();
    await this.delivery.settle();
  }

  /** Keeps one poller per watched handle, re-reading the list every `refreshMs`. */
  private async supervise(sink: SourceSink, signal: AbortSignal): Promise<void> {
    const deps: PollerDeps = {
      api: this.api,
      delivery: this.delivery,
      sink,
      log: this.log,
      sleep: this.options.sleep ?? realSleep,
      backoff: this.options.backoff ?? ((attempt) => backoffDelay(attempt)),
      now: this.options.now ?? Date.now,
      pollMs: this.options.pollMs ?? TRUTHSOCIAL_DEFAULTS.pollMs,
      webBase: this.baseUrl,
    };
    while (!signal.aborted) {
      try {
        this.reconcile(await this.watchedHandles(), deps, signal);
      } catch (err) {
        this.log.warn(
          { source: this.name, err: describeError(err) },
          'truthsocial: could not read the watched handles',
        );
      }
      // Not the injected sleep: tests step the pollers' waits, not this one.
      await realSleep(this.options.refreshMs ?? TRUTHSOCIAL_DEFAULTS.refreshMs, signal);
    }
  }

  private async watchedHandles(): Promise<Set<string>> {
    const handles = await this.options.getWatchedHandles();
    return new Set(handles.map(bareHandle).filter(Boolean));
  }

  private reconcile(handles: Set<string>, deps: PollerDeps, signal: AbortSignal): void {
    for (const [handle, poller] of this.pollers) {
      if (handles.has(handle)) continue;
      poller.controller.abort();
      this.pollers.delete(handle);
      this.retired.add(poller.done);
      void poller.done.then(() => this.retired.delete(poller.done));
      this.log.info({ source: this.name, handle }, 'truthsocial: stopped watching');
    }
    for (const handle of handles) {
      if (this.pollers.has(handle)) continue;
      const controller = new AbortController();
      const stopped = AbortSignal.any([signal, controller.signal]);
      const done = pollAccount(handle, deps, stopped).catch((err: unknown) =>
        this.log.error(
          { source: this.name, handle, err: describeError(err) },
          'truthsocial poller ended',
        ),
      );
      this.pollers.set(handle, { controller, done });
    }
  }
}
