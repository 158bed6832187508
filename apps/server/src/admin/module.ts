import { TwoFactorRepository } from '../account-security/index.ts';
import type { AccountsService } from '../accounts/index.ts';
import { SessionsRepository } from '../auth/index.ts';
import type { ChatModule } from '../chat/index.ts';
import type { BlockedAccounts, IngestService } from '../feed/index.ts';
import { LaunchesRepository } from '../launches/index.ts';
import { connectionsOf } from '../realtime/connections.ts';
import { ROOMS } from '../realtime/rooms.ts';
import type { RealtimeServer } from '../realtime/types.ts';
import type { AccountLookup, SourceStates } from '../sources/index.ts';
import type { Database } from '../storage/database.ts';
import type { UsersRepository, UsersService } from '../users/index.ts';
import { AlertsAdmin } from './alerts/service.ts';
import { AuditLog } from './audit/audit-log.ts';
import { BlockedAccountsAdmin } from './blocked-accounts/service.ts';
import { CommandWhitelistAdmin } from './chat/command-whitelist.ts';
import { ChatAdmin } from './chat/service.ts';
import { LaunchesAdmin } from './launches/service.ts';
import { SessionsAdmin } from './sessions/service.ts';
import { AdminTargets } from './targets.ts';
import { TestPostsAdmin } from './test-posts/service.ts';
import { TwoFactorAdmin } from './two-factor/service.ts';
import { type DeployAccessTarget, tellDeployAccess } from './user-access/deploy-access.ts';
import { UserAccessAdmin } from './user-access/service.ts';
import { UsersAdmin } from './users/service.ts';
import { WatchedAccountsAdmin } from './watched-accounts/service.ts';

export type AdminModuleDeps = {
  db: Database;
  io: RealtimeServer;
  users: UsersService;
  usersRepo: UsersRepository;
  chat: Pick<ChatModule, 'messages' | 'settings' | 'whitelist' | 'closeGroupsOf'>;
  ingest: Pick<IngestService, 'ingest'>;
  blocked: Pick<BlockedAccounts, 'list' | 'block' | 'unblock'>;
  /** The watched accounts (the same service as /add and /remove), their lookup and sources. */
  accounts: AccountsService;
  lookup: AccountLookup;
  sources: SourceStates;
  /** Ends every realtime connection of a login (auth_error, then disconnect), on every node. */
  endUser: (username: string) => void;
  /**
   * A login's right to deploy changed or it went: no launch may use what was prepared for it, and
   * its open windows are told (deploy_access).
   */
  deployAccessChanged: (userId: number) => void;
  /** The logins the administrator turned auto-launch off for (issue 53), by id. */
  autoLaunchOff: () => Promise<Set<number>>;
};

/** One service per admin area; the routes of each area call only its own. */
export type AdminServices = ReturnType<typeof createAdminModule>;

/** Builds the administration panel's services (DA §6) from the app's parts. */
export function createAdminModule(deps: AdminModuleDeps) {
  const audit = new AuditLog(deps.db);
  const sessions = new SessionsRepository(deps.db);
  const targets = new AdminTargets(deps.usersRepo, (name) => deps.users.isAdmin(name));
  const connections = connectionsOf(deps.io);
  const { endUser } = deps;
  const deployAccessChanged = (user: DeployAccessTarget, canDeploy: boolean) => {
    deps.deployAccessChanged(user.id);
    tellDeployAccess(deps.io, user, canDeploy);
  };
  return {
    /** Whether a name is the reserved admin account (ADMIN_USERNAME), in any case. */
    isAdmin: targets.isAdmin,
    audit,
    users: new UsersAdmin({
      db: deps.db,
      users: deps.users,
      usersRepo: deps.usersRepo,
      whitelist: deps.chat.whitelist,
      connections,
      targets,
      audit,
      closeGroupsOf: deps.chat.closeGroupsOf,
      endUser,
      deployAccessChanged,
      autoLaunchOff: deps.autoLaunchOff,
    }),
    access: new UserAccessAdmin({
      usersRepo: deps.usersRepo,
      sessions,
      targets,
      audit,
      endUser,
      deployAccessChanged,
    }),
    sessions: new SessionsAdmin({ sessions, connections, targets, audit, endUser }),
    blocked: new BlockedAccountsAdmin({ blocked: deps.blocked, audit }),
    watched: new WatchedAccountsAdmin({
      accounts: deps.accounts,
      lookup: deps.lookup,
      sources: deps.sources,
      audit,
    }),
    chat: new ChatAdmin({
      messages: deps.chat.messages,
      settings: deps.chat.settings,
      connections,
    }),
    whitelist: new CommandWhitelistAdmin({ whitelist: deps.chat.whitelist, targets, audit }),
    alerts: new AlertsAdmin({
      connections,
      alertOthers: (message, sender) =>
        deps.io.to(ROOMS.online).except(ROOMS.user(sender)).emit('admin_alert', { message }),
      audit,
    }),
    testPosts: new TestPostsAdmin({ ingest: deps.ingest, audit }),
    launches: new LaunchesAdmin({ repo: new LaunchesRepository(deps.db) }),
    twoFactor: new TwoFactorAdmin({
      repo: new TwoFactorRepository(deps.db),
      audit,
    }),
  };
}
