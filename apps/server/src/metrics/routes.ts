import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { HttpError } from '../http/errors.ts';

export const METRICS_MESSAGES = {
  badToken: 'Missing or wrong metrics token: send Authorization: Bearer <METRICS_TOKEN>',
} as const;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared as digests of equal length, in constant time, as the ingest token is. */
function checkToken(request: FastifyRequest, expected: Buffer): void {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected))
    throw new HttpError(401, METRICS_MESSAGES.badToken);
}

/**
 * GET /metrics: the registry in Prometheus text format, for the operator's scraper. Open without
 * a token (scraped on a private network); with METRICS_TOKEN set, only with it.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  deps: { registry: Registry; token: string | undefined },
): void {
  const expected = deps.token ? digest(deps.token) : undefined;
  app.get('/metrics', async (request, reply) => {
    if (expected) checkToken(request, expected);
    const text = await deps.registry.metrics();
    return reply.type(deps.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
