import type { IncomingMessage } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import type { FastifyRequest } from 'fastify';
import { parseBody } from './errors.ts';
import { bindGuard, type GuardIdentity, type GuardNeeds, type ScopedAuth } from './guards.ts';
import type { QueryOf } from './route.ts';
import type { RouteAuth, RouteContract } from './route-contract.ts';

/** The guards an upgrade can run: those a route runs itself, which read the request's headers. */
type UpgradeAuth = Exclude<RouteAuth, ScopedAuth>;

/** Who calls, per the contract's guard, and its query parsed with the contract's schema. */
export type UpgradeInput<C extends RouteContract> = GuardIdentity<C['auth']> & {
  query: QueryOf<C>;
};

/**
 * The check of an HTTP upgrade request (a WebSocket's handshake, answered on the server's
 * 'upgrade' event, where Fastify never sees it) against the contract of the route at the same
 * path: the guard the contract names (http/guards.ts), then its query schema, as route() runs
 * them for a plain request (a 400 naming the first problem, parseBody). Refusals are HttpErrors.
 * The guard is handed the request's headers only: the session guards, which resolve through
 * the app's identity (registerIdentity), need `needs` given here instead.
 */
export function upgradeCheck<C extends RouteContract & { auth: UpgradeAuth }>(
  contract: C,
  needs: GuardNeeds<C['auth']>,
): (request: IncomingMessage) => Promise<UpgradeInput<C>> {
  const guard = bindGuard(contract.auth, needs);
  return async (request) => {
    const headersOnly = { headers: request.headers } as FastifyRequest;
    const identity = await guard(headersOnly, undefined);
    const search = new URL(request.url ?? '/', 'http://upgrade.invalid').search.slice(1);
    // As Fastify reads a query: a name given twice is a list (which a number's schema refuses).
    const query = contract.query
      ? parseBody(contract.query, { ...parseQueryString(search) })
      : undefined;
    return { ...identity, query } as UpgradeInput<C>;
  };
}
