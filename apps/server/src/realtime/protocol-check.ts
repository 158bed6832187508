import { MESSAGES, PROTOCOL_VERSION } from '@launchdeck/protocol';
import type { RealtimeServer } from './types.ts';

/**
 * Refuses a handshake from a browser built for another version of the socket contract, before
 * any event is read: it is told to reload (MESSAGES.appUpdated, as the connect_error's message)
 * instead of having its events refused one by one. A handshake without a version is an old build.
 */
export function requireProtocolVersion(io: RealtimeServer): void {
  io.use((socket, next) => {
    const auth: unknown = socket.handshake.auth;
    const version =
      typeof auth === 'object' && auth !== null
        ? (auth as { protocolVersion?: unknown }).protocolVersion
        : undefined;
    if (version === PROTOCOL_VERSION) return next();
    next(Object.assign(new Error(MESSAGES.appUpdated), { data: { version: PROTOCOL_VERSION } }));
  });
}
