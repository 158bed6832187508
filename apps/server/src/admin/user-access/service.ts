import { LoginFormat } from '@launchdeck/protocol';
import type { SessionsRepository } from '../../auth/index.ts';
import type { UsersRepository } from '../../users/index.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { AdminTargets } from '../targets.ts';
import type { DeployAccessTarget } from './deploy-access.ts';

export type UserAccessAdminDeps = {
  usersRepo: Pick<UsersRepository, 'update'>;
  sessions: Pick<SessionsRepository, 'deleteAllOf'>;
  targets: AdminTargets;
  audit: AuditLog;
  /** Ends every realtime connection of a login (auth_error, then disconnect), on every node. */
  endUser: (username: string) => void;
  /** A login's right to deploy changed: nothing prepared for it is used, its windows are told. */
  deployAccessChanged: (user: DeployAccessTarget, canDeploy: boolean) => void;
};

const onOff = (on: boolean) => (on ? 'on' : 'off');

/**
 * What a login may do (DA §4 Admin user: enabled or disabled, chat permission, deploy
 * permission, its chat-platform id). Never the reserved admin's.
 */
export class UserAccessAdmin {
  constructor(private readonly deps: UserAccessAdminDeps) {}

  async enable(actor: string, username: string): Promise<void> {
    const user = await this.deps.targets.modifiable(username);
    await this.deps.usersRepo.update(user.id, { enabled: true });
    this.deps.deployAccessChanged(user, user.canDeploy);
    await this.audit(actor, 'user.enable', user.username, 'Login enabled');
  }

  /**
   * Refuses the login's next sign-in (AuthService checks enabled) and ends what it has now: its
   * sessions, saved logins and sockets (which show Session Expired).
   */
  async disable(actor: string, username: string): Promise<void> {
    const user = await this.deps.targets.modifiable(username);
    await this.deps.usersRepo.update(user.id, { enabled: false });
    const ended = await this.deps.sessions.deleteAllOf(user.id);
    this.deps.deployAccessChanged(user, false);
    this.deps.endUser(user.username);
    const detail = `Login disabled; ${ended.length} session(s) ended`;
    await this.audit(actor, 'user.disable', user.username, detail);
  }

  async setCanChat(actor: string, username: string, canChat: boolean): Promise<void> {
    const user = await this.deps.targets.modifiable(username);
    await this.deps.usersRepo.update(user.id, { canChat });
    await this.audit(
      actor,
      'user.can_chat',
      user.username,
      `Chat permission turned ${onOff(canChat)}`,
    );
  }

  /** Who may launch tokens (DA §2 Access Denied for the rest); the admin keeps the right. */
  async setCanDeploy(actor: string, username: string, canDeploy: boolean): Promise<void> {
    const user = await this.deps.targets.modifiable(username);
    await this.deps.usersRepo.update(user.id, { canDeploy });
    this.deps.deployAccessChanged(user, canDeploy && user.enabled);
    const detail = `Deploy permission turned ${onOff(canDeploy)}`;
    await this.audit(actor, 'user.can_deploy', user.username, detail);
  }

  /** DA §4: a legacy login becomes enhanced when a chat-platform id is set. */
  async setDiscordId(actor: string, username: string, discordUserId: string): Promise<void> {
    const user = await this.deps.targets.modifiable(username);
    await this.deps.usersRepo.update(user.id, { discordUserId, format: LoginFormat.enhanced });
    const upgraded = user.format === LoginFormat.legacy ? '; now an enhanced login' : '';
    const detail = `Discord ID set to ${discordUserId}${upgraded}`;
    await this.audit(actor, 'user.discord_id', user.username, detail);
  }

  private audit(
    actor: string,
    action:
      | 'user.enable'
      | 'user.disable'
      | 'user.can_chat'
      | 'user.can_deploy'
      | 'user.discord_id',
    target: string,
    detail: string,
  ): Promise<void> {
    return this.deps.audit.record({ actor, action, target, detail });
  }
}
