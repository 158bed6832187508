import type { z } from 'zod';

/** Who may call a route; the OpenAPI document names the matching security scheme. */
export type RouteAuth =
  | 'none'
  | 'session'
  | 'admin'
  | 'extensionToken'
  | 'sessionOrExtensionToken'
  | 'ingestToken'
  | 'metricsToken';

/** An answer that is not JSON (an image, Prometheus text): its media type and what it is. */
export type RawAnswer = { contentType: string; description: string };

/**
 * One HTTP route's contract: the protocol schemas its handler parses the request with and answers
 * with, set on the route itself (`config: { contract }`) beside the handler, so the OpenAPI
 * document (http/openapi.ts) is built from the very schemas the routes use. `params` names each
 * path parameter's schema; `responses` each status's answer (refusals default to ErrorBody).
 */
export type RouteContract = {
  summary: string;
  tag: string;
  auth: RouteAuth;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: Readonly<Record<string, z.ZodType>>;
  responses: Readonly<Partial<Record<number | 'default', z.ZodType | RawAnswer>>>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: RouteContract;
  }
}

/** A route's options with its contract set, beside the options it already had. */
export function documented<O extends object>(
  contract: RouteContract,
  options?: O,
): O & { config: { contract: RouteContract } } {
  const config = (options as { config?: object } | undefined)?.config;
  return { ...(options as O), config: { ...config, contract } };
}
