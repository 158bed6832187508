import { QueryClientProvider, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../../lib/query-client.ts';

/** The reads of Deploy Settings' categories, by what they ask the server for. */
export const DEPLOY_SETTINGS_QUERIES = {
  referralAccount: (sessionId: string | null) => ['referral-account', sessionId] as const,
  refInUse: (sessionId: string | null) => ['ref-in-use', sessionId] as const,
  extensionToken: (sessionId: string | null) => ['extension-token', sessionId] as const,
  twoFactor: (sessionId: string | null) => ['two-factor', sessionId] as const,
};

/**
 * Deploy Settings' request state: one TanStack Query cache, as the admin lists have. A category
 * asks the server each time it opens (nothing is kept once it closes) and once only; a failure
 * is said by the category, which offers to try again where it can.
 */
export function DeploySettingsQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * One of the reads above for the signed-in session (none while logged out): the query, and `set`
 * to put an answer the server just confirmed in place. `onFailure` says a failed read its own way
 * (a toast, or only the log), never for a read the category's closing cancelled.
 */
export function useSessionRead<Data>(
  queryKey: readonly [string, string | null],
  read: (sessionId: string, signal: AbortSignal) => Promise<Data>,
  onFailure: (error: unknown) => void,
) {
  const client = useQueryClient();
  const sessionId = queryKey[1];
  const query = useQuery({
    queryKey,
    queryFn:
      sessionId === null
        ? skipToken
        : async ({ signal }) => {
            try {
              return await read(sessionId, signal);
            } catch (error) {
              if (!signal.aborted) onFailure(error);
              throw error;
            }
          },
  });
  return { query, set: (data: Data) => client.setQueryData(queryKey, data) };
}
