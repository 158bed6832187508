import { ACCOUNT_SECURITY_LIMITS } from '@launchdeck/protocol';
import { Secret, TOTP } from 'otpauth';

const { totp: SETTINGS, totpWindowSteps } = ACCOUNT_SECURITY_LIMITS;

/** A TOTP code is 6 digits; anything else typed in a code field is a recovery code. */
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);

const totpOf = (secret: string, username = '') =>
  new TOTP({
    issuer: SETTINGS.issuer,
    label: username,
    algorithm: SETTINGS.algorithm,
    digits: SETTINGS.digits,
    period: SETTINGS.periodSeconds,
    secret: Secret.fromBase32(secret),
  });

/** A new secret (160 bits, as RFC 4226 recommends for SHA-1), in base32 as apps take it typed. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/** The 30 s step a time falls in (RFC 6238's T). */
export const stepAt = (nowMs: number): number => Math.floor(nowMs / 1000 / SETTINGS.periodSeconds);

/**
 * The step `code` was made for when it is right within one step either way of `nowMs`, else
 * undefined. The caller refuses a step at or before the last one accepted (replay).
 */
export function matchedStep(secret: string, code: string, nowMs: number): number | undefined {
  if (!isTotpCode(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: totpWindowSteps });
  return delta === null ? undefined : stepAt(nowMs) + delta;
}

/** The code for a time (tests and the e2e journeys compute codes as an app would). */
export function totpCodeAt(secret: string, nowMs: number): string {
  return totpOf(secret).generate({ timestamp: nowMs });
}
