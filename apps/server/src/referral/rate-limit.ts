import { headerOrBodySessionCredential } from '../http/identity.ts';
import type { RouteRateLimit } from '../http/route-contract.ts';

/** Referral writes (create, update, set the ref) a session may make a minute: far above a trader's. */
export const REFERRAL_WRITE_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

export const REFERRAL_RATE_LIMITED =
  'Too many referral changes. Please wait a minute and try again.';

/**
 * One count for the three referral writes, run as a preHandler: the body is parsed by then, so a
 * session sent in the body (DA §7 create, update) is counted as itself.
 */
export const referralWriteLimit: RouteRateLimit = {
  per: 'identity',
  name: 'referral',
  ...REFERRAL_WRITE_RATE_LIMIT,
  message: REFERRAL_RATE_LIMITED,
  credential: headerOrBodySessionCredential,
  hook: 'preHandler',
};
