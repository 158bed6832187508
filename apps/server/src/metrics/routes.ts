import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { bearerTokenCheck } from '../http/bearer-token.ts';

// Anyone may knock, so the answer names no setting; README "Configuration" says which one it is.
export const METRICS_MESSAGES = {
  badToken: 'Missing or wrong metrics token: send it as Authorization: Bearer <token>',
} as const;

/**
 * GET /metrics: the registry in Prometheus text format, for the operator's scraper. Open without
 * a token (scraped on a private network); with METRICS_TOKEN set, only with it.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  deps: { registry: Registry; token: string | undefined },
): void {
  const checkToken = bearerTokenCheck(deps.token, METRICS_MESSAGES.badToken);
  app.get('/metrics', async (request, reply) => {
    checkToken?.(request);
    const text = await deps.registry.metrics();
    return reply.type(deps.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
