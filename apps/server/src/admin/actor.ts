import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin's username, set by the admin API's guard (plugin.ts); '' outside the admin API. */
    adminName: string;
  }
}

/** Gives every request of the admin scope the slot its guard fills in. */
export function decorateAdminName(scope: FastifyInstance): void {
  scope.decorateRequest('adminName', '');
}

/** Who is acting (the audit log's actor), as the guard resolved it: the session is read once. */
export function actorOf(request: FastifyRequest): string {
  if (!request.adminName) throw new Error('An admin route ran outside the admin guard');
  return request.adminName;
}
