import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { router } from '../http/route.ts';
import type { RouteContract } from '../http/route-contract.ts';

// Anyone may knock, so the answer names no setting; README "Configuration" says which one it is.
export const METRICS_MESSAGES = {
  badToken: 'Missing or wrong metrics token: send it as Authorization: Bearer <token>',
} as const;

/** What the call answers (the OpenAPI document reads it). */
const CONTRACTS = {
  metrics: {
    summary: 'The server’s metrics, for Prometheus',
    tag: 'Operations',
    auth: 'metricsToken',
    responses: { 200: { contentType: 'text/plain', description: 'Prometheus text format' } },
  },
} satisfies Record<string, RouteContract>;

/**
 * GET /metrics: the registry in Prometheus text format, for the operator's scraper. Open without
 * a token (scraped on a private network); with METRICS_TOKEN set, only with it.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  deps: { registry: Registry; token: string | undefined },
): void {
  const route = router(app, { metricsToken: { token: deps.token, ...METRICS_MESSAGES } });
  route('GET', '/metrics', CONTRACTS.metrics, async ({ reply }) => {
    const text = await deps.registry.metrics();
    return reply.type(deps.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
