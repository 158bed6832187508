import { normalizeHandle } from '@launchdeck/protocol';
import { asc, eq, max } from 'drizzle-orm';
import type { Database } from '../storage/database.ts';
import { posts, watchedAccounts } from '../storage/schema.ts';

export type WatchedAccount = {
  handle: string;
  name: string | null;
  avatar: string | null;
  platform: string;
};

/**
 * Watched accounts: whose posts the sources follow. Handles are compared without '@' and case.
 * (Blocked accounts are blocked-accounts/.)
 */
export class AccountsService {
  private readonly watchedListeners = new Set<() => void>();

  constructor(private readonly db: Database) {}

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

  /**
   * The newest post's time (epoch ms) of each author in the feed log, keyed `platform:handle`
   * (handle lowercase), and of each platform, keyed by the platform alone. The log is pruned to
   * LIMITS.feedLogKept posts, so an account quiet for longer has none.
   */
  async lastPostTimes(): Promise<Map<string, number>> {
    const newest = max(posts.createdAt);
    const rows = await this.db
      .select({ platform: posts.platform, handle: posts.authorHandle, at: newest })
      .from(posts)
      .groupBy(posts.platform, posts.authorHandle);
    const times = new Map<string, number>();
    for (const { platform, handle, at } of rows) {
      if (!at) continue;
      const ms = new Date(at).getTime();
      times.set(`${platform}:${handle}`, ms);
      times.set(platform, Math.max(ms, times.get(platform) ?? 0));
    }
    return times;
  }

  /** Runs after every change of the watched accounts made through this service. */
  onWatchedChange(listener: () => void): () => void {
    this.watchedListeners.add(listener);
    return () => this.watchedListeners.delete(listener);
  }

  private watchedChanged(): void {
    for (const listener of this.watchedListeners) listener();
  }
}
