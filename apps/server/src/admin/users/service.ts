import {
  type AddCredentialRequestBody,
  type Credential,
  LoginFormat,
  MESSAGES,
  type UpdateCredentialRequestBody,
  type UserStatus,
} from '@launchdeck/protocol';
import { SessionsRepository } from '../../auth/index.ts';
import type { CommandWhitelistRepository } from '../../chat/index.ts';
import { GroupsRepository } from '../../chat/index.ts';
import { HttpError } from '../../http/errors.ts';
import { type Connections, onlineNames } from '../../realtime/connections.ts';
import { hashPassword } from '../../secrets/secrets.ts';
import type { Database } from '../../storage/database.ts';
import type { UsersService } from '../../users/index.ts';
import { type UserRow, UsersRepository } from '../../users/index.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { AdminTargets } from '../targets.ts';
import type { DeployAccessTarget } from '../user-access/deploy-access.ts';

export type UsersAdminDeps = {
  db: Database;
  users: UsersService;
  usersRepo: UsersRepository;
  whitelist: Pick<CommandWhitelistRepository, 'list'>;
  connections: Connections;
  targets: AdminTargets;
  audit: AuditLog;
  /** Closes the groups a login created, telling their members; runs before the login goes. */
  closeGroupsOf: (username: string) => Promise<void>;
  /** Ends every realtime connection of a login (auth_error, then disconnect), on every node. */
  endUser: (username: string) => void;
  /** A login went: nothing prepared for it is used, its windows are told it may not deploy. */
  deployAccessChanged: (user: DeployAccessTarget, canDeploy: boolean) => void;
  /** The logins the administrator turned auto-launch off for, by id. */
  autoLaunchOff: () => Promise<Set<number>>;
};

/** The admin's User Management (DA §2, §6): who may log in, listed, added, edited, deleted. */
export class UsersAdmin {
  constructor(private readonly deps: UsersAdminDeps) {}

  /** DA §3 Admin user status for every login, with who is connected right now on any node. */
  async status(): Promise<Record<string, UserStatus>> {
    const [rows, whitelisted, connections, autoLaunchOff] = await Promise.all([
      this.deps.usersRepo.list(),
      this.deps.whitelist.list(),
      this.deps.connections(),
      this.deps.autoLaunchOff(),
    ]);
    const listed = new Set(whitelisted.map((name) => name.toLowerCase()));
    const online = onlineNames(connections);
    return Object.fromEntries(
      rows.map((row) => {
        const name = row.username.toLowerCase();
        const status: UserStatus = {
          enabled: row.enabled,
          format: row.format,
          discordUserId: row.discordUserId,
          discordStatus: row.discordUserId ? 'linked' : 'none',
          canChat: row.canChat,
          canDeploy: row.canDeploy,
          commandWhitelisted: listed.has(name),
          autoLaunch: !autoLaunchOff.has(row.id),
          online: online.has(name),
          reserved: this.deps.targets.isAdmin(row.username),
          createdAt: row.createdAt.toISOString(),
        };
        return [row.username, status];
      }),
    );
  }

  credentials(): Promise<Record<string, Credential>> {
    return this.deps.users.listCredentials();
  }

  async add(actor: string, body: AddCredentialRequestBody): Promise<void> {
    const row = await this.deps.users.addCredential(body);
    const linked = row.discordUserId ? ` with Discord ID ${row.discordUserId}` : '';
    await this.deps.audit.record({
      actor,
      action: 'user.add',
      target: row.username,
      detail: `Added ${row.format} login${linked}`,
    });
  }

  /**
   * Edits a login in place, in one transaction (DA §4 reads it as delete then create; doing it
   * as one update keeps its id, wallets and groups, and a failure changes nothing). A new name
   * or password ends its sessions and sockets; a new name also replaces the old one in groups'
   * invite lists.
   */
  async update(actor: string, username: string, body: UpdateCredentialRequestBody): Promise<void> {
    this.deps.targets.refuseReserved(body.username);
    const user = await this.deps.targets.modifiable(username);
    const changes = await editOf(user, body);
    const renamed = changes.username !== user.username;
    const endsSessions = renamed || changes.passwordHash !== undefined;
    await this.deps.db.transaction(async (tx) => {
      // Sessions go first: when the new name turns out taken, the rollback brings them back.
      if (endsSessions) await new SessionsRepository(tx).deleteAllOf(user.id);
      if (!(await new UsersRepository(tx).updateUnlessNameTaken(user.id, changes))) {
        throw new HttpError(409, MESSAGES.usernameExists);
      }
      if (renamed) await new GroupsRepository(tx).renameInvited(user.username, changes.username);
      await this.deps.audit.within(tx).record({
        actor,
        action: 'user.update',
        target: user.username,
        detail: describeEdit(user, changes),
      });
    });
    if (endsSessions) this.deps.endUser(user.username);
  }

  /** Closes the groups the login created, deletes it, then ends its sockets. */
  async remove(actor: string, username: string): Promise<void> {
    const user = await this.deps.targets.modifiable(username);
    await this.deps.closeGroupsOf(user.username);
    await this.deps.users.deleteCredential(user.username);
    this.deps.deployAccessChanged(user, false);
    this.deps.endUser(user.username);
    await this.deps.audit.record({
      actor,
      action: 'user.delete',
      target: user.username,
      detail: 'Login deleted',
    });
  }
}

type Edit = Pick<UserRow, 'username' | 'discordUserId' | 'format'> & { passwordHash?: string };

/**
 * The row an edit asks for. An absent Discord id keeps the current one ('' removes it); without
 * a format, a Discord id given decides it as on add, else the format stays.
 */
async function editOf(user: UserRow, body: UpdateCredentialRequestBody): Promise<Edit> {
  const given = body.discordUserId;
  const discordUserId = given === undefined ? user.discordUserId : given || null;
  const derived = discordUserId ? LoginFormat.enhanced : LoginFormat.legacy;
  const edit: Edit = {
    username: body.username,
    discordUserId,
    format: body.format ?? (given === undefined ? user.format : derived),
  };
  if (body.password) edit.passwordHash = await hashPassword(body.password);
  return edit;
}

/** The audit sentence of an edit; never the password, only that it changed. */
function describeEdit(user: UserRow, edit: Edit): string {
  const parts: string[] = [];
  if (edit.username !== user.username) parts.push(`Renamed to ${edit.username}`);
  if (edit.passwordHash) parts.push('Password changed');
  if (edit.discordUserId !== user.discordUserId) {
    parts.push(
      edit.discordUserId ? `Discord ID set to ${edit.discordUserId}` : 'Discord ID removed',
    );
  }
  if (edit.format !== user.format) parts.push(`Now ${edit.format}`);
  return parts.length > 0 ? parts.join('; ') : 'Saved without changes';
}
