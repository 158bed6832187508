import { createHash } from 'node:crypto';
import { SESSION_HEADER } from '@launchdeck/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { RPC_MESSAGES } from './asset-source.ts';

/**
 * Token lookups and metadata fetches a session may ask for a minute: a trader vamps a few tokens,
 * and a session scripting either must not turn the server into a relay (or spend DAS credits).
 */
export const VAMP_LOOKUP_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

/**
 * Counts per session or per extension token (a digest of the header, so no session id or token
 * sits in memory), else per IP.
 */
function rateLimitKey(request: FastifyRequest): string {
  const { authorization } = request.headers;
  const header = authorization || request.headers[SESSION_HEADER];
  if (typeof header !== 'string' || !header) return `vamp-lookup-ip:${request.ip}`;
  const kind = authorization ? 'token' : 'session';
  return `vamp-lookup-${kind}:${createHash('sha256').update(header).digest('base64url')}`;
}

/** One count for /api/rpc, /api/token-links and /api/vamp: a vamp is one of each. */
export function vampLookupRateLimit(http: FastifyInstance) {
  return http.rateLimit({
    ...VAMP_LOOKUP_RATE_LIMIT,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: () => new HttpError(429, RPC_MESSAGES.rateLimited),
  });
}
