import { ADMIN_API, RequireTwoFactorBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { router } from '../../http/route.ts';
import type { RouteContract } from '../../http/route-contract.ts';
import type { AdminServices } from '../module.ts';

const tag = 'Admin: account security';

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  read: {
    summary: 'Whether two-factor login is required for everyone',
    tag,
    auth: 'admin',
    responses: { 200: RequireTwoFactorBody },
  },
  set: {
    summary: 'Require two-factor login for everyone, or stop requiring it',
    tag,
    auth: 'admin',
    body: RequireTwoFactorBody,
    responses: { 200: RequireTwoFactorBody },
  },
} satisfies Record<string, RouteContract>;

/** require-2fa: read and set (audited). */
export function registerTwoFactorAdminRoutes(app: FastifyInstance, admin: AdminServices): void {
  const route = router(app);
  route(
    'GET',
    ADMIN_API.requireTwoFactor,
    CONTRACTS.read,
    async (): Promise<RequireTwoFactorBody> => ({ required: await admin.twoFactor.required() }),
  );

  route(
    'POST',
    ADMIN_API.requireTwoFactor,
    CONTRACTS.set,
    async ({ session, body }): Promise<RequireTwoFactorBody> => ({
      required: await admin.twoFactor.setRequired(session.username, body.required),
    }),
  );
}
