import { type AuditAction, type AuditEntry, shortenText } from '@launchdeck/protocol';
import { desc } from 'drizzle-orm';
import type { Database } from '../../storage/database.ts';
import { adminAuditLog } from '../../storage/schema.ts';

/** One admin action to record: never a password, never a session id. */
export type AuditRecord = {
  actor: string;
  action: AuditAction;
  /** The login, handle or post acted on; null for an alert to everyone. */
  target: string | null;
  /** A short human sentence of what changed. */
  detail: string;
};

/**
 * The admin audit log: who did what to whom, and when. Written once an action has succeeded
 * (inside its transaction when it has one), so a refused action leaves no row.
 */
export class AuditLog {
  constructor(private readonly db: Database) {}

  /** The same log, writing through a transaction's connection. */
  within(tx: Database): AuditLog {
    return new AuditLog(tx);
  }

  async record(entry: AuditRecord): Promise<void> {
    await this.db.insert(adminAuditLog).values(entry);
  }

  /** Newest first. */
  async list(limit: number): Promise<AuditEntry[]> {
    const rows = await this.db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: row.actor,
      // Only record() writes this column, from an AuditAction.
      action: row.action as AuditAction,
      target: row.target,
      detail: row.detail,
    }));
  }
}

/** A user's text quoted in a detail, cut to `max` characters so one row stays one line. */
export function quoted(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${shortenText(flat, max)}"`;
}
