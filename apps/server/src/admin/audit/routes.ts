import { ADMIN_API, AuditLogQuery, AuditLogResponseBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { router } from '../../http/route.ts';
import type { RouteContract } from '../../http/route-contract.ts';
import type { AdminServices } from '../module.ts';

/** The schemas the call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  list: {
    summary: 'The admin actions, newest first',
    tag: 'Admin: audit',
    auth: 'admin',
    query: AuditLogQuery,
    responses: { 200: AuditLogResponseBody },
  },
} satisfies Record<string, RouteContract>;

/** Ours: GET audit-log?limit=N, the admin actions newest first. */
export function registerAuditRoutes(app: FastifyInstance, admin: AdminServices): void {
  const route = router(app);
  route(
    'GET',
    ADMIN_API.auditLog,
    CONTRACTS.list,
    async ({ query }): Promise<AuditLogResponseBody> => ({
      entries: await admin.audit.list(query.limit),
    }),
  );
}
