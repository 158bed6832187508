import { LAUNCHES_API_PATH, type LaunchListQuery, LaunchListResponse } from '@launchdeck/protocol';
import { get } from '../../lib/http.ts';

/** The query a page of the list is read with; `limit` is the server's default when left out. */
export type LaunchPageQuery = Partial<LaunchListQuery>;

/** GET /api/launches: one page of the trader's launches, newest first (issue 32). */
export const fetchLaunches = (session: string, query: LaunchPageQuery, signal?: AbortSignal) =>
  get(LAUNCHES_API_PATH, LaunchListResponse, { session, query, signal });
