import { z } from 'zod';
import { SessionId } from './session-events.ts';

/**
 * The version of the socket contract (events.ts). A browser still running an older build sends
 * its version at the handshake and is refused with MESSAGES.appUpdated, instead of sending
 * payloads the server would reject one by one. Raise it whenever an event or payload changes in
 * a way an older browser could not follow.
 */
export const PROTOCOL_VERSION = 1;

/**
 * Socket.IO handshake `auth`: the contract version, and on a reconnect the session and where the
 * feed left off, so the server authenticates at once and replays what was missed.
 */
export const SocketHandshake = z.object({
  protocolVersion: z.number().int().nonnegative(),
  sessionId: SessionId.optional(),
  lastSeq: z.number().int().nonnegative().optional(),
});
export type SocketHandshake = z.infer<typeof SocketHandshake>;
