import type { ReferralAccount } from '@launchdeck/protocol';
import { eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../storage/database.ts';
import { referralAccounts, referralEarnings, userReferrers } from '../storage/schema.ts';

/** PostgreSQL's error code (pg and PGlite raise it, drizzle may wrap it in `cause`). */
function pgCode(error: unknown): string | undefined {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';

export type CreateOutcome = 'created' | 'alreadyCreated' | 'codeTaken' | 'noUser';
export type SetReferrerOutcome = 'set' | 'self' | 'gone';
export type AccountOwner = { userId: number; code: string };

const sameCode = (code: string) => sql`lower(${referralAccounts.code}) = lower(${code})`;

/** SQL sums of a referrer's ledger rows, converted from lamports and wei to SOL and BNB. */
const totalsOf = (referrerId: number) => sql`
  SELECT
    (SELECT count(*)::int FROM ${userReferrers} WHERE ${userReferrers.referrerId} = ${referrerId})
      AS total_referrals,
    count(*)::int AS launches,
    (count(*) FILTER (WHERE simulated))::int AS simulated_launches,
    (coalesce(sum(share_units) FILTER (WHERE currency = 'SOL'), 0) / 1e9)::text AS sol,
    (coalesce(sum(share_units) FILTER (WHERE currency = 'BNB'), 0) / 1e18)::text AS bnb
  FROM ${referralEarnings} WHERE ${referralEarnings.referrerId} = ${referrerId}`;

type TotalsRow = {
  total_referrals: number;
  launches: number;
  simulated_launches: number;
  sol: string;
  bnb: string;
};

/** Referral accounts (DA §3), who uses which (user_referrers), and the totals of the ledger. */
export class ReferralRepository {
  constructor(private readonly db: Database) {}

  /** The user's referral account with its totals, or undefined when they have none. */
  async account(userId: number): Promise<ReferralAccount | undefined> {
    const [row] = await this.db
      .select()
      .from(referralAccounts)
      .where(eq(referralAccounts.userId, userId));
    if (!row) return undefined;
    const [totals] = rowsOf<TotalsRow>(await this.db.execute(totalsOf(userId)));
    return {
      ref_code: row.code,
      total_referrals: totals?.total_referrals ?? 0,
      total_fees_earned: Number(totals?.sol ?? 0),
      total_fees_earned_bnb: Number(totals?.bnb ?? 0),
      launches: totals?.launches ?? 0,
      simulated_launches: totals?.simulated_launches ?? 0,
      sol_wallet: row.solWallet,
      bnb_wallet: row.bnbWallet,
    };
  }

  /**
   * One account per user (its primary key) and each code once in any case (the unique index on
   * lower(code)): both are decided by the insert itself, so two racing requests cannot both win.
   */
  async create(
    userId: number,
    code: string,
    solWallet: string,
    bnbWallet: string,
  ): Promise<CreateOutcome> {
    try {
      const rows = await this.db
        .insert(referralAccounts)
        .values({ userId, code, solWallet, bnbWallet })
        .onConflictDoNothing({ target: referralAccounts.userId })
        .returning({ userId: referralAccounts.userId });
      return rows.length > 0 ? 'created' : 'alreadyCreated';
    } catch (error) {
      const code = pgCode(error);
      if (code === UNIQUE_VIOLATION) return 'codeTaken';
      if (code === FOREIGN_KEY_VIOLATION) return 'noUser';
      throw error;
    }
  }

  /** Answers the wallets now on record, or undefined when the user has no account. */
  async updateWallets(userId: number, solWallet: string, bnbWallet: string) {
    const [row] = await this.db
      .update(referralAccounts)
      .set({ solWallet, bnbWallet, updatedAt: new Date() })
      .where(eq(referralAccounts.userId, userId))
      .returning({
        sol_wallet: referralAccounts.solWallet,
        bnb_wallet: referralAccounts.bnbWallet,
      });
    return row;
  }

  /** The account holding a code, matched in any case; its code as stored. */
  async findByCode(code: string): Promise<AccountOwner | undefined> {
    const [row] = await this.db
      .select({ userId: referralAccounts.userId, code: referralAccounts.code })
      .from(referralAccounts)
      .where(sameCode(code))
      .limit(1);
    return row;
  }

  /** The code of the account the user uses, as stored; undefined when none. */
  async referrerCodeOf(userId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ code: referralAccounts.code })
      .from(userReferrers)
      .innerJoin(referralAccounts, eq(referralAccounts.userId, userReferrers.referrerId))
      .where(eq(userReferrers.userId, userId));
    return row?.code;
  }

  /**
   * Sets (or changes) whose code the user uses. The table's CHECK refuses the user's own account
   * ('self'); a user or account deleted meanwhile is 'gone'.
   */
  async setReferrer(userId: number, referrerId: number): Promise<SetReferrerOutcome> {
    try {
      await this.db
        .insert(userReferrers)
        .values({ userId, referrerId })
        .onConflictDoUpdate({
          target: userReferrers.userId,
          set: { referrerId, setAt: new Date() },
        });
      return 'set';
    } catch (error) {
      const code = pgCode(error);
      if (code === CHECK_VIOLATION) return 'self';
      if (code === FOREIGN_KEY_VIOLATION) return 'gone';
      throw error;
    }
  }

  async removeReferrer(userId: number): Promise<void> {
    await this.db.delete(userReferrers).where(eq(userReferrers.userId, userId));
  }
}
