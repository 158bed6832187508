import type { ReferralAccount } from '@launchdeck/protocol';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { getReferralAccount } from '../../referral/index.ts';
import { DEPLOY_SETTINGS_QUERIES } from '../queries.tsx';

/** DA §4 Referral: loading, then no account (the create form) or the account shown. */
export type ReferralAccountState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'none' }
  | { status: 'shown'; account: ReferralAccount };

/**
 * The caller's referral account, asked of the server each time the category opens. `reload` asks
 * again (loading meanwhile); `show` puts an account the server just confirmed in place.
 */
export function useReferralAccount(sessionId: string | null) {
  const client = useQueryClient();
  const queryKey = DEPLOY_SETTINGS_QUERIES.referralAccount(sessionId);
  const query = useQuery({
    queryKey,
    queryFn:
      sessionId === null
        ? skipToken
        : async ({ signal }) => {
            try {
              return await getReferralAccount(sessionId, signal);
            } catch (error) {
              // DA §8: network errors are only logged; the category offers to try again.
              if (!signal.aborted) console.warn('Could not load the referral account', error);
              throw error;
            }
          },
  });

  let state: ReferralAccountState;
  if (query.isPending || query.isFetching) state = { status: 'loading' };
  else if (query.isError) state = { status: 'failed' };
  else if (query.data.found) state = { status: 'shown', account: query.data };
  else state = { status: 'none' };

  const show = (account: ReferralAccount) =>
    client.setQueryData(queryKey, { ...account, found: true as const });
  return { state, reload: () => void query.refetch(), show };
}
