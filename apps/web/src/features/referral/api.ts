import {
  type ReferralCreateBody,
  ReferralCreateResponse,
  ReferralGetResponse,
  type ReferralUpdateBody,
  ReferralUpdateResponse,
  type UserRefBody,
  UserRefGetResponse,
  UserRefSetResponse,
} from '@launchdeck/protocol';
import { get, post } from '../../lib/http.ts';

/** DA §7: GET /api/referral/get, the caller's referral account or `found: false`. */
export const getReferralAccount = (session: string, signal?: AbortSignal) =>
  get('/api/referral/get', ReferralGetResponse, { session, signal });

/** DA §7: POST /api/referral/create; the session also goes in the body, as the spec sends it. */
export const createReferralAccount = (
  session: string,
  body: Omit<ReferralCreateBody, 'sessionId'>,
) =>
  post(
    '/api/referral/create',
    ReferralCreateResponse,
    { ...body, sessionId: session },
    { session },
  );

/** DA §7: POST /api/referral/update, the account's two wallets. */
export const updateReferralWallets = (
  session: string,
  body: Omit<ReferralUpdateBody, 'sessionId'>,
) =>
  post(
    '/api/referral/update',
    ReferralUpdateResponse,
    { ...body, sessionId: session },
    { session },
  );

/** DA §7: GET /api/user/ref, the code the caller uses ('' when none). */
export const getUserRef = (session: string, signal?: AbortSignal) =>
  get('/api/user/ref', UserRefGetResponse, { session, signal });

/** DA §7: POST /api/user/ref; an empty `ref` removes it. */
export const setUserRef = (session: string, body: UserRefBody) =>
  post('/api/user/ref', UserRefSetResponse, body, { session });
