import type { Socket } from 'node:net';
import { buildConnector, type Dispatcher } from 'undici';
import { OriginPools } from './origin-pools.ts';

export type ReadyConnectionsOptions = {
  /** Connections kept open, unused, for each warm origin. */
  spares?: number;
  /** A spare older than this is closed and replaced (servers and balancers drop idle ones). */
  maxAgeMs?: number;
  /** An origin stays warm this long after its last warm() or request. */
  keepWarmMs?: number;
  /** How often spares are checked for age and origins for coldness. */
  sweepMs?: number;
  /** After a failed connect, the next try waits this long. */
  retryMs?: number;
};

const DEFAULTS = {
  spares: 2,
  maxAgeMs: 20_000,
  keepWarmMs: 60_000,
  sweepMs: 2_000,
  retryMs: 1_000,
};

type Spare = { socket: Socket; openedAt: number; drop: () => void; handOver: () => void };

type Origin = {
  params: buildConnector.Options;
  /** Its URL origin, as requests name it (no default port): the pool's key in OriginPools. */
  url: string;
  spares: Spare[];
  opening: number;
  warmUntil: number;
  retryAt: number;
};

/**
 * HTTP connections opened before a click needs them, for the click's own requests. A request on a
 * reused keep-alive connection waits for the event loop's next check phase (undici checks the
 * idle connection for bytes or a close the server sent first), so it queues behind every I/O the
 * server has pending then: the feed's writes, the chat, the browsers' messages. A request on a
 * connection that never carried one goes out at once. `dispatcher` serves each request on such a
 * connection (opened ahead while its origin is warm, or now if none is ready) and closes it after
 * the answer, so no click request ever reuses one; a spare that the server closes or writes to
 * before any request is dropped, never handed out.
 */
export class ReadyConnections {
  readonly dispatcher: Dispatcher;
  private readonly settings: Required<ReadyConnectionsOptions>;
  private readonly connect = buildConnector({});
  private readonly origins = new Map<string, Origin>();
  private readonly pools: OriginPools;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(options: ReadyConnectionsOptions = {}) {
    this.settings = { ...DEFAULTS, ...options };
    this.pools = new OriginPools((params, callback) => this.take(params, callback));
    this.dispatcher = this.pools;
  }

  /** Keeps spares open to `url`'s origin from now until keepWarmMs after the last use. */
  warm(url: string): void {
    const { protocol, hostname, port } = new URL(url);
    this.refill(this.origin({ protocol, hostname, port }));
  }

  /** Spares open to `url`'s origin now (for tests and the bench). */
  ready(url: string): number {
    return this.origins.get(keyOf(new URL(url)))?.spares.length ?? 0;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
    for (const origin of this.origins.values())
      for (const spare of [...origin.spares]) spare.drop();
    this.origins.clear();
    await this.pools.close();
  }

  private take(params: buildConnector.Options, callback: buildConnector.Callback): void {
    const origin = this.origin(params);
    const spare = origin.spares.shift();
    // Opening a connection costs a few tenths of a millisecond: once the request is out.
    setImmediate(() => this.refill(origin));
    if (!spare) {
      this.connect(params, callback);
      return;
    }
    spare.handOver();
    // undici writes the request once its connect callback runs; called back inside its own
    // connect it would not resume, so on the next tick (before any I/O is polled).
    process.nextTick(callback, null, spare.socket);
  }

  private origin(params: Pick<buildConnector.Options, 'protocol' | 'hostname' | 'port'>): Origin {
    const key = keyOf(params);
    let origin = this.origins.get(key);
    if (!origin) {
      const { protocol, hostname, port } = params;
      origin = {
        params: { protocol, hostname, port },
        url: new URL(`${protocol}//${hostname}${port ? `:${port}` : ''}`).origin,
        spares: [],
        opening: 0,
        warmUntil: 0,
        retryAt: 0,
      };
      this.origins.set(key, origin);
    }
    origin.warmUntil = Date.now() + this.settings.keepWarmMs;
    this.sweeper ??= setInterval(() => this.sweep(), this.settings.sweepMs).unref();
    return origin;
  }

  private refill(origin: Origin): void {
    while (
      origin.spares.length + origin.opening < this.settings.spares &&
      Date.now() >= origin.retryAt
    ) {
      origin.opening++;
      this.connect(origin.params, (error, socket) => {
        origin.opening--;
        if (error || !socket) {
          origin.retryAt = Date.now() + this.settings.retryMs;
          return;
        }
        if (this.origins.get(keyOf(origin.params)) !== origin) socket.destroy();
        else this.keep(origin, socket);
      });
    }
  }

  private keep(origin: Origin, socket: Socket): void {
    const drop = () => {
      const at = origin.spares.indexOf(spare);
      if (at >= 0) origin.spares.splice(at, 1);
      socket.destroy();
    };
    const spare: Spare = {
      socket,
      openedAt: Date.now(),
      drop,
      handOver: () => {
        socket.off('close', drop).off('readable', drop).off('error', drop).ref();
        closeOnNextTurn(socket);
      },
    };
    // Before any request, the server has nothing to say: bytes or a close retire the spare.
    socket.on('close', drop).on('readable', drop).on('error', drop).unref();
    origin.spares.push(spare);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, origin] of this.origins) {
      const cold = now > origin.warmUntil;
      for (const spare of [...origin.spares])
        if (cold || now - spare.openedAt > this.settings.maxAgeMs) spare.drop();
      if (cold) {
        this.origins.delete(key);
        this.pools.forget(origin.url);
      } else this.refill(origin);
    }
    if (this.origins.size === 0) {
      clearInterval(this.sweeper);
      this.sweeper = undefined;
    }
  }
}

/**
 * undici closes a connection that carried its one request (`reset`) as it reads the answer's last
 * byte, and the close's bookkeeping (undici's client and pool, on the socket's close) ran before
 * the code awaiting that answer: about 0.25 ms between each answer of a click and its next request.
 * The close now waits for the next turn of the event loop. Meanwhile undici puts no request on the
 * connection: a connection marked for reset counts as busy. The close's reason, when it is only
 * undici's note that the connection is done ('UND_ERR_INFO'), is left out: undici ignores it, and
 * Node would format its stack, another 0.1–0.2 ms.
 */
function closeOnNextTurn(socket: Socket): void {
  const destroy = socket.destroy.bind(socket);
  socket.destroy = (error?: Error) => {
    const note = (error as { code?: unknown } | undefined)?.code === 'UND_ERR_INFO';
    setImmediate(destroy, note ? undefined : error);
    return socket;
  };
}

function keyOf({ protocol, hostname, port }: Pick<URL, 'protocol' | 'hostname' | 'port'>) {
  return `${protocol}//${hostname}:${port || (protocol === 'https:' ? '443' : '80')}`;
}

/** The process's ready connections for the deploy click's requests, on every platform. */
export const CLICK_CONNECTIONS = new ReadyConnections();
