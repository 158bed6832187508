import type { TwoFactorEnableResponseBody, TwoFactorSetupResponseBody } from '@launchdeck/protocol';
import { totpCodeAt } from '../../src/account-security/totp.ts';
import { request, sessionHeader } from '../http-support.ts';

/** A clock the test moves: the server's sessions and two-factor codes read it. */
export function testClock(start = Date.now()) {
  let at = start;
  return {
    now: () => new Date(at),
    ms: () => at,
    /** Moves on by whole 30 s steps, so the next code is a fresh one. */
    nextStep: (steps = 1) => {
      at += steps * 30_000;
    },
  };
}

/** Sets up and turns on two-factor login for a session, as the Settings dialog does. */
export async function enableTwoFactor(
  url: string,
  sessionId: string,
  nowMs: number,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const headers = sessionHeader(sessionId);
  const setup = await request(url, 'POST', '/api/account/2fa/setup', undefined, headers);
  if (setup.status !== 200) throw new Error(`2FA setup failed: ${await setup.text()}`);
  const { secret } = (await setup.json()) as TwoFactorSetupResponseBody;
  const code = totpCodeAt(secret, nowMs);
  const enable = await request(url, 'POST', '/api/account/2fa/enable', { code }, headers);
  if (enable.status !== 200) throw new Error(`2FA enable failed: ${await enable.text()}`);
  const { recoveryCodes } = (await enable.json()) as TwoFactorEnableResponseBody;
  return { secret, recoveryCodes };
}

export { totpCodeAt };
