import { createHash } from 'node:crypto';
import { SESSION_HEADER } from '@launchdeck/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

export type RateLimit = { readonly max: number; readonly timeWindow: number };

/** The credential a request counts under: by default its `x-session-id` header ('' when none). */
export type CredentialOf = (request: FastifyRequest) => string;

export const sessionHeaderOf: CredentialOf = (request) => {
  const header = request.headers[SESSION_HEADER];
  return typeof header === 'string' ? header : '';
};

/**
 * A route limit counted per session (or whatever `credentialOf` names: an extension token, a
 * session sent in the body), else per IP. The count is keyed by a digest of the credential, so no
 * session id or token sits in the limiter's memory or Redis; `name` keeps each limit's counts
 * apart. Over the limit: 429 with `message`.
 */
export function perSessionRateLimit(
  http: FastifyInstance,
  name: string,
  limit: RateLimit,
  message: string,
  credentialOf: CredentialOf = sessionHeaderOf,
) {
  return http.rateLimit({
    ...limit,
    keyGenerator: (request) => {
      const credential = credentialOf(request);
      if (!credential) return `${name}-ip:${request.ip}`;
      return `${name}-session:${createHash('sha256').update(credential).digest('base64url')}`;
    },
    errorResponseBuilder: () => new HttpError(429, message),
  });
}
