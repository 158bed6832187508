import {
  ClientEvents,
  MESSAGES,
  parseIncoming,
  type SessionEndReason,
  SocketHandshake,
} from '@launchdeck/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { PresenceBroadcaster } from '../realtime/presence.ts';
import { requireProtocolVersion } from '../realtime/protocol-check.ts';
import { ROOMS } from '../realtime/rooms.ts';
import type { RealtimeServer, RealtimeSocket } from '../realtime/types.ts';
import type { AuthService } from './service.ts';

export type Gateway = {
  /**
   * Tells the sockets of one session it ended (auth_error, with why: expired by default), then
   * closes them (logout, expiry, or `ended_elsewhere` from the trader's other device).
   */
  endSession: (idHash: string, reason?: SessionEndReason) => void;
  /** As endSession, for every socket of a user (admin kick, deleted login). */
  endUser: (username: string) => void;
  /** The ids of the sockets signed in with one session, on every node (its open windows). */
  socketsOf: (idHash: string) => Promise<string[]>;
  presence: PresenceBroadcaster;
};

export type GatewayDeps = {
  auth: AuthService;
  log: FastifyBaseLogger;
  /** Called once a socket is authenticated, with the handshake's lastSeq when it sent one. */
  onAuthenticated: (socket: RealtimeSocket, lastSeq: number | undefined) => Promise<void>;
  /** A translator is set up (issue 50): session_ready tells the browser, which hides Translate without. */
  canTranslate?: boolean;
};

/**
 * Wires the session events: a session id, from `user_connected` (FC §7) or from the handshake's
 * `auth` (reconnects with `lastSeq`), leads to auth_error or to the user's rooms + presence.
 */
export function createGateway(io: RealtimeServer, deps: GatewayDeps): Gateway {
  const presence = new PresenceBroadcaster(io, (err) => deps.log.error({ err }, 'presence failed'));
  requireProtocolVersion(io);

  io.on('connection', (socket) => {
    const fail = (err: unknown) => {
      deps.log.error({ err }, 'user_connected failed');
      socket.emit('socket_error', { event: 'user_connected', message: MESSAGES.internal });
    };
    const handshake = SocketHandshake.safeParse(socket.handshake.auth);
    const lastSeq = handshake.success ? handshake.data.lastSeq : undefined;
    // One authentication per socket: a user_connected repeated (or racing the handshake) is ignored.
    let state: 'idle' | 'pending' | 'done' = 'idle';
    const begin = (payload: unknown) => {
      if (state !== 'idle') return;
      state = 'pending';
      authenticate(socket, payload, lastSeq).then(
        (ok) => {
          state = ok ? 'done' : 'idle';
        },
        (err: unknown) => {
          state = 'idle';
          fail(err);
        },
      );
    };
    if (handshake.success && handshake.data.sessionId)
      begin({ sessionId: handshake.data.sessionId });
    socket.on('user_connected', begin);
    socket.on('disconnect', () => {
      if (socket.data.username) presence.request();
    });
  });

  async function authenticate(
    socket: RealtimeSocket,
    payload: unknown,
    lastSeq: number | undefined,
  ): Promise<boolean> {
    const parsed = parseIncoming(ClientEvents.user_connected, payload);
    if (!parsed.success) {
      // A payload too deep to read says so; any other says what the event needs.
      const tooDeep = parsed.error.issues[0]?.message === MESSAGES.nestedTooDeep;
      socket.emit('socket_error', {
        event: 'user_connected',
        message: tooDeep
          ? MESSAGES.nestedTooDeep
          : 'user_connected needs {sessionId} with a session id string',
      });
      return false;
    }
    const session = await deps.auth.resolve(parsed.data.sessionId);
    if (!session) {
      socket.emit('auth_error', { message: MESSAGES.sessionInvalid });
      return false;
    }
    if (!socket.connected) return true; // left while we looked the session up
    socket.data.username = session.username;
    socket.data.userId = session.userId;
    socket.data.sessionHash = session.idHash;
    socket.data.sessionExpiresAt = session.expiresAt.getTime();
    await socket.join([ROOMS.online, ROOMS.user(session.username), ROOMS.session(session.idHash)]);
    // DA §6: the reserved admin always may deploy; anyone else as the admin set it.
    const canDeploy = session.canDeploy || deps.auth.isAdmin(session.username);
    const canTranslate = deps.canTranslate ?? false;
    socket.emit('session_ready', { username: session.username, canDeploy, canTranslate });
    presence.request();
    await deps.onAuthenticated(socket, lastSeq);
    return true;
  }

  // FC §4: auth_error first, so the browser shows Session Expired; a server-side close without
  // it (a restart, a deploy) is a lost connection that the browser reconnects from.
  const endRoom = (room: string, reason: SessionEndReason = 'expired') => {
    io.to(room).emit('auth_error', { message: MESSAGES.sessionInvalid, reason });
    io.in(room).disconnectSockets(true);
  };

  return {
    endSession: (idHash, reason) => endRoom(ROOMS.session(idHash), reason),
    endUser: (username) => endRoom(ROOMS.user(username)),
    socketsOf: async (idHash) =>
      (await io.in(ROOMS.session(idHash)).fetchSockets()).map((socket) => socket.id),
    presence,
  };
}
