import {
  type ClientToServerEvents,
  PROTOCOL_VERSION,
  type ServerToClientEvents,
  SOCKET_OPTIONS,
  type SocketHandshake,
} from '@launchdeck/protocol';
import { io, type Socket } from 'socket.io-client';

/** The app's one realtime connection, typed by the protocol's event maps. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Builds an unconnected socket; stores take a factory so tests can hand them a fake. */
export type SocketFactory = () => AppSocket;

/**
 * Same origin, FC §7 reconnection settings, unlimited attempts. The session store connects it on
 * login and disconnects it on logout or an ended session. Components never open sockets.
 */
export const createAppSocket: SocketFactory = () =>
  io({
    ...SOCKET_OPTIONS,
    reconnection: true,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    autoConnect: false,
    // FC §7: the feed socket is websocket only (also spares a scaled-out server sticky sessions).
    transports: ['websocket'],
    auth: handshake({}),
  });

/** The handshake `auth`: always this build's protocol version, plus what the caller adds. */
export function handshake(fields: Omit<SocketHandshake, 'protocolVersion'>): SocketHandshake {
  return { protocolVersion: PROTOCOL_VERSION, ...fields };
}
