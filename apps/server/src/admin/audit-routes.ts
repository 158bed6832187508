import { ADMIN_API, AuditLogQuery, type AuditLogResponseBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import type { AdminServices } from './module.ts';

/** Ours: GET audit-log?limit=N, the admin actions newest first. */
export function registerAuditRoutes(app: FastifyInstance, admin: AdminServices): void {
  app.get(ADMIN_API.auditLog, async (request): Promise<AuditLogResponseBody> => {
    const { limit } = parseBody(AuditLogQuery, request.query);
    return { entries: await admin.audit.list(limit) };
  });
}
