import { MESSAGES, UserConnectedPayload } from '@launchdeck/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { PresenceBroadcaster } from './presence.ts';
import { ROOMS } from './rooms.ts';
import type { RealtimeServer, RealtimeSocket } from './types.ts';

export type Gateway = {
  /** Closes the sockets of one session (logout). */
  endSession: (idHash: string) => void;
  /** Closes every socket of a user (admin kick, deleted login). */
  endUser: (username: string) => void;
  presence: PresenceBroadcaster;
};

/** Wires the session events: user_connected → auth_error | join rooms + connected_users. */
export function createGateway(
  io: RealtimeServer,
  deps: { auth: AuthService; log: FastifyBaseLogger },
): Gateway {
  const presence = new PresenceBroadcaster(io, (err) => deps.log.error({ err }, 'presence failed'));

  io.on('connection', (socket) => {
    socket.on('user_connected', (payload) => {
      authenticate(socket, payload).catch((err: unknown) => {
        deps.log.error({ err }, 'user_connected failed');
        socket.emit('socket_error', { event: 'user_connected', message: MESSAGES.internal });
      });
    });
    socket.on('disconnect', () => {
      if (socket.data.username) presence.request();
    });
  });

  async function authenticate(socket: RealtimeSocket, payload: unknown): Promise<void> {
    const parsed = UserConnectedPayload.safeParse(payload);
    if (!parsed.success) {
      socket.emit('socket_error', {
        event: 'user_connected',
        message: 'user_connected needs {sessionId} with a session id string',
      });
      return;
    }
    const session = await deps.auth.resolve(parsed.data.sessionId);
    if (!session) {
      socket.emit('auth_error', { message: MESSAGES.sessionInvalid });
      return;
    }
    if (!socket.connected) return; // left while we looked the session up
    socket.data.username = session.username;
    socket.data.sessionHash = session.idHash;
    await socket.join([ROOMS.online, ROOMS.user(session.username), ROOMS.session(session.idHash)]);
    socket.emit('session_ready', { username: session.username });
    presence.request();
  }

  return {
    endSession: (idHash) => io.in(ROOMS.session(idHash)).disconnectSockets(true),
    endUser: (username) => io.in(ROOMS.user(username)).disconnectSockets(true),
    presence,
  };
}
