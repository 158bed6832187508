import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/index.ts';
import { guardScope } from '../http/guards.ts';
import { registerAlertsRoutes } from './alerts/routes.ts';
import { registerAuditRoutes } from './audit/routes.ts';
import { registerBlockedAccountsRoutes } from './blocked-accounts/routes.ts';
import { registerCommandWhitelistRoutes } from './chat/command-whitelist-routes.ts';
import { registerChatLogRoutes } from './chat/log-routes.ts';
import { registerChatModesRoutes } from './chat/modes-routes.ts';
import { registerLaunchesRoutes } from './launches/routes.ts';
import type { AdminServices } from './module.ts';
import { registerSessionsRoutes } from './sessions/routes.ts';
import { registerTestPostRoutes } from './test-posts/routes.ts';
import { registerTwoFactorAdminRoutes } from './two-factor/routes.ts';
import { registerUserAccessRoutes } from './user-access/routes.ts';
import { registerUsersRoutes } from './users/routes.ts';
import { registerWatchedAccountsRoutes } from './watched-accounts/routes.ts';

/** Registers one admin area's routes, at their full ADMIN_API paths. */
export type AdminRoutes = (app: FastifyInstance, admin: AdminServices) => void;

/** DA §7: the administration panel's calls, one area a file. */
export const ADMIN_ROUTES: readonly AdminRoutes[] = [
  registerUsersRoutes,
  registerUserAccessRoutes,
  registerSessionsRoutes,
  registerBlockedAccountsRoutes,
  registerWatchedAccountsRoutes,
  registerChatLogRoutes,
  registerChatModesRoutes,
  registerCommandWhitelistRoutes,
  registerAlertsRoutes,
  registerTestPostRoutes,
  registerAuditRoutes,
  registerLaunchesRoutes,
  registerTwoFactorAdminRoutes,
];

export type AdminApiDeps = { auth: AuthService; admin: AdminServices };

/**
 * The admin API: one encapsulated plugin whose single onRequest guard (the `admin` guard of
 * http/guards.ts) runs before every route registered in it, so no admin route can forget the
 * check. It answers 401 without a live session and 403 for anyone but the reserved admin, before
 * a body is read, and hands the admin's session to the routes' handlers (the audit log's actor).
 */
export async function registerAdminApi(
  http: FastifyInstance,
  deps: AdminApiDeps,
  routes: readonly AdminRoutes[] = ADMIN_ROUTES,
): Promise<void> {
  await http.register(async (scope) => {
    guardScope(scope, 'admin', { auth: deps.auth, isAdmin: deps.admin.isAdmin });
    for (const register of routes) register(scope, deps.admin);
  });
}
