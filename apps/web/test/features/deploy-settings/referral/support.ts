import type { ReferralAccount } from '@launchdeck/protocol';
import { jsonResponse, stubFetch } from '../../../fake-fetch.ts';

/** Addresses the DA §5 checks accept. */
export const SOL_WALLET = 'So11111111111111111111111111111111111111112';
export const OTHER_SOL_WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
export const BNB_WALLET = `0x${'ab'.repeat(20)}`;
export const OTHER_BNB_WALLET = `0x${'cd'.repeat(20)}`;

export function makeReferralAccount(fields: Partial<ReferralAccount> = {}): ReferralAccount {
  return {
    ref_code: 'frog',
    total_referrals: 3,
    total_fees_earned: 0.007,
    total_fees_earned_bnb: 0.000175,
    launches: 10,
    simulated_launches: 0,
    sol_wallet: SOL_WALLET,
    bnb_wallet: BNB_WALLET,
    ...fields,
  };
}

type Refusal = { error: string; status?: number } | 'network';

const answer = (refusal: Refusal) =>
  refusal === 'network'
    ? Promise.reject(new TypeError('Failed to fetch'))
    : jsonResponse({ success: false, error: refusal.error }, refusal.status ?? 400);

/**
 * Plays the DA §7 referral routes (and the wallet list the Deploy Settings kit asks for): one
 * account or none, the code in use, and a refusal to give for each call.
 */
export function fakeReferralServer(account: ReferralAccount | null = null, ref = '') {
  const server = {
    account,
    ref,
    refuse: {} as Partial<Record<'get' | 'create' | 'update' | 'setRef', Refusal>>,
  };
  const fetch = stubFetch((url, init) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
    const refusal = (call: keyof typeof server.refuse) => server.refuse[call];
    switch (url) {
      case '/api/wallets':
        return jsonResponse({ wallets: [] });
      case '/api/referral/get': {
        const refused = refusal('get');
        if (refused) return answer(refused);
        return jsonResponse(server.account ? { found: true, ...server.account } : { found: false });
      }
      case '/api/referral/create': {
        const refused = refusal('create');
        if (refused) return answer(refused);
        server.account = makeReferralAccount({
          ref_code: body.ref_username,
          total_referrals: 0,
          total_fees_earned: 0,
          total_fees_earned_bnb: 0,
          launches: 0,
          simulated_launches: 0,
          sol_wallet: body.sol_wallet,
          bnb_wallet: body.bnb_wallet,
        });
        return jsonResponse({ success: true, username: body.ref_username });
      }
      case '/api/referral/update': {
        const refused = refusal('update');
        if (refused) return answer(refused);
        if (server.account) {
          server.account = {
            ...server.account,
            sol_wallet: body.sol_wallet,
            bnb_wallet: body.bnb_wallet,
          };
        }
        return jsonResponse({
          success: true,
          sol_wallet: body.sol_wallet,
          bnb_wallet: body.bnb_wallet,
        });
      }
      case '/api/user/ref': {
        if (init?.method !== 'POST') return jsonResponse({ success: true, ref: server.ref });
        const refused = refusal('setRef');
        if (refused) return answer(refused);
        server.ref = body.ref;
        return jsonResponse({ success: true, ref: body.ref });
      }
      default:
        return jsonResponse({ error: 'Not found' }, 404);
    }
  });
  return { server, fetch };
}
