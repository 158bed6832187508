import { QueryClient } from '@tanstack/react-query';

/**
 * A TanStack Query cache of the app's (each part that reads the server through it holds its own,
 * made once per mount): a read is asked afresh whenever it is used again (staleTime 0) and is
 * dropped once nothing shows it (gcTime 0); nothing is retried behind the user's back, and
 * nothing is read again because the window regained focus. `keepUnused` keeps a read nothing
 * shows for TanStack's default time instead (5 minutes), so it shows at once when used again
 * while it is asked afresh.
 */
export function createQueryClient(options: { keepUnused?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 0,
        ...(options.keepUnused ? {} : { gcTime: 0 }),
      },
      mutations: { retry: false },
    },
  });
}
