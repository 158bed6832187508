import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A check of `Authorization: Bearer <token>` against a configured token, or undefined when none
 * is configured. Compared as digests of equal length, in constant time, so neither the token's
 * length nor its prefix leaks through timing; a wrong or missing one is a 401 with `message`.
 */
export function bearerTokenCheck(
  token: string | undefined,
  message: string,
): ((request: FastifyRequest) => void) | undefined {
  if (!token) return undefined;
  const expected = digest(token);
  return (request) => {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected))
      throw new HttpError(401, message);
  };
}
