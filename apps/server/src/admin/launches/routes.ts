import { ADMIN_API, AdminLaunchListQuery, AdminLaunchListResponse } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { router } from '../../http/route.ts';
import type { RouteContract } from '../../http/route-contract.ts';
import type { AdminServices } from '../module.ts';

/** The schemas the call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  list: {
    summary: 'Every trader’s launches, newest first, with the last 24 hours’ counts',
    tag: 'Admin: launches',
    auth: 'admin',
    query: AdminLaunchListQuery,
    responses: { 200: AdminLaunchListResponse },
  },
} satisfies Record<string, RouteContract>;

/** Ours (issue 32): GET launches?limit&before&mode&status, every trader's, newest first. */
export function registerLaunchesRoutes(app: FastifyInstance, admin: AdminServices): void {
  const route = router(app);
  route(
    'GET',
    ADMIN_API.launches,
    CONTRACTS.list,
    async ({ query }): Promise<AdminLaunchListResponse> => admin.launches.list(query),
  );
}
