import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { HttpError } from '../http/errors.ts';
import type { Database } from './database.ts';
import { users } from './schema.ts';

/** What a user holds at most `max` of: their rows in `table`, found by `owner`. */
export type PerUserQuota = {
  table: PgTable;
  owner: AnyPgColumn;
  max: number;
  /** The 409's sentence past it. */
  full: string;
  /** Names the row in the error thrown when the user does not exist. */
  what: string;
};

/**
 * Adds a row a user may hold at most `quota.max` of (alert rules, auto-launch rules): in one
 * transaction the user's row is locked, their rows counted and `insert` run, so two adds at once
 * on any node cannot both pass the limit. Throws HttpError 409 with `quota.full` past it, and an
 * Error when the user is gone (a deleted login's request) or `insert` answers nothing.
 */
export function addWithinQuota<Row>(
  db: Database,
  userId: number,
  quota: PerUserQuota,
  insert: (tx: Database) => Promise<Row | undefined>,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!owner) throw new Error(`no user ${userId} to hold ${quota.what}`);
    const [held] = await tx.select({ n: count() }).from(quota.table).where(eq(quota.owner, userId));
    if ((held?.n ?? 0) >= quota.max) throw new HttpError(409, quota.full);
    const row = await insert(tx);
    if (!row) throw new Error(`${quota.what} was not stored`);
    return row;
  });
}
