import { LAUNCHES_API_PATH, LaunchListQuery, LaunchListResponse } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { requireSession } from '../http/session-guard.ts';
import type { LaunchHistory } from './service.ts';

export type LaunchHistoryRoutesDeps = { auth: AuthService; history: LaunchHistory };

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
  http.get(
    LAUNCHES_API_PATH,
    documented(CONTRACTS.list),
    async (request): Promise<LaunchListResponse> => {
      const session = await requireSession(deps.auth, request);
      const query = parseBody(CONTRACTS.list.query, request.query);
      return deps.history.list(session.userId, query);
    },
  );
}
