import { z } from 'zod';
import { DeviceId, TwoFactorCode } from './account-security.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { hasVisibleText } from './rules/visible-text.ts';

const token = z.string().min(1).max(LIMITS.tokenMax);

/**
 * POST /api/login body. `remember` asks for a revocable remember token ("Save login"). `code`: the
 * two-factor code (or a recovery code) once the trader has 2FA on; `deviceId`: the browser's
 * lasting device id, which a remember token is bound to.
 */
export const LoginRequestBody = z.object({
  username: z
    .string({ error: MESSAGES.usernamePasswordRequired })
    .trim()
    .min(1, { error: MESSAGES.usernameEmpty, abort: true })
    .refine(hasVisibleText, MESSAGES.usernameEmpty)
    .max(LIMITS.usernameMax, MESSAGES.usernameTooLong),
  password: z
    .string({ error: MESSAGES.usernamePasswordRequired })
    .min(1, MESSAGES.passwordEmpty)
    .max(LIMITS.passwordMax, MESSAGES.passwordTooLong),
  remember: z.boolean().optional(),
  code: TwoFactorCode.optional(),
  deviceId: DeviceId.optional(),
});
export type LoginRequestBody = z.infer<typeof LoginRequestBody>;

/**
 * FC §3 Login response, plus the remember token when one was asked for. `twoFactorSetupRequired`
 * (ours): the administrator requires 2FA and this trader has none yet; the browser leads them to
 * set it up, and launches and wallet changes are refused until they do.
 */
export const LoginResponseBody = z.object({
  sessionId: z.string(),
  username: z.string(),
  isAdmin: z.boolean(),
  rememberToken: z.string().optional(),
  twoFactorSetupRequired: z.literal(true).optional(),
});
export type LoginResponseBody = z.infer<typeof LoginResponseBody>;

/**
 * POST /api/login/remembered: one-click login as the saved user. The token is rotated. With 2FA
 * on, a token used from another device than the one it was saved on (`deviceId`) also needs `code`.
 */
export const RememberedLoginRequestBody = z.object({
  username: z.string().trim().min(1).max(LIMITS.usernameMax),
  rememberToken: token,
  code: TwoFactorCode.optional(),
  deviceId: DeviceId.optional(),
});
export type RememberedLoginRequestBody = z.infer<typeof RememberedLoginRequestBody>;

/** POST /api/login/forget: removing the saved login revokes its token on the server. */
export const ForgetLoginRequestBody = z.object({ rememberToken: token });
export type ForgetLoginRequestBody = z.infer<typeof ForgetLoginRequestBody>;

/**
 * POST /api/logout's body (ours), optional: the session id for navigator.sendBeacon, which sends
 * no header (as this JSON in a text/plain body). `ifNoOtherWindow`: a window is leaving the
 * session (a main window's pagehide), so it ends only when no socket but `socketId`, that
 * window's own, still uses it (a pop-out keeps it).
 */
export const LogoutRequestBody = z.object({
  sessionId: token.optional(),
  ifNoOtherWindow: z.boolean().optional(),
  socketId: z.string().min(1).max(64).optional(),
});
export type LogoutRequestBody = z.infer<typeof LogoutRequestBody>;

/** POST /api/logout's answer; `ended` (ours) only for `ifNoOtherWindow`: false when a pop-out kept it. */
export const LogoutResponseBody = z.object({
  success: z.literal(true),
  ended: z.boolean().optional(),
});
export type LogoutResponseBody = z.infer<typeof LogoutResponseBody>;

export const OkResponseBody = z.object({ success: z.literal(true) });
export type OkResponseBody = z.infer<typeof OkResponseBody>;

export const HealthResponseBody = z.object({ status: z.literal('ok') });
export type HealthResponseBody = z.infer<typeof HealthResponseBody>;

/** Header that carries the session id on HTTP calls (FC §7, DA §7). */
export const SESSION_HEADER = 'x-session-id';
