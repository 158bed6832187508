import { MESSAGES } from '@launchdeck/protocol';
import type { CommandWhitelistRepository } from '../../chat/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { AdminTargets } from '../targets.ts';

export type CommandWhitelistAdminDeps = {
  whitelist: CommandWhitelistRepository;
  targets: AdminTargets;
  audit: AuditLog;
};

/** DA §6: who may use the /add and /remove chat commands; nobody listed blocks them all. */
export class CommandWhitelistAdmin {
  constructor(private readonly deps: CommandWhitelistAdminDeps) {}

  /** Usernames as stored, sorted. */
  list(): Promise<string[]> {
    return this.deps.whitelist.list();
  }

  /** Adds a login (already listed is fine) and answers the list as it now stands. */
  async add(actor: string, username: string): Promise<string[]> {
    const user = await this.deps.targets.find(username);
    const added = await this.deps.whitelist.add(user.id);
    await this.deps.audit.record({
      actor,
      action: 'whitelist.add',
      target: user.username,
      detail: added ? 'Added to the command whitelist' : 'Already on the command whitelist',
    });
    return this.deps.whitelist.list();
  }

  /** Takes a login off the list and answers the list; 404 when it was not on it. */
  async remove(actor: string, username: string): Promise<string[]> {
    const user = await this.deps.targets.find(username);
    if (!(await this.deps.whitelist.remove(user.id))) {
      throw new HttpError(404, MESSAGES.whitelistNotListed);
    }
    await this.deps.audit.record({
      actor,
      action: 'whitelist.remove',
      target: user.username,
      detail: 'Removed from the command whitelist',
    });
    return this.deps.whitelist.list();
  }
}
