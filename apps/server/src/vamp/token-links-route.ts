import { TokenLinksRequestBody, TokenLinksResponseBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { router } from '../http/route.ts';
import type { RouteContract } from '../http/route-contract.ts';
import { vampLookupLimit } from './rate-limit.ts';
import { TokenLinksError, type TokenLinksReader } from './token-links.ts';

/** The schemas the call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  links: {
    summary: 'A token’s website and X links, from its metadata',
    tag: 'Vamp',
    auth: 'session',
    body: TokenLinksRequestBody,
    rateLimit: vampLookupLimit,
    responses: { 200: TokenLinksResponseBody },
  },
} satisfies Record<string, RouteContract>;

/**
 * POST /api/token-links (ours; FC §7 has the browser GET the json_uri): `{json_uri}` → `{website,
 * twitter}`. 400 for a link that is not http(s) or not public, 404 for our own link to nothing,
 * 502 for a host that fails (status, time, size, not JSON); each a `{error}` sentence.
 */
export function registerTokenLinksRoute(
  http: FastifyInstance,
  deps: { links: TokenLinksReader },
): void {
  router(http)(
    'POST',
    '/api/token-links',
    CONTRACTS.links,
    async ({ body }): Promise<TokenLinksResponseBody> => {
      try {
        return await deps.links.read(body.json_uri);
      } catch (error) {
        if (!(error instanceof TokenLinksError)) throw error;
        throw new HttpError(error.status, error.message);
      }
    },
  );
}
