import {
  CODE_CHECK_LIMIT,
  codeChecksLockedMessage,
  ACCOUNT_SECURITY_MESSAGES as SAY,
  type TwoFactorSetupResponseBody,
  type TwoFactorStatusResponseBody,
} from '@launchdeck/protocol';
import type { CodeVerdict } from '../auth/index.ts';
import { HttpError } from '../http/errors.ts';
import type { WindowCounter } from '../limits/window-counter.ts';
import type { KeyCipher } from '../secrets/key-cipher.ts';
import { hashRecoveryCode, matchRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import type { TwoFactorRepository } from './repository.ts';
import { isTotpCode, matchedStep, newTotpSecret, otpauthUrl } from './totp.ts';

export type TwoFactorDeps = {
  repo: TwoFactorRepository;
  /** The wallet vault's cipher: TOTP secrets are kept encrypted at rest as wallet keys are. */
  cipher: KeyCipher;
  /** Counts each account's wrong codes, shared by every node when Redis is on. */
  counter: WindowCounter;
  /**
   * Told once when an account's code checks lock (CODE_CHECK_LIMIT), with when they open again
   * (epoch ms): the app tells the owner's windows and records it in the audit log.
   */
  onCodeChecksLocked?: (userId: number, untilMs: number) => void;
  now?: () => number;
};

/** What binds a stored secret to its login (see KeyCipher): a copied ciphertext does not decrypt. */
const contextOf = (userId: number) => `totp:${userId}`;

/**
 * Two-factor login (RFC 6238 TOTP) with ten single-use recovery codes. A secret is set up
 * (pending), then turned on by a first code from the app; each accepted step is recorded so a
 * code works once, on any node.
 */
export class TwoFactorService {
  private readonly now: () => number;

  constructor(private readonly deps: TwoFactorDeps) {
    this.now = deps.now ?? Date.now;
  }

  async status(userId: number): Promise<TwoFactorStatusResponseBody> {
    const [row, required, left] = await Promise.all([
      this.deps.repo.find(userId),
      this.deps.repo.requireTwoFactor(),
      this.deps.repo.countUnused(userId),
    ]);
    const enabled = Boolean(row?.totpSecret);
    return { enabled, required, recoveryCodesLeft: enabled ? left : 0 };
  }

  isRequired(): Promise<boolean> {
    return this.deps.repo.requireTwoFactor();
  }

  /** A new pending secret and its otpauth URL (the QR code); 2FA stays off until `enable`. */
  async setup(user: { userId: number; username: string }): Promise<TwoFactorSetupResponseBody> {
    const row = await this.deps.repo.find(user.userId);
    if (row?.totpSecret) throw new HttpError(409, SAY.alreadyEnabled);
    const secret = newTotpSecret();
    const encrypted = this.deps.cipher.encrypt(Buffer.from(secret), contextOf(user.userId));
    await this.deps.repo.setPending(user.userId, encrypted);
    return { secret, otpauthUrl: otpauthUrl(secret, user.username) };
  }

  /** Turns 2FA on with a first code of the pending secret; answers the recovery codes, once. */
  async enable(userId: number, code: string): Promise<string[]> {
    const row = await this.deps.repo.find(userId);
    if (row?.totpSecret) throw new HttpError(409, SAY.alreadyEnabled);
    if (!row?.totpPending) throw new HttpError(400, SAY.setupFirst);
    const pending = row.totpPending;
    let step: number | undefined;
    await this.limited(userId, async () => {
      step = matchedStep(this.open(userId, pending), code, this.now());
      return step !== undefined;
    });
    if (step === undefined) throw new HttpError(400, SAY.codeWrong);
    const codes = newRecoveryCodes();
    // One at a time: each argon2id hash takes 19 MiB, ten at once would take ten times that.
    const hashes: string[] = [];
    for (const each of codes) hashes.push(await hashRecoveryCode(each));
    if (!(await this.deps.repo.enable(userId, row.totpPending, step, hashes)))
      throw new HttpError(409, SAY.setupFirst);
    return codes;
  }

  /** Turns 2FA off; a current code (or a recovery code) is needed. */
  async disable(userId: number, code: string): Promise<void> {
    const verdict = await this.verify(userId, code);
    if (verdict === 'off') throw new HttpError(400, SAY.notEnabled);
    if (verdict === 'used') throw new HttpError(401, SAY.codeUsed);
    if (verdict !== 'ok') throw new HttpError(401, SAY.codeWrong);
    await this.deps.repo.disable(userId);
  }

  /**
   * Checks a code for a login with 2FA on: a 6-digit code of the current step or one either side,
   * never a step already accepted, or an unused recovery code (then spent). A right code of a step
   * already accepted is `used` (issue 50: the trader waits for the next one), and counts against
   * CODE_CHECK_LIMIT as a wrong one does.
   */
  async verify(userId: number, code: string | undefined): Promise<CodeVerdict> {
    const row = await this.deps.repo.find(userId);
    if (!row?.totpSecret) return 'off';
    if (!code) return 'missing';
    const secret = row.totpSecret;
    let used = false;
    const ok = await this.limited(userId, async () => {
      if (isTotpCode(code)) {
        const step = matchedStep(this.open(userId, secret), code, this.now());
        if (step === undefined) return false;
        if (await this.deps.repo.acceptStep(userId, step)) return true;
        used = true;
        return false;
      }
      const id = await matchRecoveryCode(await this.deps.repo.unusedCodes(userId), code);
      return id !== undefined && (await this.deps.repo.spendCode(id));
    });
    if (ok) return 'ok';
    return used ? 'used' : 'wrong';
  }

  /** While the account's code checks are locked (CODE_CHECK_LIMIT), when they open (epoch ms). */
  async codeChecksLockedUntil(userId: number): Promise<number | undefined> {
    const key = `2fa-codes:${userId}`;
    const count = await this.deps.counter.add(key, 0, CODE_CHECK_LIMIT.windowMs);
    if (count < CODE_CHECK_LIMIT.maxWrong) return undefined;
    return this.now() + (await this.deps.counter.remainingMs(key));
  }

  /**
   * Runs one check of a code of the account under CODE_CHECK_LIMIT (issue 47): the attempt is
   * counted before the check, atomically, so parallel guesses from any session, address or node
   * cannot pass the limit; a right code starts the count over. Past the limit, 429 with the wait.
   */
  private async limited(userId: number, check: () => Promise<boolean>): Promise<boolean> {
    const key = `2fa-codes:${userId}`;
    const { maxWrong, windowMs } = CODE_CHECK_LIMIT;
    const count = await this.deps.counter.add(key, 1, windowMs);
    if (count > maxWrong) {
      await this.deps.counter.add(key, -1, windowMs);
      const wait = (await this.deps.counter.remainingMs(key)) || windowMs;
      throw new HttpError(429, codeChecksLockedMessage(wait));
    }
    const ok = await check();
    if (ok) {
      // As a good login does for passwords: the owner's right code starts the count over.
      await this.deps.counter.clear(key);
    } else if (count === maxWrong) {
      const wait = (await this.deps.counter.remainingMs(key)) || windowMs;
      this.deps.onCodeChecksLocked?.(userId, this.now() + wait);
    }
    return ok;
  }

  /**
   * Step-up for a wallet change: with 2FA on, a current code; while the administrator requires
   * 2FA and the trader has none, no wallet change at all. Throws the sentence the form shows.
   */
  async stepUp(userId: number, code: string | undefined): Promise<void> {
    const verdict = await this.verify(userId, code);
    if (verdict === 'missing') throw new HttpError(401, SAY.stepUpRequired);
    if (verdict === 'wrong') throw new HttpError(401, SAY.stepUpWrong);
    if (verdict === 'used') throw new HttpError(401, SAY.codeUsed);
    if (verdict === 'off' && (await this.isRequired())) throw new HttpError(403, SAY.setupRequired);
  }

  private open(userId: number, encrypted: string): string {
    return this.deps.cipher.decrypt(encrypted, contextOf(userId)).toString('utf8');
  }
}
