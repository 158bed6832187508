import { bearerOrSessionCredential } from '../http/identity.ts';
import type { RouteRateLimit } from '../http/route-contract.ts';
import { RPC_MESSAGES } from './asset-source.ts';

/**
 * Token lookups and metadata fetches a session may ask for a minute: a trader vamps a few tokens,
 * and a session scripting either must not turn the server into a relay (or spend DAS credits).
 */
export const VAMP_LOOKUP_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

/**
 * One count for /api/rpc, /api/token-links and /api/vamp (a vamp is one of each), per live
 * session or per extension token's user (its Authorization header), else per IP.
 */
export const vampLookupLimit: RouteRateLimit = {
  per: 'identity',
  name: 'vamp-lookup',
  ...VAMP_LOOKUP_RATE_LIMIT,
  message: RPC_MESSAGES.rateLimited,
  credential: bearerOrSessionCredential,
};
