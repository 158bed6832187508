import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../storage/database.ts';
import { recoveryCodes, serverSettings, users } from '../storage/schema.ts';

/** The server_settings row of the administrator's require-2FA switch. */
export const REQUIRE_2FA = 'require_2fa';

/** A login's two-factor state as stored: ciphertexts, never a plain secret. */
export type TwoFactorRow = {
  totpSecret: string | null;
  totpPending: string | null;
};

/** Two-factor secrets, the replay guard, recovery codes and the require-2FA setting. */
export class TwoFactorRepository {
  constructor(private readonly db: Database) {}

  async find(userId: number): Promise<TwoFactorRow | undefined> {
    const [row] = await this.db
      .select({ totpSecret: users.totpSecret, totpPending: users.totpPending })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  async setPending(userId: number, encrypted: string): Promise<void> {
    await this.db.update(users).set({ totpPending: encrypted }).where(eq(users.id, userId));
  }

  /**
   * Turns 2FA on with the pending secret and the recovery codes' hashes, in one transaction;
   * `step` is the step the confirming code was for (never accepted again). False when the pending
   * secret changed meanwhile (another setup) or 2FA is already on.
   */
  async enable(
    userId: number,
    pending: string,
    step: number,
    codeHashes: readonly string[],
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const done = await tx
        .update(users)
        .set({ totpSecret: pending, totpPending: null, totpLastStep: step })
        .where(and(eq(users.id, userId), eq(users.totpPending, pending), isNull(users.totpSecret)))
        .returning({ id: users.id });
      if (done.length === 0) return false;
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      return true;
    });
  }

  async disable(userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ totpSecret: null, totpPending: null, totpLastStep: null })
        .where(eq(users.id, userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    });
  }

  /**
   * Records `step` as the newest accepted, in one statement: false when it (or a later one) was
   * accepted already, on any node, so a code works once.
   */
  async acceptStep(userId: number, step: number): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ totpLastStep: step })
      .where(
        and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))),
      )
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** The login's unused recovery codes' hashes. */
  unusedCodes(userId: number): Promise<{ id: number; codeHash: string }[]> {
    return this.db
      .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  }

  /** Marks a code used; false when it was used already (two logins racing with one code). */
  async spendCode(id: number): Promise<boolean> {
    const rows = await this.db
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return rows.length > 0;
  }

  async countUnused(userId: number): Promise<number> {
    return (await this.unusedCodes(userId)).length;
  }

  async requireTwoFactor(): Promise<boolean> {
    const [row] = await this.db
      .select({ value: serverSettings.value })
      .from(serverSettings)
      .where(eq(serverSettings.name, REQUIRE_2FA));
    return row?.value === true;
  }

  async setRequireTwoFactor(required: boolean): Promise<void> {
    await this.db
      .insert(serverSettings)
      .values({ name: REQUIRE_2FA, value: required })
      .onConflictDoUpdate({
        target: serverSettings.name,
        set: { value: required, updatedAt: sql`now()` },
      });
  }
}
