import { z } from 'zod';

/**
 * Account security (ours): two-factor login (TOTP, RFC 6238), step-up codes for wallet changes,
 * daily spend caps per wallet and the trader's own sessions. The sentences are written once here
 * so the server, the browser and the tests say the same thing.
 */
export const ACCOUNT_SECURITY_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeWrong: 'That code is not right. Try again.',
  /** Issue 50: a right code of a step already accepted (a replay within its 30 s step). */
  codeUsed: 'That code was just used; wait for the next one.',
  stepUpRequired: 'Enter your current 6-digit code to change wallets.',
  stepUpWrong: 'That code is not right. Enter your current 6-digit code to change wallets.',
  setupFirst: 'Start the two-factor setup first, then enter the code your app shows.',
  alreadyEnabled: 'Two-factor login is already on.',
  notEnabled: 'Two-factor login is not on.',
  setupRequired:
    'Your administrator requires two-factor login. Turn it on in Settings → Account first.',
  sessionNotFound: 'Session not found',
  walletChangesRateLimited: 'Too many wallet changes. Please wait a minute and try again.',
  capPositive: 'The daily cap must be a positive number, or empty for no cap.',
} as const;

/**
 * Issue 47: wrong two-factor or recovery codes an account may give, across all its sessions and
 * addresses (login, step-up, enable, disable), before every code check of it waits.
 */
export const CODE_CHECK_LIMIT = { maxWrong: 5, windowMs: 15 * 60_000 } as const;

/** 429 once an account gave CODE_CHECK_LIMIT.maxWrong wrong codes: how long to wait, in minutes. */
export function codeChecksLockedMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many wrong codes for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** What the account's owner is told on their open windows when its code checks lock. */
export function codeChecksLockedNotice(untilMs: number): string {
  const at = new Date(untilMs).toISOString().slice(11, 16);
  return `Someone gave ${CODE_CHECK_LIMIT.maxWrong} wrong two-factor codes for your account: code checks wait until ${at} UTC. If it was not you, change your password.`;
}

/**
 * A launch the wallet's daily cap refused: what it needs, what was used and what is left of the
 * cap (issue 50), e.g. 'This 5 SOL buy would pass today's cap: 12 of 15 SOL used, 3 left.'
 * `spent` is the day's spend before the refused launch; what is left is never below 0.
 */
export function spendCapReachedMessage(
  needed: number,
  spent: number,
  cap: number,
  unit: string,
): string {
  const left = Math.max(0, cap - spent);
  return `This ${formatAmount(needed)} ${unit} buy would pass today's cap: ${formatAmount(spent)} of ${formatAmount(cap)} ${unit} used, ${formatAmount(left)} left.`;
}

function formatAmount(value: number): string {
  return String(Number(value.toFixed(9)));
}

export const ACCOUNT_SECURITY_LIMITS = {
  /** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
  totp: { digits: 6, periodSeconds: 30, algorithm: 'SHA1', issuer: 'Launchdeck' },
  /** Ours: codes one step early or late are accepted (clock drift, a code typed at the turn). */
  totpWindowSteps: 1,
  /** Ours: recovery codes issued when 2FA is turned on, each usable once. */
  recoveryCodes: 10,
  /** Ours: the spend-cap window. */
  spendCapWindowMs: 24 * 60 * 60 * 1000,
  /** Ours: a device id is a long random string the browser keeps. */
  deviceIdPattern: /^[A-Za-z0-9_-]{16,128}$/,
} as const;

/**
 * A code as typed: a 6-digit TOTP code, or a recovery code (`xxxxx-xxxxx`). Spaces are dropped, so
 * '123 456' as an app shows it works.
 */
export const TwoFactorCode = z
  .string({ error: ACCOUNT_SECURITY_MESSAGES.codeRequired })
  .transform((text) => text.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, ACCOUNT_SECURITY_MESSAGES.codeRequired)
      .max(32, ACCOUNT_SECURITY_MESSAGES.codeWrong),
  );
export type TwoFactorCode = z.infer<typeof TwoFactorCode>;

/**
 * The browser's device id: a random value it keeps for good (localStorage), sent with every login,
 * so a remember token used on another device still asks for the code.
 */
export const DeviceId = z
  .string()
  .regex(ACCOUNT_SECURITY_LIMITS.deviceIdPattern, 'is not a device id');
export type DeviceId = z.infer<typeof DeviceId>;

/** The 401 body of a login that needs (or got a wrong) two-factor code. */
export const TwoFactorErrorBody = z.object({
  error: z.string(),
  twoFactorRequired: z.literal(true),
});
export type TwoFactorErrorBody = z.infer<typeof TwoFactorErrorBody>;

