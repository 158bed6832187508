import { normalizeHandle } from '@launchdeck/protocol';
import { type AnyColumn, eq, notExists, type SQL } from 'drizzle-orm';
import type { Database } from '../../storage/database.ts';
import { blockedAccounts } from '../../storage/schema.ts';

/** Storage of the blocked accounts: one row a handle, stored without '@', spaces and case. */
export class BlockedAccountsRepository {
  constructor(private readonly db: Database) {}

  async handles(): Promise<string[]> {
    const rows = await this.db.select({ handle: blockedAccounts.handle }).from(blockedAccounts);
    return rows.map((row) => row.handle);
  }

  /** Adds a handle; false when it was there already. `db` may be a transaction it is part of. */
  async add(handle: string, db: Database = this.db): Promise<boolean> {
    const rows = await db
      .insert(blockedAccounts)
      .values({ handle: normalizeHandle(handle) })
      .onConflictDoNothing()
      .returning({ handle: blockedAccounts.handle });
    return rows.length > 0;
  }

  /** Removes a handle; false when it was not there. `db` may be a transaction it is part of. */
  async remove(handle: string, db: Database = this.db): Promise<boolean> {
    const rows = await db
      .delete(blockedAccounts)
      .where(eq(blockedAccounts.handle, normalizeHandle(handle)))
      .returning({ handle: blockedAccounts.handle });
    return rows.length > 0;
  }
}

/**
 * A condition for a query of posts: their author (the lowercase handle column) is not blocked.
 * Blocked accounts' posts stay stored but are never read into a feed.
 */
export function authorNotBlocked(db: Database, authorHandle: AnyColumn): SQL {
  return notExists(
    db
      .select({ handle: blockedAccounts.handle })
      .from(blockedAccounts)
      .where(eq(blockedAccounts.handle, authorHandle)),
  );
}
