import { z } from 'zod';

/**
 * DA §3 Session, as the admin sees it. `sessionId` is a handle for the row, derived from the
 * stored digest: never the secret id a browser holds, and useless for logging in.
 */
export const AdminSession = z.object({
  sessionId: z.string(),
  username: z.string(),
  ip: z.string(),
  /** ISO 8601. */
  loginTime: z.string(),
  expiresAt: z.string(),
  /** Live sockets of this session on every node (0: logged in, no window open). */
  connections: z.number().int().nonnegative(),
});
export type AdminSession = z.infer<typeof AdminSession>;

/** GET /api/admin/sessions: live sessions, newest login first. */
export const SessionsResponseBody = z.object({ sessions: z.array(AdminSession) });
export type SessionsResponseBody = z.infer<typeof SessionsResponseBody>;
