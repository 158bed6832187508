import { LAUNCHES_API_PATH, LaunchListQuery, LaunchListResponse } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/index.ts';
import { router } from '../http/route.ts';
import type { RouteContract } from '../http/route-contract.ts';
import type { LaunchHistory } from './service.ts';

export type LaunchHistoryRoutesDeps = {
  /** Unused: route() resolves sessions with the app's identity (http/guards.ts); callers may still pass it. */
  auth?: AuthService;
  history: LaunchHistory;
};

/** The schemas the call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  list: {
    summary: 'The trader’s own launches, newest first, with their stages and fate (My Launches)',
    tag: 'Launches',
    auth: 'session',
    query: LaunchListQuery,
    responses: { 200: LaunchListResponse },
  },
} satisfies Record<string, RouteContract>;

/** Ours (issue 32): GET /api/launches?limit=N&before=<id>&mode=&status=. */
export function registerLaunchHistoryRoutes(
  http: FastifyInstance,
  deps: LaunchHistoryRoutesDeps,
): void {
  router(http)(
    'GET',
    LAUNCHES_API_PATH,
    CONTRACTS.list,
    async ({ session, query }): Promise<LaunchListResponse> =>
      deps.history.list(session.userId, query),
  );
}
