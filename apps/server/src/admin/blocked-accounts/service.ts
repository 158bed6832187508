import { MESSAGES } from '@launchdeck/protocol';
import type { BlockedAccounts } from '../../feed/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { AuditLog } from '../audit/audit-log.ts';

export type BlockedAccountsAdminDeps = {
  blocked: Pick<BlockedAccounts, 'list' | 'block' | 'unblock'>;
  audit: AuditLog;
};

/** The admin's Blocked Accounts (DA §2): handles whose posts the feed drops, from every source. */
export class BlockedAccountsAdmin {
  constructor(private readonly deps: BlockedAccountsAdminDeps) {}

  /** Lowercase handles without '@', sorted. */
  list(): Promise<string[]> {
    return this.deps.blocked.list();
  }

  async block(actor: string, handle: string): Promise<void> {
    if (!(await this.deps.blocked.block(handle))) {
      throw new HttpError(409, MESSAGES.accountAlreadyBlocked);
    }
    await this.deps.audit.record({
      actor,
      action: 'blocked.add',
      target: handle,
      detail: 'Account blocked',
    });
  }

  async unblock(actor: string, handle: string): Promise<void> {
    if (!(await this.deps.blocked.unblock(handle))) {
      throw new HttpError(404, MESSAGES.accountNotBlocked);
    }
    await this.deps.audit.record({
      actor,
      action: 'blocked.remove',
      target: handle,
      detail: 'Account unblocked',
    });
  }
}
