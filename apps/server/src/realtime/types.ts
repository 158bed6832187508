import type { ClientToServerEvents, ServerToClientEvents } from '@launchdeck/protocol';
import type { Server, Socket } from 'socket.io';

/** What the server remembers about an accepted socket. */
export type SocketData = {
  username?: string;
  userId?: number;
  sessionHash?: string;
  /** When the socket's session expires (ms since the epoch). */
  sessionExpiresAt?: number;
};

// biome-ignore lint/complexity/noBannedTypes: no inter-server events yet
type InterServerEvents = {};

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
