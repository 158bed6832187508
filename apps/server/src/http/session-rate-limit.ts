import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';
import { type CredentialOf, identityKey, sessionCredential } from './identity.ts';

export type RateLimit = { readonly max: number; readonly timeWindow: number };

/**
 * A route limit counted per identity: the live session (or extension token, or a session sent in
 * the body, as `credentialOf` reads it) that storage resolves the request's credential to, else
 * the IP (identity.ts). Keys are digests and ids, so no session id or token sits in the limiter's
 * memory or Redis, and no spelling of a header gets its own count; `name` keeps each limit's
 * counts apart. Over the limit: 429 with `message`.
 */
export function perSessionRateLimit(
  http: FastifyInstance,
  name: string,
  limit: RateLimit,
  message: string,
  credentialOf: CredentialOf = sessionCredential,
) {
  return http.rateLimit({
    ...limit,
    keyGenerator: async (request) =>
      `${name}-${await identityKey(http.identity, request, credentialOf)}`,
    errorResponseBuilder: () => new HttpError(429, message),
  });
}
