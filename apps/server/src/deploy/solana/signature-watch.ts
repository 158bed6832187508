import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

/** What the network said of a watched signature: it executed, with this error or null. */
export type SignatureWord = { err: unknown };

export type Watching = {
  /** The network's word, or null once none can come (the connection dropped, the node refused). */
  word: Promise<SignatureWord | null>;
  /** Stops watching: the answer came another way, or the launch ended. */
  stop(): void;
};

type Watch = {
  resolve(word: SignatureWord | null): void;
  subscription?: number;
  stopped: boolean;
};

export type SignatureWatchLog = { warn(message: string): void; info(message: string): void };

/** What the operator reads of the pubsub endpoint. */
export const SIGNATURE_WATCH_NOTES = {
  unreachable:
    "The Solana RPC's pubsub endpoint (SOLANA_WS_URL) cannot be reached: launch confirmations poll getSignatureStatuses every 400 ms until it can",
  reached: "The Solana RPC's pubsub endpoint answers again: launch confirmations listen to it",
} as const;

/** After a failed connection, launches poll for this long before it is tried again. */
const RETRY_AFTER_MS = 5_000;
/** Providers close a WebSocket that is quiet for minutes; a ping keeps it open between launches. */
const PING_MS = 30_000;

/**
 * Solana's `signatureSubscribe`, over the RPC node's WebSocket (pubsub) endpoint: the network's
 * word that a transaction is confirmed reaches the launch as the node has it, instead of at the
 * next `getSignatureStatuses` poll, one Solana slot (400 ms) apart. One connection, opened ahead
 * of a launch and kept open with pings; each subscription is one notification long (the node
 * ends it after notifying). While the connection is not open, `watch` answers null and
 * confirmation polls as it always did; a watch the connection drops ends with null the same way.
 */
export class SignatureWatch {
  private socket: WebSocket | undefined;
  private failedAt = Number.NEGATIVE_INFINITY;
  private closed = false;
  private nextId = 1;
  /** Subscriptions asked for, by request id, until the node answers with their subscription id. */
  private readonly asked = new Map<number, Watch>();
  private readonly subscribed = new Map<number, Watch>();

  /** Whether the operator was told the endpoint is unreachable, and not yet that it answers. */
  private warned = false;

  /**
   * `log`: told once when the endpoint cannot be reached (confirmations then poll) and once when
   * it answers again; the URL is never logged (a provider's key may sit in it).
   */
  constructor(
    private readonly url: string,
    private readonly log?: SignatureWatchLog,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Whether watches can be made now. */
  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Opens the connection if it is not open (not within 5 s of a failed try). */
  open(): void {
    if (this.closed || this.socket || this.now() - this.failedAt < RETRY_AFTER_MS) return;
    const socket = new WebSocket(this.url, { perMessageDeflate: false });
    this.socket = socket;
    let pinger: NodeJS.Timeout | undefined;
    socket.on('open', () => {
      pinger = setInterval(() => socket.ping(), PING_MS);
      pinger.unref();
      if (this.warned) this.log?.info(SIGNATURE_WATCH_NOTES.reached);
      this.warned = false;
    });
    socket.on('message', (data) => this.receive(String(data)));
    // 'close' follows every error; the watches end there.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(pinger);
      if (pinger === undefined) {
        this.failedAt = this.now();
        if (!this.warned && !this.closed) this.log?.warn(SIGNATURE_WATCH_NOTES.unreachable);
        this.warned = true;
      }
      if (this.socket === socket) this.socket = undefined;
      this.endAll();
    });
  }

  /**
   * Watches `signature` until the network says it is confirmed (or executed and failed); null
   * when the connection is not open (it starts opening). Ends with the signal.
   */
  watch(signature: string, signal: AbortSignal): Watching | null {
    this.open();
    const socket = this.socket;
    if (!socket || !this.isOpen || signal.aborted) return null;
    let resolve: (word: SignatureWord | null) => void = () => {};
    const word = new Promise<SignatureWord | null>((r) => {
      resolve = r;
    });
    const watch: Watch = { resolve, stopped: false };
    const id = this.nextId++;
    this.asked.set(id, watch);
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id,
        method: 'signatureSubscribe',
        params: [signature, { commitment: 'confirmed' }],
      }),
    );
    const stop = () => {
      if (watch.stopped) return;
      watch.stopped = true;
      signal.removeEventListener('abort', stop);
      if (watch.subscription !== undefined && this.subscribed.delete(watch.subscription))
        this.unsubscribe(watch.subscription);
      resolve(null);
    };
    signal.addEventListener('abort', stop, { once: true });
    void word.then(() => signal.removeEventListener('abort', stop));
    return { word, stop };
  }

  /** Ends every watch and the connection for good (shutdown). */
  close(): void {
    this.closed = true;
    this.socket?.terminate();
    this.socket = undefined;
    this.endAll();
  }

  private receive(text: string): void {
    let message: { id?: unknown; result?: unknown; method?: unknown; params?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return;
    }
    if (typeof message.id === 'number') {
      const watch = this.asked.get(message.id);
      if (!watch) return;
      this.asked.delete(message.id);
      if (typeof message.result !== 'number') watch.resolve(null);
      else if (watch.stopped) this.unsubscribe(message.result);
      else {
        watch.subscription = message.result;
        this.subscribed.set(message.result, watch);
      }
      return;
    }
    if (message.method !== 'signatureNotification') return;
    const params = message.params as { subscription?: unknown; result?: { value?: unknown } };
    const subscription = params?.subscription;
    if (typeof subscription !== 'number') return;
    const watch = this.subscribed.get(subscription);
    if (!watch) return;
    this.subscribed.delete(subscription);
    const value = params.result?.value;
    // A 'receivedSignature' notice (asked for with enableReceivedNotification; we do not) says
    // nothing of the outcome.
    watch.resolve(
      value !== null && typeof value === 'object' && 'err' in value ? { err: value.err } : null,
    );
  }

  private unsubscribe(subscription: number): void {
    this.socket?.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: this.nextId++,
        method: 'signatureUnsubscribe',
        params: [subscription],
      }),
    );
  }

  private endAll(): void {
    for (const watch of [...this.asked.values(), ...this.subscribed.values()]) watch.resolve(null);
    this.asked.clear();
    this.subscribed.clear();
  }
}

/**
 * The pubsub endpoint of a Solana RPC URL, as web3.js derives it: ws for http, wss for https,
 * and the next port when one is given (a validator serves pubsub on its RPC port + 1).
 */
export function pubsubUrlOf(rpcUrl: string): string {
  const url = new URL(rpcUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (url.port) url.port = String(Number(url.port) + 1);
  return url.toString();
}
