import { performance } from 'node:perf_hooks';
import { PROTOCOL_VERSION, SOCKET_OPTIONS } from '@launchdeck/protocol';
import { io, type Socket } from 'socket.io-client';

/**
 * A logged-in browser's feed connection as the web app makes it: FC §7 reconnection settings,
 * unlimited attempts, websocket only, and a handshake carrying `{sessionId, lastSeq}` so a
 * reconnect is answered with a replay of the events it missed. It records what it hears after
 * `mark()`, with timestamps, for the reconnect storm.
 */
export class FeedReader {
  readonly socket: Socket;
  lastSeq: number | undefined;
  /** Seqs of the feed events received since mark(), in arrival order. */
  received: number[] = [];
  /** initialTweets since mark(): the server could not replay and sent a fresh load instead. */
  freshLoads = 0;
  /** session_ready since mark() (performance.now()). */
  readyAt: number | undefined;
  /** The latest reconnection attempt the client started (performance.now()). */
  lastAttemptAt: number | undefined;
  /** The attempt that led to readyAt: the server's share of the reconnect is readyAt − this. */
  readyAttemptAt: number | undefined;
  /** When the expected number of events had arrived since mark(). */
  caughtUpAt: number | undefined;
  expectedEvents = 0;
  /** connected_users broadcasts received since mark(): each (re)connect anywhere may send one. */
  presenceUpdates = 0;
  /** Failed attempts, with when the attempt began (a refusal may be heard late under load). */
  connectErrors: Array<{ attemptAt: number; message: string }> = [];
  errors: string[] = [];

  constructor(url: string, sessionId: string) {
    this.socket = io(url, {
      ...SOCKET_OPTIONS,
      reconnection: true,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
      transports: ['websocket'],
      forceNew: true,
      // Read on every (re)connect, as the web app's handshake is.
      auth: (cb) =>
        cb({
          protocolVersion: PROTOCOL_VERSION,
          sessionId,
          ...(this.lastSeq === undefined ? {} : { lastSeq: this.lastSeq }),
        }),
    });
    this.socket.io.on('reconnect_attempt', () => {
      this.lastAttemptAt = performance.now();
    });
    this.socket.on('connect_error', (err) =>
      this.connectErrors.push({
        attemptAt: this.lastAttemptAt ?? 0,
        message: `${err.message}${transportCause(err)}`,
      }),
    );
    this.socket.on('session_ready', () => {
      if (this.readyAt !== undefined) return;
      this.readyAt = performance.now();
      this.readyAttemptAt = this.lastAttemptAt;
    });
    this.socket.on('initialTweets', (posts: Array<{ seq: number }>) => {
      this.freshLoads++;
      const head = posts.reduce<number | undefined>(
        (max, p) => Math.max(max ?? 0, p.seq),
        undefined,
      );
      this.lastSeq = head ?? this.lastSeq;
    });
    this.socket.on('connected_users', () => {
      this.presenceUpdates++;
    });
    this.socket.on('auth_error', (e: { message: string }) =>
      this.errors.push(`auth_error: ${e.message}`),
    );
    this.socket.on('socket_error', (e: { message: string }) =>
      this.errors.push(`socket_error: ${e.message}`),
    );
    this.socket.onAny((event: string, payload: unknown) => {
      if (event === 'initialTweets') return;
      const seq = (payload as { seq?: unknown } | null)?.seq;
      if (typeof seq !== 'number') return;
      this.received.push(seq);
      if (this.lastSeq === undefined || seq > this.lastSeq) this.lastSeq = seq;
      if (this.caughtUpAt === undefined && this.received.length >= this.expectedEvents)
        this.caughtUpAt = performance.now();
    });
  }

  /** Resolves once the first load (initialTweets) has arrived. */
  loaded(): Promise<void> {
    if (this.freshLoads > 0) return Promise.resolve();
    return new Promise((resolve) => this.socket.once('initialTweets', () => resolve()));
  }

  /** Starts a new observation: what arrives from now on, expecting `expectedEvents` events. */
  mark(expectedEvents: number): void {
    this.received = [];
    this.freshLoads = 0;
    this.readyAt = undefined;
    this.readyAttemptAt = undefined;
    this.caughtUpAt = undefined;
    this.expectedEvents = expectedEvents;
    this.presenceUpdates = 0;
    this.connectErrors = [];
    this.errors = [];
  }

  close(): void {
    this.socket.disconnect();
  }
}

/** The transport's own error under a "websocket error" (ECONNREFUSED, a timeout, ...). */
function transportCause(err: Error): string {
  const description = (err as Error & { description?: unknown }).description;
  const inner = (description as { error?: unknown } | undefined)?.error ?? description;
  if (inner instanceof Error) return ` (${(inner as NodeJS.ErrnoException).code ?? inner.message})`;
  return '';
}
