import { TokenLinksRequestBody, TokenLinksResponseBody } from '@launchdeck/protocol';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { requireSession } from '../http/session-guard.ts';
import { TokenLinksError, type TokenLinksReader } from './token-links.ts';

/** The schemas the call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  links: {
    summary: 'A token’s website and X links, from its metadata',
    tag: 'Vamp',
    auth: 'session',
    body: TokenLinksRequestBody,
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
  deps: { auth: AuthService; links: TokenLinksReader; limit: onRequestHookHandler },
): void {
  http.post(
    '/api/token-links',
    documented(CONTRACTS.links, { onRequest: deps.limit }),
    async (request): Promise<TokenLinksResponseBody> => {
      await requireSession(deps.auth, request);
      const { json_uri } = parseBody(CONTRACTS.links.body, request.body);
      try {
        return await deps.links.read(json_uri);
      } catch (error) {
        if (!(error instanceof TokenLinksError)) throw error;
        throw new HttpError(error.status, error.message);
      }
    },
  );
}
