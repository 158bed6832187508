import diagnostics from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

/** One HTTP request made in this process, its times on performance.now()'s clock. */
export type PlatformRequest = {
  url: string;
  body: unknown;
  /** fetch was called. */
  called: number;
  /** Its first bytes were written to the socket. */
  sent: number;
  /** Its answer was received in full (or the request failed). */
  answered: number;
};

type UndiciRequest = { origin: string; path: string; body?: unknown };

/**
 * Times every HTTP request this process makes, on performance.now()'s clock, the one the server's
 * stage timings use. The platform clients speak over fetch (viem's http transport too) or, the
 * Solana JSON-RPC client, undici's request, seen from undici's own channels; the bench, the
 * server and the platforms' fakes share one process. A request is
 * waiting on its platform from its first byte written to the last byte of its answer, as undici
 * reports them on its diagnostics channels; building it and reading its answer (fetch's own
 * plumbing, the JSON) is the server's own work. Only clock reads and references are taken on the
 * request's path: what each request was is read later. The Solana node's signature subscriptions
 * (a WebSocket) are recorded as requests too: from the subscription's frame to its notification.
 */
export class PlatformRequests {
  private recorded: PlatformRequest[] = [];
  private readonly byRequest = new WeakMap<object, PlatformRequest>();
  private readonly matched = new WeakSet<PlatformRequest>();
  private original: typeof fetch | undefined;
  private restorePubsub: (() => void) | undefined;
  private readonly listeners: [string, (message: unknown) => void][] = [
    ['undici:request:create', (m) => this.created((m as { request: UndiciRequest }).request)],
    ['undici:client:sendHeaders', (m) => this.mark(m, 'sent')],
    ['undici:request:trailers', (m) => this.mark(m, 'answered')],
    ['undici:request:error', (m) => this.mark(m, 'answered')],
  ];

  start(): void {
    this.watchPubsub();
    const original = globalThis.fetch;
    this.original = original;
    globalThis.fetch = (input, init) => {
      this.recorded.push({
        url: String(input instanceof Request ? input.url : input),
        body: init?.body,
        called: performance.now(),
        sent: Number.NaN,
        answered: Number.NaN,
      });
      return original(input, init);
    };
    for (const [name, listener] of this.listeners) diagnostics.subscribe(name, listener);
  }

  stop(): void {
    this.restorePubsub?.();
    if (this.original) globalThis.fetch = this.original;
    for (const [name, listener] of this.listeners) diagnostics.unsubscribe(name, listener);
  }

  /** The requests recorded since the last call (in flight ones included); they are forgotten. */
  take(): PlatformRequest[] {
    const taken = this.recorded;
    this.recorded = [];
    return taken;
  }

  /**
   * The Solana node's signature notifications, over a WebSocket (`ws`, the server's client): a
   * subscription waits on the platform from the frame asking for it written to the notification
   * read, as an HTTP request from its first byte to its answer's last. Client sockets only (a
   * server's socket, the fake's, has no URL).
   */
  private watchPubsub(): void {
    const { send, emit } = WebSocket.prototype;
    const asked = new Map<number, PlatformRequest>();
    const bySubscription = new Map<number, PlatformRequest>();
    const self = this;
    WebSocket.prototype.send = function (this: WebSocket, data: unknown, ...rest: unknown[]) {
      if (this.url && typeof data === 'string' && data.includes('"signatureSubscribe"')) {
        const now = performance.now();
        const entry = { url: this.url, body: data, called: now, sent: now, answered: Number.NaN };
        self.recorded.push(entry);
        asked.set((JSON.parse(data) as { id: number }).id, entry);
      }
      return (send as (...args: unknown[]) => void).call(this, data, ...rest);
    } as typeof send;
    WebSocket.prototype.emit = function (
      this: WebSocket,
      event: string | symbol,
      ...args: unknown[]
    ) {
      if (event === 'message' && this.url) {
        const text = String(args[0]);
        if (text.includes('"signatureNotification"')) {
          const { params } = JSON.parse(text) as { params: { subscription: number } };
          const entry = bySubscription.get(params.subscription);
          if (entry) entry.answered = performance.now();
        } else if (text.includes('"result"')) {
          const { id, result } = JSON.parse(text) as { id: number; result: unknown };
          const entry = asked.get(id);
          asked.delete(id);
          if (entry && typeof result === 'number') bySubscription.set(result, entry);
        }
      }
      return emit.call(this, event, ...args);
    };
    this.restorePubsub = () => {
      WebSocket.prototype.send = send;
      WebSocket.prototype.emit = emit;
    };
  }

  /** undici's request for a fetch: the oldest recorded fetch to that URL still unmatched. */
  private created(request: UndiciRequest): void {
    const url = `${request.origin}${request.path}`;
    // fetch was given 'http://host:port' for 'http://host:port/' at times (the Solana RPC's URL).
    let entry = this.recorded.find(
      (r) => !this.matched.has(r) && (r.url === url || `${r.url}/` === url),
    );
    if (!entry) {
      // Not through fetch: undici's request (the Solana JSON-RPC client) is seen from here on.
      entry = {
        url,
        body: Buffer.isBuffer(request.body) ? request.body.toString('utf8') : request.body,
        called: performance.now(),
        sent: Number.NaN,
        answered: Number.NaN,
      };
      this.recorded.push(entry);
    }
    this.matched.add(entry);
    this.byRequest.set(request, entry);
  }

  private mark(message: unknown, time: 'sent' | 'answered'): void {
    const entry = this.byRequest.get((message as { request: object }).request);
    if (entry && Number.isNaN(entry[time])) entry[time] = performance.now();
  }
}

/** A JSON-RPC request's method, else the URL's path: what a platform was asked. */
export function callOf(request: PlatformRequest): string {
  if (typeof request.body === 'string' && request.body.startsWith('{')) {
    try {
      const { method } = JSON.parse(request.body) as { method?: unknown };
      if (typeof method === 'string') return method;
    } catch {
      // not JSON-RPC: named by its path below
    }
  }
  return new URL(request.url).pathname;
}

/** The calls that send a signed transaction to a chain. */
export const SEND_CALLS = new Set(['sendTransaction', 'eth_sendRawTransaction']);

/** When the request went out and came back; a request undici did not report counts from the call. */
export function spanOf(r: PlatformRequest, to: number): readonly [number, number] {
  return [Number.isNaN(r.sent) ? r.called : r.sent, Number.isNaN(r.answered) ? to : r.answered];
}

/**
 * How long, within [from, to], at least one of the requests was on the wire or waiting for its
 * answer: requests made in parallel are counted once.
 */
export function waitingMs(requests: PlatformRequest[], from: number, to: number): number {
  const spans = requests
    .map((r) => spanOf(r, to))
    .map(([sent, answered]) => [Math.max(sent, from), Math.min(answered, to)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reached = from;
  for (const [start, end] of spans) {
    if (end <= reached) continue;
    total += end - Math.max(start, reached);
    reached = end;
  }
  return total;
}
