import { ROOMS } from './rooms.ts';
import type { RealtimeServer } from './types.ts';

/** One authenticated socket: whose, and on which session. */
export type Connection = { username: string; sessionHash: string | undefined };

/** Every authenticated socket on every node, asked of the adapter each time (never cached). */
export type Connections = () => Promise<Connection[]>;

export function connectionsOf(io: RealtimeServer): Connections {
  return async () => {
    const sockets = await io.in(ROOMS.online).fetchSockets();
    return sockets.flatMap(({ data }) =>
      data.username ? [{ username: data.username, sessionHash: data.sessionHash }] : [],
    );
  };
}

/** The distinct users behind some connections, by lowercase name (one user, many tabs). */
export function onlineNames(connections: readonly Connection[]): Set<string> {
  return new Set(connections.map((c) => c.username.toLowerCase()));
}
