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

/**
 * session_ready: a user_connected was accepted, so the browser knows who it is. Ours:
 * `canDeploy`, whether this login may launch tokens now (DA §2 Access Denied for the rest), so the
 * browser refuses before any form opens; absent (an older server), the browser lets the server
 * decide at the launch.
 */
export const SessionReadyPayload = z.object({
  username: z.string(),
  canDeploy: z.boolean().optional(),
});
export type SessionReadyPayload = z.infer<typeof SessionReadyPayload>;

/**
 * deploy_access (ours): the login's right to launch tokens changed (the admin's Can deploy switch,
 * a disabled or removed login), to every window of that user on every node.
 */
export const DeployAccessPayload = z.object({ canDeploy: z.boolean() });
export type DeployAccessPayload = z.infer<typeof DeployAccessPayload>;
