import type { IncomingMessage, Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { BOT_API_PATHS, BOT_STREAM_CLOSE, BOT_STREAM_LIMITS, MESSAGES } from '@launchdeck/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { HttpError } from '../http/errors.ts';
import type { ApiKeyCaller, ApiKeyGuard } from '../http/guards.ts';
import { digestToken } from '../secrets/secrets.ts';
import type { Database } from '../storage/database.ts';
import { botEventsAfter, logBounds } from './feed-log.ts';
import type { FeedTail } from './feed-tail.ts';
import { BOT_API_MESSAGES, requireScope } from './routes.ts';
import {
  CLOSE_REASONS,
  SESSION_LIMITS,
  type SessionLimits,
  StreamSession,
} from './stream-session.ts';

export type StreamLimits = SessionLimits & {
  streamsPerKey: number;
  /** Largest frame read; a larger one closes the stream with 1009 (`ws`'s maxPayload). */
  frameMaxBytes: number;
  /** Between WebSocket pings, ms; a client that did not answer the previous ping is cut off. */
  pingMs: number;
  /**
   * How long a handshake may take to check its key, ms, before it is answered 503: engine.io
   * (Socket.IO, on the same server) ends an upgrade nothing has answered after 1 s.
   */
  handshakeMs: number;
  /** How long stop() waits for the closing handshakes before cutting the rest off, ms. */
  stopMs: number;
};

export const STREAM_LIMITS: StreamLimits = {
  ...SESSION_LIMITS,
  streamsPerKey: BOT_STREAM_LIMITS.streamsPerKey,
  frameMaxBytes: BOT_STREAM_LIMITS.frameMaxBytes,
  pingMs: BOT_STREAM_LIMITS.pingSeconds * 1000,
  handshakeMs: 800,
  stopMs: 2_000,
};

/** Events read from the log at a time while a stream replays (as GET /api/v1/posts's largest page). */
const REPLAY_PAGE = 500;
/** How long a revocation heard is remembered, for the handshakes that were checked before it, ms. */
const REVOKED_KEPT_MS = 60_000;

const BEARER = /^Bearer\s+(\S+)$/i;

export type StreamServerDeps = {
  db: Database;
  tail: FeedTail;
  /** The key's caller by its digest, to check open streams' keys again (ApiKeysRepository). */
  guard: Pick<ApiKeyGuard, 'callerOf'>;
  /** The handshake's guard and query (routes.ts streamHandshakeCheck). */
  check: (request: IncomingMessage) => Promise<{
    apiCaller: ApiKeyCaller;
    query: { since?: number | undefined };
  }>;
  log: FastifyBaseLogger;
  limits?: Partial<StreamLimits>;
};

type Stream = {
  session: StreamSession;
  socket: WebSocket;
  caller: ApiKeyCaller;
  keyHash: string;
  /** Answered the last ping (or opened since). */
  alive: boolean;
  closed: Promise<void>;
};

/**
 * GET /api/v1/stream: bots' live streams, plain WebSockets (RFC 6455, `ws`) answered on the HTTP
 * server's 'upgrade' event for that exact path (Socket.IO answers its own path on the same
 * event). The handshake is checked as the route's contract says (routes.ts, the apiKey guard and
 * the query schema, as for a plain GET) and refused with a plain HTTP answer and `{error}` before
 * upgrading: 401 a missing, unknown or revoked key; 429 past the key's calls a minute (the
 * handshake counts as one); 400 a bad `since`; 403 a key without `feed:read`; 429 past
 * `streamsPerKey` open streams of the key on this node; 503 while stopping, or when the key could
 * not be checked in `handshakeMs`; `ws`'s own 400 for a request that is not a WebSocket one.
 *
 * Each stream: `ready`, then `gap` when `since` is older than the log keeps, then the stored
 * events after `since` (or after `ready.seq`), then live ones (StreamSession). A WebSocket ping
 * every `pingMs`; a client that did not answer the previous one is cut off, and each key with
 * streams is checked again then (a revocation a node did not hear of closes its streams then).
 */
export class StreamServer {
  private readonly wss: WebSocketServer;
  private readonly limits: StreamLimits;
  private readonly streams = new Set<Stream>();
  /** Open streams and handshakes past their count check, per key id. */
  private readonly perKey = new Map<string, number>();
  /** Keys revoked lately (id → when heard). */
  private readonly revoked = new Map<string, number>();
  private server: Server | undefined;
  private keepAlive: NodeJS.Timeout | undefined;
  private stopping = false;
  private readonly onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    this.upgrade(request, socket, head);

  constructor(private readonly deps: StreamServerDeps) {
    this.limits = { ...STREAM_LIMITS, ...deps.limits };
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: this.limits.frameMaxBytes,
      perMessageDeflate: false,
      clientTracking: false,
    });
  }

  /** Answers upgrades to the stream's path on `server` from now on. */
  attach(server: Server): void {
    this.server = server;
    server.on('upgrade', this.onUpgrade);
    this.keepAlive = setInterval(() => void this.tick(), this.limits.pingMs);
    this.keepAlive.unref();
  }

  /** Streams open on this node and not closing (all keys', or one key's). */
  openStreams(keyId?: string): number {
    return [...this.streams].filter(
      (stream) => !stream.session.closed && (keyId === undefined || stream.caller.keyId === keyId),
    ).length;
  }

  /** Closes the key's streams on this node at once (4001), and any handshake checked before. */
  closeKey(keyId: string): void {
    const now = Date.now();
    for (const [id, at] of this.revoked) if (now - at > REVOKED_KEPT_MS) this.revoked.delete(id);
    this.revoked.set(keyId, now);
    for (const stream of this.streams) {
      if (stream.caller.keyId === keyId) {
        stream.session.close(BOT_STREAM_CLOSE.keyRevoked, CLOSE_REASONS.revoked);
      }
    }
  }

  /**
   * A login was disabled, deleted or its sessions ended (the admin's endUser): its streams whose
   * key no longer admits (ApiKeysRepository.callerOf needs an enabled owner) close with 4001.
   */
  async recheckUser(username: string): Promise<void> {
    await this.recheck([...this.streams].filter((stream) => stream.caller.username === username));
  }

  /**
   * One keep-alive round (every `pingMs`): cuts off each stream that did not answer the last
   * ping, pings the others, and checks each key with streams again.
   */
  async tick(): Promise<void> {
    for (const stream of this.streams) {
      if (!stream.alive) {
        stream.session.ended();
        stream.socket.terminate();
        continue;
      }
      stream.alive = false;
      stream.socket.ping();
    }
    await this.recheck([...this.streams]);
  }

  /** Closes every stream with 1001 (RFC 6455: going away) and answers no more handshakes. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.keepAlive);
    this.server?.off('upgrade', this.onUpgrade);
    const closing = [...this.streams];
    for (const stream of closing) {
      stream.session.close(BOT_STREAM_CLOSE.goingAway, CLOSE_REASONS.stopping);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.limits.stopMs);
    });
    await Promise.race([Promise.all(closing.map((stream) => stream.closed)), late]);
    clearTimeout(timer);
    for (const stream of this.streams) stream.socket.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private async recheck(streams: Stream[]): Promise<void> {
    const keys = new Map<string, Stream[]>();
    for (const stream of streams) {
      keys.set(stream.keyHash, [...(keys.get(stream.keyHash) ?? []), stream]);
    }
    for (const [keyHash, ofKey] of keys) {
      try {
        const caller = await this.deps.guard.callerOf(keyHash);
        if (caller?.scopes.includes('feed:read')) continue;
        for (const stream of ofKey) {
          stream.session.close(BOT_STREAM_CLOSE.keyRevoked, CLOSE_REASONS.keyInvalid);
        }
      } catch (error) {
        // Storage away: the streams go on, checked again at the next round.
        this.deps.log.warn({ err: errorText(error) }, 'bot stream: could not check a key');
      }
    }
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (request.url?.split('?')[0] !== BOT_API_PATHS.stream) return;
    socket.on('error', () => undefined);
    if (this.stopping) {
      refuse(socket, new HttpError(503, BOT_API_MESSAGES.stopping));
      return;
    }
    let answered = false;
    const deadline = setTimeout(() => {
      answered = true;
      refuse(socket, new HttpError(503, BOT_API_MESSAGES.busy));
    }, this.limits.handshakeMs);
    this.admit(request)
      .then((admitted) => {
        clearTimeout(deadline);
        if (answered) {
          this.release(admitted.caller.keyId);
          return;
        }
        answered = true;
        if (socket.destroyed || this.stopping) {
          this.release(admitted.caller.keyId);
          if (!socket.destroyed) refuse(socket, new HttpError(503, BOT_API_MESSAGES.stopping));
          return;
        }
        let opened = false;
        this.wss.handleUpgrade(request, socket, head, (ws) => {
          opened = true;
          this.open(ws, admitted.caller, admitted.keyHash, admitted.since);
        });
        // A handshake `ws` refused (not a WebSocket request) was answered 400 by it.
        if (!opened) this.release(admitted.caller.keyId);
      })
      .catch((error: unknown) => {
        clearTimeout(deadline);
        if (answered) return;
        answered = true;
        if (!(error instanceof HttpError)) {
          this.deps.log.error({ err: error }, 'bot stream: a handshake failed');
        }
        refuse(socket, error instanceof HttpError ? error : new HttpError(500, MESSAGES.internal));
      });
  }

  /**
   * The handshake's checks, as GET /api/v1/stream's contract runs them (401, 429 past the key's
   * calls a minute, 400), then its scope (403) and its place (429); the place is held when it
   * resolves.
   */
  private async admit(
    request: IncomingMessage,
  ): Promise<{ caller: ApiKeyCaller; keyHash: string; since: number | undefined }> {
    const { apiCaller: caller, query } = await this.deps.check(request);
    requireScope(caller, 'feed:read');
    this.hold(caller.keyId);
    // The key the guard found, by the same digest: its streams are checked again by it.
    const keyHash = digestToken(BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '');
    return { caller, keyHash, since: query.since };
  }

  /** Holds one of the key's slots; 429 when they are all taken. */
  private hold(keyId: string): void {
    const held = this.perKey.get(keyId) ?? 0;
    if (held >= this.limits.streamsPerKey) {
      throw new HttpError(429, BOT_API_MESSAGES.tooManyStreams);
    }
    this.perKey.set(keyId, held + 1);
  }

  private release(keyId: string): void {
    const held = (this.perKey.get(keyId) ?? 1) - 1;
    if (held > 0) this.perKey.set(keyId, held);
    else this.perKey.delete(keyId);
  }

  private open(
    socket: WebSocket,
    caller: ApiKeyCaller,
    keyHash: string,
    since: number | undefined,
  ): void {
    const session = new StreamSession(socket, this.limits);
    let closedNow: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => {
      closedNow = resolve;
    });
    const stream: Stream = { session, socket, caller, keyHash, alive: true, closed };
    this.streams.add(stream);
    // Before the log's head is read: every event after it is heard, or read by the replay.
    const unlisten = this.deps.tail.listen((told) => session.hear(told));
    socket.on('pong', () => {
      stream.alive = true;
    });
    socket.on('message', (data: RawData, isBinary: boolean) =>
      session.receive(bufferOf(data), isBinary),
    );
    socket.on('error', (error) =>
      this.deps.log.debug({ err: error.message }, 'bot stream: socket error'),
    );
    socket.once('close', () => {
      unlisten();
      session.ended();
      this.streams.delete(stream);
      this.release(caller.keyId);
      closedNow();
    });
    const revokedAt = this.revoked.get(caller.keyId);
    if (revokedAt !== undefined && Date.now() - revokedAt <= REVOKED_KEPT_MS) {
      session.close(BOT_STREAM_CLOSE.keyRevoked, CLOSE_REASONS.revoked);
      return;
    }
    this.start(session, since).catch((error: unknown) => {
      this.deps.log.warn({ err: errorText(error) }, 'bot stream: the replay failed');
      session.close(BOT_STREAM_CLOSE.tryAgainLater, CLOSE_REASONS.tooSlow);
    });
  }

  /** `ready`, the gap if any, the replay after `since` (or after the head), then live. */
  private async start(session: StreamSession, since: number | undefined): Promise<void> {
    const { head, oldest } = await logBounds(this.deps.db);
    session.ready(head);
    let from = since ?? head;
    // since=0 asks for everything kept (as GET /api/v1/posts reads it): no gap to tell.
    if (since !== undefined && since > 0 && oldest > since + 1) {
      session.gap(oldest);
      from = oldest - 1;
    }
    for (;;) {
      if (session.closed) return;
      const page = await botEventsAfter(this.deps.db, from, REPLAY_PAGE);
      // The log was pruned past `from` while this replay read it (once a minute, the oldest).
      if (from > 0 && page.first !== undefined && page.first > from + 1) session.gap(page.first);
      await session.replay(page.events, page.last);
      from = page.last;
      if (!page.more) break;
    }
    session.goLive();
  }
}

/** A message's bytes, whatever form `ws` handed them in. */
function bufferOf(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A plain HTTP answer on a socket not upgraded: the refusal as `{error}`, then the socket ends. */
function refuse(socket: Duplex, error: HttpError): void {
  if (socket.destroyed || !socket.writable) return;
  const body = JSON.stringify(error.toBody());
  const retry = error.status === 503 ? 'Retry-After: 1\r\n' : '';
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      retry +
      'Connection: close\r\n\r\n' +
      body,
  );
}
