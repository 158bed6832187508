import { z } from 'zod';
import { LIMITS } from './limits.ts';

/** FC §7: the session id every client payload carries. */
export const SessionId = z.string().min(1).max(LIMITS.tokenMax);

/** FC §7: user_connected {sessionId}, the first thing a socket says. */
export const UserConnectedPayload = z.object({ sessionId: SessionId });
export type UserConnectedPayload = z.infer<typeof UserConnectedPayload>;

/**
 * Why a session ended (issue 50), so the browser says so: `expired` (its time ran out, a logout,
 * an admin's kick, a session the server no longer knows) or `ended_elsewhere` (the trader ended
 * it from another device, in Settings → Account). Absent, as from an older server: expired.
 */
export const SESSION_END_REASONS = ['expired', 'ended_elsewhere'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** auth_error: the session is unknown or ended; the browser shows Session Expired or why it ended. */
export const AuthErrorPayload = z.object({
  message: z.string(),
  reason: z.enum(SESSION_END_REASONS).optional(),
});
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
  /**
   * Ours (issue 50): whether this server has a translator set up; false, the browser offers no
   * Translate. Absent (an older server), it offers it and the server answers.
   */
  canTranslate: z.boolean().optional(),
});
export type SessionReadyPayload = z.infer<typeof SessionReadyPayload>;

/**
 * deploy_access (ours): the login's right to launch tokens changed (the admin's Can deploy switch,
 * a disabled or removed login), to every window of that user on every node.
 */
export const DeployAccessPayload = z.object({ canDeploy: z.boolean() });
export type DeployAccessPayload = z.infer<typeof DeployAccessPayload>;