/** POST /api/account/2fa/setup: a new secret, pending until /enable proves the app has it. */
export const TwoFactorSetupResponseBody = z.object({
  /** Base32, as authenticator apps take it when typed. */
  secret: z.string(),
  /** otpauth://totp/Launchdeck:<username>?secret=…&issuer=Launchdeck (the QR code's text). */
  otpauthUrl: z.string(),
});
export type TwoFactorSetupResponseBody = z.infer<typeof TwoFactorSetupResponseBody>;

/** POST /api/account/2fa/enable and /disable. */
export const TwoFactorCodeRequestBody = z.object({ code: TwoFactorCode });
export type TwoFactorCodeRequestBody = z.infer<typeof TwoFactorCodeRequestBody>;

/** POST /api/account/2fa/enable's answer: the recovery codes, shown this once. */
export const TwoFactorEnableResponseBody = z.object({
  success: z.literal(true),
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorEnableResponseBody = z.infer<typeof TwoFactorEnableResponseBody>;

/** GET /api/account/2fa: the Settings dialog's Account section. */
export const TwoFactorStatusResponseBody = z.object({
  enabled: z.boolean(),
  /** The administrator requires two-factor login for everyone. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type TwoFactorStatusResponseBody = z.infer<typeof TwoFactorStatusResponseBody>;

/** Step-up: a wallet change's optional body field, required once 2FA is on. */
export const StepUpFields = z.object({ code: TwoFactorCode.optional() });
export type StepUpFields = z.infer<typeof StepUpFields>;

/** DELETE /api/wallets/:id's optional body. */
export const DeleteWalletRequestBody = StepUpFields;
export type DeleteWalletRequestBody = z.infer<typeof DeleteWalletRequestBody>;

/**
 * PUT /api/wallets/:id/spend-cap: the daily cap in the wallet's unit (SOL or BNB; USD1 for usd1
 * launches), null for none. Raising or removing it needs the code once 2FA is on.
 */
export const SpendCapRequestBody = StepUpFields.extend({
  dailyCap: z
    .number({ error: ACCOUNT_SECURITY_MESSAGES.capPositive })
    .positive(ACCOUNT_SECURITY_MESSAGES.capPositive)
    .max(1e12, ACCOUNT_SECURITY_MESSAGES.capPositive)
    .nullable(),
});
export type SpendCapRequestBody = z.infer<typeof SpendCapRequestBody>;

/** One of the trader's own sessions. `id` is a handle, never the secret session id. */
export const AccountSession = z.object({
  id: z.string(),
  /** The session this call came with. */
  current: z.boolean(),
  ip: z.string(),
  /** ISO 8601. */
  loginTime: z.string(),
  /** ISO 8601: the last call or socket of this session. */
  lastSeen: z.string(),
  userAgent: z.string(),
  /** Live sockets of this session on every node. */
  connections: z.number().int().nonnegative(),
});
export type AccountSession = z.infer<typeof AccountSession>;

/** GET /api/account/sessions: newest login first. */
export const AccountSessionsResponseBody = z.object({
  sessions: z.array(AccountSession),
  /** Ours (issue 47): while the account's code checks are locked, when they open (epoch ms). */
  codeChecksLockedUntil: z.number().optional(),
});
export type AccountSessionsResponseBody = z.infer<typeof AccountSessionsResponseBody>;

/** POST /api/account/sessions/revoke-others and DELETE /api/account/sessions/:id. */
export const EndedSessionsResponseBody = z.object({ ended: z.number().int().nonnegative() });
export type EndedSessionsResponseBody = z.infer<typeof EndedSessionsResponseBody>;

/** POST /api/admin/require-2fa body and answer; GET answers the same. */
export const RequireTwoFactorBody = z.object({ required: z.boolean() });
export type RequireTwoFactorBody = z.infer<typeof RequireTwoFactorBody>;

/** new_login (server → client): a new session of this trader started, to their other windows. */
export const NewLoginPayload = z.object({
  ip: z.string(),
  userAgent: z.string(),
  /** Epoch milliseconds. */
  at: z.number(),
});
export type NewLoginPayload = z.infer<typeof NewLoginPayload>;

/**
 * Ours (issue 47): something the owner of an account must know at once, to all their windows on
 * every node; today, that its code checks locked after too many wrong codes.
 */
export const AccountNoticePayload = z.object({
  message: z.string().max(500),
  /** Epoch milliseconds. */
  at: z.number(),
});
export type AccountNoticePayload = z.infer<typeof AccountNoticePayload>;
