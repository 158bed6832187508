import {
  Delivery,
  describeError,
  HttpStatusError,
  rateLimitDelay,
  realSleep,
  type Sleep,
  type SourceItemObserver,
  SourceLoop,
  silentLog,
} from '../connector-kit.ts';
import { backoffDelay, type Source, type SourceLog, type SourceSink } from '../source.ts';
import { mapStreamMessage } from './map-tweet.ts';
import { XStreamMessage } from './payload.ts';
import { LineSplitter } from './stream-lines.ts';
import { DEFAULT_RULE_MAX_LENGTH, planRules, ruleValues, usernamesOf } from './stream-rules.ts';
import { XApi } from './x-api.ts';

export const X_DEFAULTS = {
  baseUrl: 'https://api.x.com',
  // X sends a keep-alive every 20 s; 30 s of silence means the connection is gone.
  stallMs: 30_000,
  refreshMs: 60_000,
} as const;

export type XFilteredStreamOptions = {
  bearerToken: string;
  /** Watched X handles; re-read on every connect and every `refreshMs` while connected. */
  getWatchedHandles: () => Promise<string[]>;
  baseUrl?: string;
  log?: SourceLog;
  /** Told what deliveries repaired or refused (counted in /metrics). */
  itemObserver?: SourceItemObserver;
  fetch?: typeof fetch;
  /** Waits between attempts (tests record the delays instead of waiting). */
  sleep?: Sleep;
  backoff?: (attempt: number) => number;
  now?: () => number;
  stallMs?: number;
  refreshMs?: number;
  ruleMaxLength?: number;
};

type StreamEnd = { healthy: boolean; reason: 'ended' | 'stalled' | 'broke' | 'stopped' };
type ConnectionState = { healthy: boolean; stalled: boolean };

/**
 * X API v2 filtered stream: keeps one `from:` rule set for the watched handles and reads the
 * stream, reconnecting with backoff when it ends, stalls or fails.
 */
export class XFilteredStreamSource implements Source {
  readonly name = 'x';
  private readonly api: XApi;
  private readonly log: SourceLog;
  private readonly sleep: Sleep;
  private readonly backoff: (attempt: number) => number;
  private readonly now: () => number;
  private readonly delivery: Delivery;
  private readonly loop: SourceLoop;
  private syncedRules: string | undefined;
  private syncing = false;

  constructor(private readonly options: XFilteredStreamOptions) {
    this.log = options.log ?? silentLog;
    this.sleep = options.sleep ?? realSleep;
    this.backoff = options.backoff ?? ((attempt) => backoffDelay(attempt));
    this.now = options.now ?? Date.now;
    this.delivery = new Delivery(this.name, this.log, options.itemObserver);
    this.loop = new SourceLoop(this.name, this.log);
    this.api = new XApi({
      baseUrl: (options.baseUrl ?? X_DEFAULTS.baseUrl).replace(/\/+$/, ''),
      bearerToken: options.bearerToken,
      fetch: options.fetch ?? fetch,
      now: this.now,
      requestTimeoutMs: options.stallMs ?? X_DEFAULTS.stallMs,
    });
  }

  start(sink: SourceSink): void {
    this.loop.start((signal) => this.run(sink, signal));
  }

  /** Aborts the open request or stream and any wait, then lets delivered batches settle. */
  async stop(): Promise<void> {
    await this.loop.stop();
    await this.delivery.settle();
  }

  private async run(sink: SourceSink, signal: AbortSignal): Promise<void> {
    let attempt = 0;
    while (!signal.aborted) {
      let delayMs: number;
      try {
        const end = await this.connect(sink, signal);
        if (!end) {
          delayMs = this.options.refreshMs ?? X_DEFAULTS.refreshMs;
        } else {
          if (end.healthy) attempt = 0;
          delayMs = this.backoff(attempt++);
          if (end.reason !== 'stopped') {
            this.log.info({ source: this.name, reason: end.reason, delayMs }, 'x stream closed');
          }
        }
      } catch (err) {
        if (signal.aborted) break;
        const status = err instanceof HttpStatusError ? err.status : undefined;
        const backoffMs = this.backoff(attempt++);
        delayMs =
          err instanceof HttpStatusError && status === 429
            ? rateLimitDelay(backoffMs, err.resetAt, this.now())
            : backoffMs;
        this.log.warn(
          { source: this.name, status, attempt, delayMs, err: describeError(err) },
          'x stream failed; retrying',
        );
      }
      await this.sleep(delayMs, signal);
    }
  }

