import {
  type AdminWatchedAccountsResponseBody,
  normalizeHandle,
  WATCHABLE_PLATFORMS,
  WATCHED_ACCOUNTS_TEXT,
  type WatchablePlatform,
} from '@launchdeck/protocol';
import type { AccountsService } from '../../accounts/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { AccountLookup, SourceStates } from '../../sources/index.ts';
import type { AuditLog } from '../audit/audit-log.ts';

export type WatchedAccountsAdminDeps = {
  /** The one watched-accounts service: the /add and /remove chat commands use it too. */
  accounts: Pick<AccountsService, 'listWatched' | 'watch' | 'unwatch' | 'lastPostTimes'>;
  /** Looks a handle up through its platform's source; `unverified` where none can. */
  lookup: AccountLookup;
  /** Which platforms a connector follows on this server. */
  sources: SourceStates;
  audit: AuditLog;
};

/**
 * The admin's Watched Accounts (issue 50): the accounts the sources follow, with each one's last
 * post and its source's state; add (checked by the platform's handle rule in the body's schema,
 * then looked up where a source can) and remove. Changes go through the same service as /add and
 * /remove, so every window is told and the sources' rules follow on their next refresh.
 */
export class WatchedAccountsAdmin {
  constructor(private readonly deps: WatchedAccountsAdminDeps) {}

  async list(): Promise<AdminWatchedAccountsResponseBody> {
    const [accounts, times] = await Promise.all([
      this.deps.accounts.listWatched(),
      this.deps.accounts.lastPostTimes(),
    ]);
    return {
      accounts: accounts
        .map((account) => ({
          ...account,
          lastPostAt: times.get(`${account.platform}:${account.handle}`) ?? null,
        }))
        .sort((a, b) => a.platform.localeCompare(b.platform) || a.handle.localeCompare(b.handle)),
      sources: WATCHABLE_PLATFORMS.map((platform) => ({
        platform,
        state: this.deps.sources[platform],
        lastPostAt: times.get(platform) ?? null,
      })),
    };
  }

  /**
   * Watches `handle` on `platform`. 404 when the platform says nobody has it, 409 when it is
   * already watched; answers the sentence and whether a source verified it.
   */
  async add(actor: string, platform: WatchablePlatform, typed: string) {
    const handle = normalizeHandle(typed);
    const found = await this.deps.lookup(platform, typed);
    if (found.kind === 'not_found') {
      throw new HttpError(404, WATCHED_ACCOUNTS_TEXT.notFound(handle, platform));
    }
    const profile = found.kind === 'found' ? { name: found.name, avatar: found.avatar } : {};
    if (!(await this.deps.accounts.watch({ handle, platform, ...profile }))) {
      throw new HttpError(409, WATCHED_ACCOUNTS_TEXT.alreadyWatched(handle));
    }
    const verified = found.kind === 'found';
    const message = verified
      ? WATCHED_ACCOUNTS_TEXT.added(handle, platform)
      : WATCHED_ACCOUNTS_TEXT.addedNotVerified(handle, platform);
    await this.deps.audit.record({
      actor,
      action: 'watched.add',
      target: handle,
      detail: message,
    });
    return { message, verified };
  }

  /** Stops watching `handle` (lowercase, no '@'); 404 when it is not watched. */
  async remove(actor: string, handle: string): Promise<string> {
    if (!(await this.deps.accounts.unwatch(handle))) {
      throw new HttpError(404, WATCHED_ACCOUNTS_TEXT.notWatched(handle));
    }
    const message = WATCHED_ACCOUNTS_TEXT.removed(handle);
    await this.deps.audit.record({
      actor,
      action: 'watched.remove',
      target: handle,
      detail: message,
    });
    return message;
  }
}
