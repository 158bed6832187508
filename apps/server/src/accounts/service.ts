import { normalizeHandle } from '@launchdeck/protocol';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../storage/database.ts';
import { blockedAccounts, watchedAccounts } from '../storage/schema.ts';

export type WatchedAccount = {
  handle: string;
  name: string | null;
  avatar: string | null;
  platform: string;
};

/**
 * Watched accounts (whose posts the sources follow) and blocked accounts (whose posts ingest
 * drops). Handles are compared without '@' and case. Blocked handles are cached for a few
 * seconds because ingest asks for every post; another server process's change shows within that,
 * or at once when that process tells this one (forgetBlocked).
 */
export class AccountsService {
  private blocked: { handles: Set<string>; loadedAt: number } | undefined;
  private readonly watchedListeners = new Set<() => void>();

  constructor(
    private readonly db: Database,
    private readonly cacheMs = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  async listWatched(platform?: string): Promise<WatchedAccount[]> {
    const query = this.db.select().from(watchedAccounts).orderBy(asc(watchedAccounts.handle));
    const rows = platform ? await query.where(eq(watchedAccounts.platform, platform)) : await query;
    return rows.map(({ handle, name, avatar, platform }) => ({ handle, name, avatar, platform }));
  }

  /** Adds or refreshes a watched account; answers false when it was already watched. */
  async watch(account: { handle: string; name?: string; avatar?: string; platform?: string }) {
    const handle = normalizeHandle(account.handle);
    const values = {
      handle,
      name: account.name ?? null,
      avatar: account.avatar ?? null,
      platform: account.platform ?? 'twitter',
    };
    const inserted = await this.db
      .insert(watchedAccounts)
      .values(values)
      .onConflictDoNothing()
      .returning({ handle: watchedAccounts.handle });
    if (inserted.length > 0) this.watchedChanged();
    return inserted.length > 0;
  }

  async unwatch(handle: string): Promise<boolean> {
    const rows = await this.db
      .delete(watchedAccounts)
      .where(eq(watchedAccounts.handle, normalizeHandle(handle)))
      .returning({ handle: watchedAccounts.handle });
    if (rows.length > 0) this.watchedChanged();
    return rows.length > 0;
  }

  /** Runs after every change of the watched accounts made through this service. */
  onWatchedChange(listener: () => void): () => void {
    this.watchedListeners.add(listener);
    return () => this.watchedListeners.delete(listener);
  }

  private watchedChanged(): void {
    for (const listener of this.watchedListeners) listener();
  }

  async isBlocked(handle: string): Promise<boolean> {
    return (await this.blockedSet()).has(normalizeHandle(handle));
  }

  async listBlocked(): Promise<string[]> {
    return [...(await this.blockedSet())].sort();
  }

  /** Blocks a handle; false when it already was. `db` may be a transaction it is part of. */
  async block(handle: string, db: Database = this.db): Promise<boolean> {
    const rows = await db
      .insert(blockedAccounts)
      .values({ handle: normalizeHandle(handle) })
      .onConflictDoNothing()
      .returning({ handle: blockedAccounts.handle });
    this.blocked = undefined;
    return rows.length > 0;
  }

  async unblock(handle: string): Promise<boolean> {
    const rows = await this.db
      .delete(blockedAccounts)
      .where(eq(blockedAccounts.handle, normalizeHandle(handle)))
      .returning({ handle: blockedAccounts.handle });
    this.blocked = undefined;
    return rows.length > 0;
  }

  /** Another server process changed the blocked accounts: the next question reads them again. */
  forgetBlocked(): void {
    this.blocked = undefined;
  }

  private async blockedSet(): Promise<Set<string>> {
    if (!this.blocked || this.now() - this.blocked.loadedAt > this.cacheMs) {
      const rows = await this.db.select({ handle: blockedAccounts.handle }).from(blockedAccounts);
      this.blocked = { handles: new Set(rows.map((row) => row.handle)), loadedAt: this.now() };
    }
    return this.blocked.handles;
  }
}
