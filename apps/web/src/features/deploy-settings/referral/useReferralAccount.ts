import type { ReferralAccount } from '@launchdeck/protocol';
import { getReferralAccount } from '../../referral/index.ts';
import { DEPLOY_SETTINGS_QUERIES, useSessionRead } from '../queries.tsx';

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
  const { query, set } = useSessionRead(
    DEPLOY_SETTINGS_QUERIES.referralAccount(sessionId),
    getReferralAccount,
    // DA §8: network errors are only logged; the category offers to try again.
    (error) => console.warn('Could not load the referral account', error),
  );

  let state: ReferralAccountState;
  if (query.isPending || query.isFetching) state = { status: 'loading' };
  else if (query.isError) state = { status: 'failed' };
  else if (query.data.found) state = { status: 'shown', account: query.data };
  else state = { status: 'none' };

  const show = (account: ReferralAccount) => set({ ...account, found: true as const });
  return { state, reload: () => void query.refetch(), show };
}