  /** One connection: sync rules, open the stream, read it to its end. Undefined: nobody to watch. */
  private async connect(sink: SourceSink, signal: AbortSignal): Promise<StreamEnd | undefined> {
    const wanted = await this.wantedRules();
    await this.syncRules(wanted, signal);
    if (wanted.length === 0) {
      this.log.info({ source: this.name }, 'x: no watched handles; not connecting');
      return undefined;
    }
    // Aborted by a stall or by stop(), whichever comes first (stop() may already have).
    const connection = new AbortController();
    const connectionSignal = AbortSignal.any([signal, connection.signal]);
    const state: ConnectionState = { healthy: false, stalled: false };
    // The watchdog also covers the wait for the answer's headers, not only the body.
    const stall = setTimeout(() => {
      state.stalled = true;
      connection.abort();
    }, this.options.stallMs ?? X_DEFAULTS.stallMs);
    const refresh = setInterval(
      () => void this.refreshRules(signal),
      this.options.refreshMs ?? X_DEFAULTS.refreshMs,
    );
    try {
      const body = await this.api.openStream(connectionSignal);
      this.log.info({ source: this.name, rules: wanted.length }, 'x stream connected');
      await this.read(body, sink, () => {
        state.healthy = true;
        stall.refresh();
      });
      return { healthy: state.healthy, reason: 'ended' };
    } catch (err) {
      if (state.stalled) return { healthy: state.healthy, reason: 'stalled' };
      if (signal.aborted) return { healthy: state.healthy, reason: 'stopped' };
      if (!state.healthy) throw err;
      this.log.warn({ source: this.name, err: describeError(err) }, 'x stream broke');
      return { healthy: true, reason: 'broke' };
    } finally {
      clearTimeout(stall);
      clearInterval(refresh);
      connection.abort();
    }
  }

  /** Reads to the end; an abort (stall or stop) surfaces as the read's rejection. */
  private async read(
    body: ReadableStream<Uint8Array>,
    sink: SourceSink,
    onBytes: () => void,
  ): Promise<void> {
    const reader = body.getReader();
    const lines = new LineSplitter();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        onBytes();
        for (const line of lines.push(value)) this.handleLine(line, sink);
      }
    } finally {
      reader.releaseLock();
    }
  }

  private handleLine(line: string, sink: SourceSink): void {
    if (line.trim() === '') return; // keep-alive
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      this.log.warn({ source: this.name, chars: line.length }, 'x stream: a line is not JSON');
      return;
    }
    const parsed = XStreamMessage.safeParse(json);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      this.log.warn({ source: this.name, fields }, 'x stream: unexpected message shape');
      return;
    }
    const mapped = mapStreamMessage(parsed.data);
    for (const problem of mapped.problems) {
      this.log.warn(
        { source: this.name, title: problem.title, detail: problem.detail },
        problem.disconnect_type ? 'x stream disconnect notice' : 'x stream reported a problem',
      );
    }
    if (mapped.skipped) {
      this.log.info(
        { source: this.name, id: parsed.data.data?.id, why: mapped.skipped },
        'x: tweet skipped',
      );
    }
    if (mapped.posts.length > 0) void this.delivery.send(sink, mapped.posts);
  }

  private async wantedRules(): Promise<string[]> {
    const { valid, invalid } = usernamesOf(await this.options.getWatchedHandles());
    if (invalid.length > 0) {
      this.log.warn({ source: this.name, handles: invalid }, 'x: not X usernames; not watched');
    }
    return ruleValues(valid, this.options.ruleMaxLength ?? DEFAULT_RULE_MAX_LENGTH);
  }

  /** Makes our tagged rules on X exactly `wanted`; rules under other tags are not touched. */
  private async syncRules(wanted: string[], signal: AbortSignal): Promise<void> {
    const plan = planRules(await this.api.getRules(signal), wanted);
    const problems = [
      ...(plan.deleteIds.length > 0 ? await this.api.deleteRules(plan.deleteIds, signal) : []),
      ...(plan.add.length > 0 ? await this.api.addRules(plan.add, signal) : []),
    ];
    for (const problem of problems) {
      this.log.warn(
        { source: this.name, title: problem.title, value: problem.value },
        'x refused a rule change',
      );
    }
    if (plan.deleteIds.length > 0 || plan.add.length > 0) {
      this.log.info(
        { source: this.name, deleted: plan.deleteIds.length, added: plan.add.length },
        'x rules updated',
      );
    }
    this.syncedRules = wanted.join('\n');
  }

  /** While connected: X applies rule changes to the open stream, so no reconnect is needed. */
  private async refreshRules(signal: AbortSignal): Promise<void> {
    if (this.syncing || signal.aborted) return;
    this.syncing = true;
    try {
      const wanted = await this.wantedRules();
      if (wanted.join('\n') !== this.syncedRules) await this.syncRules(wanted, signal);
    } catch (err) {
      if (!signal.aborted) {
        this.log.warn({ source: this.name, err: describeError(err) }, 'x rules refresh failed');
      }
    } finally {
      this.syncing = false;
    }
  }
}
