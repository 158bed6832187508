import { QueryClientProvider, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/http.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { useSession } from '../session/index.ts';
import { useLiveLaunches } from './context.tsx';
import { fetchLaunches } from './launches-api.ts';
import { LAUNCHES_TEXT } from './launches-text.ts';
import { type LaunchFilter, mergeLaunches } from './merge.ts';

/** The Launches page's request state: read when it opens, pages kept while it is open. */
export function LaunchesQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Why the list could not be read, in the trader's words (the server's sentence when it gave one). */
export function launchesFailureText(error: unknown): string {
  const reason = error instanceof ApiError ? ` ${error.message}` : '';
  return `${LAUNCHES_TEXT.failedToLoad}${reason}`;
}

/**
 * The trader's launches as the page shows them: the pages read from GET /api/launches (filtered by
 * the server), newest first, with the live `launch_update`s laid over them; `loadMore` reads the
 * next older page. A reconnect reads the pages again.
 */
export function useLaunchList(filter: LaunchFilter) {
  const sessionId = useSession((state) =>
    state.phase.status === 'logged_out' ? null : state.phase.user.sessionId,
  );
  const live = useLiveLaunches((state) => state.byId);
  const syncs = useLiveLaunches((state) => state.syncs);
  const query = useInfiniteQuery({
    queryKey: ['launches', sessionId, filter.mode ?? 'all', filter.status ?? 'all'],
    queryFn:
      sessionId === null
        ? skipToken
        : ({ pageParam, signal }) =>
            fetchLaunches(
              sessionId,
              { before: pageParam, mode: filter.mode, status: filter.status },
              signal,
            ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore,
  });

  const { refetch } = query;
  const seenSyncs = useRef(syncs);
  useEffect(() => {
    if (syncs === seenSyncs.current) return;
    seenSyncs.current = syncs;
    void refetch();
  }, [syncs, refetch]);

  const pages = query.data?.pages.map((page) => page.launches) ?? [];
  const loaded = query.data !== undefined;
  return {
    rows: loaded ? mergeLaunches(pages, live, filter, query.hasNextPage) : [],
    loaded,
    loading: query.isPending,
    error: query.error ? launchesFailureText(query.error) : null,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    retry: () => void refetch(),
  };
}
