import type { AutoLaunchState } from '@launchdeck/protocol';
import { eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../storage/database.ts';
import { autoLaunchAccess, serverSettings } from '../storage/schema.ts';

/** The server_settings row of the administrator's switch for everyone. */
const GLOBAL_SETTING = 'auto_launch';

/**
 * Issue 53 item 2: who may use auto-launch. The trader's pause switch and the administrator's
 * switch for that trader (auto_launch_access), the administrator's switch for everyone
 * (server_settings `auto_launch`, on unless set off), and two-factor login.
 */
export class AutoLaunchAccessRepository {
  constructor(private readonly db: Database) {}

  /** The trader's state: paused or not, and the first thing that stops their rules. */
  async state(userId: number): Promise<AutoLaunchState> {
    const [row] = rowsOf<{
      paused: boolean | null;
      admin_off: boolean | null;
      everyone: boolean;
      two_factor: boolean;
    }>(
      await this.db.execute(sql`
        select a.paused, a.admin_off,
          not exists (select 1 from server_settings s
                      where s.name = ${GLOBAL_SETTING} and s.value ->> 'enabled' = 'false') as everyone,
          (select u.totp_secret is not null from users u where u.id = ${userId}) as two_factor
        from (select 1) one
        left join auto_launch_access a on a.user_id = ${userId}`),
    );
    const paused = Boolean(row?.paused);
    const blockedBy = !row?.everyone
      ? 'off-for-everyone'
      : row.admin_off
        ? 'off-for-you'
        : !row.two_factor
          ? 'two-factor-off'
          : paused
            ? 'paused'
            : undefined;
    return {
      paused,
      allowed: blockedBy === undefined || blockedBy === 'paused',
      ...(blockedBy ? { blockedBy } : {}),
    };
  }

  async setPaused(userId: number, paused: boolean): Promise<void> {
    await this.db
      .insert(autoLaunchAccess)
      .values({ userId, paused })
      .onConflictDoUpdate({
        target: autoLaunchAccess.userId,
        set: { paused, updatedAt: sql`now()` },
      });
  }

  /** The administrator's switch for one trader. */
  async setUserEnabled(userId: number, enabled: boolean): Promise<void> {
    await this.db
      .insert(autoLaunchAccess)
      .values({ userId, adminOff: !enabled })
      .onConflictDoUpdate({
        target: autoLaunchAccess.userId,
        set: { adminOff: !enabled, updatedAt: sql`now()` },
      });
  }

  /** Whether the administrator turned it off for this trader. */
  async userEnabled(userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ adminOff: autoLaunchAccess.adminOff })
      .from(autoLaunchAccess)
      .where(eq(autoLaunchAccess.userId, userId));
    return !row?.adminOff;
  }

  /** The logins the administrator turned auto-launch off for, by id. */
  async usersTurnedOff(): Promise<Set<number>> {
    const rows = await this.db
      .select({ userId: autoLaunchAccess.userId })
      .from(autoLaunchAccess)
      .where(eq(autoLaunchAccess.adminOff, true));
    return new Set(rows.map((row) => row.userId));
  }

  /** The administrator's switch for everyone (on unless set off). */
  async globalEnabled(): Promise<boolean> {
    const [row] = await this.db
      .select({ value: serverSettings.value })
      .from(serverSettings)
      .where(eq(serverSettings.name, GLOBAL_SETTING));
    return (row?.value as { enabled?: unknown } | undefined)?.enabled !== false;
  }

  async setGlobalEnabled(enabled: boolean): Promise<void> {
    await this.db
      .insert(serverSettings)
      .values({ name: GLOBAL_SETTING, value: { enabled } })
      .onConflictDoUpdate({
        target: serverSettings.name,
        set: { value: { enabled }, updatedAt: sql`now()` },
      });
  }
}
