import { sql } from 'drizzle-orm';
import type { ConfirmedLaunch } from '../deploy/index.ts';
import { type Database, rowsOf } from '../storage/database.ts';
import { referralEarnings, userReferrers } from '../storage/schema.ts';
import { earningOf, type LaunchFees } from './launch-fees.ts';

/**
 * The referral ledger (DA §1, §9): each confirmed launch of a referred trader earns their referrer
 * 7 % of its fee (the fee of every deploy). One statement writes it: nothing for a trader without
 * a referrer, and once per launch however often it is told.
 */
export class ReferralLedger {
  constructor(
    private readonly db: Database,
    private readonly fees: LaunchFees,
  ) {}

  /** Records the launch's earning; answers whether a row was written. */
  async record(launch: ConfirmedLaunch): Promise<boolean> {
    const { currency, feeUnits, shareUnits } = earningOf(this.fees, launch.mode, launch.deploys);
    const result = await this.db.execute(sql`
      INSERT INTO ${referralEarnings}
        (launch_id, referrer_id, referred_user_id, mode, currency, fee_units, share_units, simulated)
      SELECT ${launch.launchId}, ${userReferrers.referrerId}, ${userReferrers.userId}, ${launch.mode},
        ${currency}, ${feeUnits.toString()}::bigint, ${shareUnits.toString()}::bigint,
        ${launch.simulated}
      FROM ${userReferrers} WHERE ${userReferrers.userId} = ${launch.userId}
      ON CONFLICT (launch_id) DO NOTHING
      RETURNING id`);
    return rowsOf(result).length > 0;
  }
}
