import { z } from 'zod';
import { LIMITS } from './limits.ts';

/** FC §7: the session id every client payload carries. */
export const SessionId = z.string().min(1).max(LIMITS.tokenMax);

/** FC §7: user_connected {sessionId}, the first thing a socket says. */
export const UserConnectedPayload = z.object({ sessionId: SessionId });
export type UserConnectedPayload = z.infer<typeof UserConnectedPayload>;

/** auth_error: the session is unknown or expired; the browser shows Session Expired. */
export const AuthErrorPayload = z.object({ message: z.string() });
export type AuthErrorPayload = z.infer<typeof AuthErrorPayload>;

/** connected_users: usernames online now, sorted, each once. */
export const ConnectedUsersPayload = z.object({ users: z.array(z.string()) });
export type ConnectedUsersPayload = z.infer<typeof ConnectedUsersPayload>;

/** admin_alert {message}: shown in the Admin Announcement modal. */
export const AdminAlertPayload = z.object({
  message: z.string().min(1).max(LIMITS.alertMessageMax),
});
export type AdminAlertPayload = z.infer<typeof AdminAlertPayload>;

/** Answer to a payload that failed its schema: a human sentence naming the event. */
export const SocketErrorPayload = z.object({ event: z.string(), message: z.string() });
export type SocketErrorPayload = z.infer<typeof SocketErrorPayload>;

/** session_ready: a user_connected was accepted, so the browser knows who it is. */
export const SessionReadyPayload = z.object({ username: z.string() });
export type SessionReadyPayload = z.infer<typeof SessionReadyPayload>;
