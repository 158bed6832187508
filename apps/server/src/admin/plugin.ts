import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { requireAdmin } from '../http/session-guard.ts';
import { registerAnnouncementRoutes } from './announcement-routes.ts';
import { registerChatAdminRoutes } from './chat-routes.ts';
import { registerCredentialsRoutes } from './credentials-routes.ts';
import { registerDeployPermissionRoutes } from './deploy-permission-routes.ts';
import type { AdminService } from './service.ts';

export const ADMIN_PREFIX = '/api/admin';

/** Registers some admin routes, at paths relative to ADMIN_PREFIX. */
export type AdminRoutes = (app: FastifyInstance, admin: AdminService) => void;

/** DA §7: the administration panel's calls. */
export const ADMIN_ROUTES: readonly AdminRoutes[] = [
  registerCredentialsRoutes,
  registerChatAdminRoutes,
  registerAnnouncementRoutes,
  registerDeployPermissionRoutes,
];

export type AdminApiDeps = { auth: AuthService; admin: AdminService };

/**
 * The admin API: one encapsulated plugin under ADMIN_PREFIX whose single onRequest guard runs
 * before every route registered in it, so no admin route can forget the check. It answers 401
 * without a live session and 403 for anyone but the reserved admin, before a body is read.
 */
export async function registerAdminApi(
  http: FastifyInstance,
  deps: AdminApiDeps,
  routes: readonly AdminRoutes[] = ADMIN_ROUTES,
): Promise<void> {
  await http.register(
    async (scope) => {
      scope.addHook('onRequest', async (request) => {
        await requireAdmin(deps.auth, (name) => deps.admin.isAdmin(name), request);
      });
      for (const register of routes) register(scope, deps.admin);
    },
    { prefix: ADMIN_PREFIX },
  );
}
