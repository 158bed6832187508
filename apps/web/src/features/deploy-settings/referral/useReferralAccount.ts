import type { ReferralAccount } from '@launchdeck/protocol';
import { useCallback, useEffect, useState } from 'react';
import { getReferralAccount } from '../../referral/index.ts';

/** DA §4 Referral: loading, then no account (the create form) or the account shown. */
export type ReferralAccountState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'none' }
  | { status: 'shown'; account: ReferralAccount };

/**
 * The caller's referral account, asked of the server each time the category opens (no query
 * cache in this app: the Wallets category refreshes the same way). `reload` asks again;
 * `show` puts an account the server just confirmed in place.
 */
export function useReferralAccount(sessionId: string | null) {
  const [state, setState] = useState<ReferralAccountState>({ status: 'loading' });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (!sessionId) return;
      setState({ status: 'loading' });
      try {
        const answer = await getReferralAccount(sessionId, signal);
        setState(answer.found ? { status: 'shown', account: answer } : { status: 'none' });
      } catch (error) {
        if (signal?.aborted) return;
        // DA §8: network errors are only logged; the category offers to try again.
        console.warn('Could not load the referral account', error);
        setState({ status: 'failed' });
      }
    },
    [sessionId],
  );

  useEffect(() => {
    const closed = new AbortController();
    void load(closed.signal);
    return () => closed.abort();
  }, [load]);

  const show = useCallback(
    (account: ReferralAccount) => setState({ status: 'shown', account }),
    [],
  );
  return { state, reload: () => void load(), show };
}
