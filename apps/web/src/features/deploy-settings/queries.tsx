import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/** The reads of Deploy Settings' categories, by what they ask the server for. */
export const DEPLOY_SETTINGS_QUERIES = {
  referralAccount: (sessionId: string | null) => ['referral-account', sessionId] as const,
  refInUse: (sessionId: string | null) => ['ref-in-use', sessionId] as const,
  extensionToken: (sessionId: string | null) => ['extension-token', sessionId] as const,
};

/**
 * Deploy Settings' request state: one TanStack Query cache, as the admin lists have. A category
 * asks the server each time it opens (nothing is kept once it closes) and once only; a failure
 * is said by the category, which offers to try again where it can.
 */
export function DeploySettingsQueries({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0, gcTime: 0 },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
