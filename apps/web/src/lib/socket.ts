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
let client: typeof import('socket.io-client') | null = null;
const loadSocketClient = () =>
  import('socket.io-client').then((module) => {
    client = module;
    return module;
  });

/** Starts the Socket.IO client's download; `createAppSocket` then finds it loaded. */
export function preloadSocketClient(): void {
  loadSocketClient().catch(() => {
    // Offline now: createAppSocket loads it again, and reports a failure, when it is needed.
  });
}

const openSocket = ({ io }: typeof import('socket.io-client')): AppSocket =>
  io({
    ...SOCKET_OPTIONS,
    reconnection: true,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    autoConnect: false,
    // FC §7: the feed socket is websocket only (also spares a scaled-out server sticky sessions).
    transports: ['websocket'],
    auth: handshake({}),
  });

/**
 * Same origin, FC §7 reconnection settings, unlimited attempts. The session store connects it on
 * login and disconnects it on logout or an ended session. Components never open sockets. Once the
 * client is loaded the socket is made at once, so it starts connecting before the logged-in view
 * renders rather than after.
 */
export const createAppSocket: SocketFactory = () =>
  client ? openSocket(client) : loadSocketClient().then(openSocket);

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
