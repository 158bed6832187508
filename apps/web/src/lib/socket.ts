import {
  type ClientToServerEvents,
  PROTOCOL_VERSION,
  type ServerToClientEvents,
  SOCKET_OPTIONS,
  type SocketHandshake,
} from '@launchdeck/protocol';
import type { Socket } from 'socket.io-client';

/** The app's one realtime connection, typed by the protocol's event maps. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Builds an unconnected socket, at once or once its code has loaded; stores take a factory so
 * tests can hand them a fake.
 */
export type SocketFactory = () => AppSocket | Promise<AppSocket>;

/**
 * The Socket.IO client is loaded after the login form shows (`preloadSocketClient`), not before:
 * the first socket is needed only once the trader has logged in.
 */
const loadSocketClient = () => import('socket.io-client');

/** Starts the Socket.IO client's download; `createAppSocket` then finds it loaded. */
export function preloadSocketClient(): void {
  loadSocketClient().catch(() => {
    // Offline now: createAppSocket loads it again, and reports a failure, when it is needed.
  });
}

/**
 * Same origin, FC §7 reconnection settings, unlimited attempts. The session store connects it on
 * login and disconnects it on logout or an ended session. Components never open sockets.
 */
export const createAppSocket: SocketFactory = async () => {
  const { io } = await loadSocketClient();
  return io({
    ...SOCKET_OPTIONS,
    reconnection: true,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    autoConnect: false,
    // FC §7: the feed socket is websocket only (also spares a scaled-out server sticky sessions).
    transports: ['websocket'],
    auth: handshake({}),
  });
};

/** The handshake `auth`: always this build's protocol version, plus what the caller adds. */
export function handshake(fields: Omit<SocketHandshake, 'protocolVersion'>): SocketHandshake {
  return { protocolVersion: PROTOCOL_VERSION, ...fields };
}

/**
 * FC §7 backoff (1 s doubling to 5 s, jitter 0.5) for a reconnect the app starts itself: Socket.IO
 * reconnects on its own after a lost connection, but not after the server closed the socket.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const { reconnectionDelay, reconnectionDelayMax, randomizationFactor } = SOCKET_OPTIONS;
  const base = Math.min(reconnectionDelayMax, reconnectionDelay * 2 ** attempt);
  const jittered = base * (1 + randomizationFactor * (2 * random() - 1));
  return Math.round(Math.min(reconnectionDelayMax, jittered));
}
