import { codeChecksLockedNotice } from '@launchdeck/protocol';
import type { AuthService } from '../auth/index.ts';
import type { Core, ModuleHooks } from '../module.ts';
import { ROOMS } from '../realtime/rooms.ts';
import { type AdminModuleDeps, createAdminModule } from './module.ts';
import { registerAdminApi } from './plugin.ts';

export type { AuditLog } from './audit/audit-log.ts';
export type { AdminServices } from './module.ts';

/**
 * The administration panel (docs/administration.md): one service per area behind the admin API,
 * whose one guard admits the reserved admin only.
 */
export function createAdminApiModule(
  core: Core,
  deps: Omit<AdminModuleDeps, 'db' | 'io'> & { auth: AuthService },
) {
  const services = createAdminModule({ ...deps, db: core.db, io: core.io });
  /** An account's code checks locked: the owner's windows are told, and the audit log records it. */
  async function tellCodeChecksLocked(userId: number, untilMs: number): Promise<void> {
    const user = await deps.usersRepo.findById(userId);
    if (!user) return;
    const message = codeChecksLockedNotice(untilMs);
    core.io.to(ROOMS.user(user.username)).emit('account_notice', { message, at: Date.now() });
    await services.audit.record({
      actor: user.username,
      action: 'account.codes_locked',
      target: user.username,
      detail: message,
    });
  }
  const hooks: ModuleHooks = {
    registerRoutes: (http) => registerAdminApi(http, { auth: deps.auth, admin: services }),
  };
  return {
    services,
    codeChecksLocked: (userId: number, untilMs: number) =>
      tellCodeChecksLocked(userId, untilMs).catch((err: unknown) =>
        core.log.error({ err }, 'could not tell of locked code checks'),
      ),
    hooks,
  };
}
