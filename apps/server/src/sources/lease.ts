import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../storage/database.ts';

/**
 * A named lease in storage: one holder at a time, until it stops renewing and the lease expires.
 * Times are the database's own clock, so nodes with skewed clocks still agree.
 */
export class Lease {
  constructor(
    private readonly db: Database,
    private readonly name: string,
    readonly holder: string,
    private readonly ttlMs: number,
  ) {}

  /** Takes the lease when it is free or expired, or renews it when held; answers whether held. */
  async acquire(): Promise<boolean> {
    const result = await this.db.execute<{ holder: string }>(sql`
      insert into leases (name, holder, expires_at)
      values (${this.name}, ${this.holder}, now() + ${this.ttlMs} * interval '1 millisecond')
      on conflict (name) do update
        set holder = excluded.holder, expires_at = excluded.expires_at
        where leases.holder = excluded.holder or leases.expires_at < now()
      returning holder`);
    return rowsOf<{ holder: string }>(result).some((row) => row.holder === this.holder);
  }

  /** Gives the lease up at once (a clean shutdown), so another node need not wait for expiry. */
  async release(): Promise<void> {
    await this.db.execute(
      sql`delete from leases where name = ${this.name} and holder = ${this.holder}`,
    );
  }
}
