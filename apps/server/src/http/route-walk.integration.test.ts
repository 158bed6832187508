import { MESSAGES, SESSION_HEADER } from '@launchdeck/protocol';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../test/bot-api-support.ts';
import { createExtensionToken } from '../../test/extensions/support.ts';
import { ADMIN, startTestServer, type TestServer } from '../../test/server-support.ts';
import { API_DOCS_PATHS } from './api-docs.ts';
import { securityOf } from './guards.ts';
import type { RouteContract } from './route-contract.ts';

/*
 * Issue 49: a walk over every route the app registers, read from Fastify itself (onRoute), so a
 * route added later is walked too. Each /api route has a contract; the security the OpenAPI
 * document names for it is its guard's (one table, http/guards.ts), and the guard enforces it:
 * no credential is a 401, a trader's session on an admin route a 403, the route's own credential
 * gets past it.
 */

const INGEST_TOKEN = 'ingest-token-for-the-route-walk';
const METRICS_TOKEN = 'metrics-token-for-the-route-walk';

/** Routes without a contract on purpose (as the OpenAPI document's test lists them). */
const WITHOUT_CONTRACT = new Set([
  `GET ${API_DOCS_PATHS.document}`,
  `GET ${API_DOCS_PATHS.page}`,
  `GET ${API_DOCS_PATHS.assets}/start.js`,
  `GET ${API_DOCS_PATHS.assets}/swagger-ui.css`,
  `GET ${API_DOCS_PATHS.assets}/swagger-ui-bundle.js`,
  'OPTIONS /api/vamp',
  'OPTIONS /api/extension-token/check',
]);

type Route = { method: string; url: string; contract?: RouteContract };
type Walked = Route & { contract: RouteContract };
type Document = { paths: Record<string, Record<string, { security?: unknown }>> };

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A value each path parameter's schema takes (a made-up name, an id, a file), else 'x'. */
const CANDIDATES = ['1', 'nobody', 'letter.svg', `${'A'.repeat(43)}.json`, 'x'];
function plausible({ url, contract }: Walked): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const schema = contract.params?.[name];
    return CANDIDATES.find((value) => !schema || schema.safeParse(value).success) ?? 'x';
  });
}

describe('the route walk (issue 49)', () => {
  let server: TestServer;
  let document: Document;
  let trader: string;
  let admin: string;
  const routes: Route[] = [];
  const record = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, contract: route.config?.contract });
    }
  };
  const walked = () => routes.filter((route): route is Walked => route.contract !== undefined);
  const where = ({ method, url }: Route) => `${method} ${url}`;

  beforeAll(async () => {
    server = await startTestServer('pglite', { INGEST_TOKEN, METRICS_TOKEN }, { onRoute: record });
    await server.addUser('walker', 'walker-password');
    trader = (await server.login('walker', 'walker-password')).sessionId;
    admin = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
    document = (await (await fetch(`${server.url}${API_DOCS_PATHS.document}`)).json()) as Document;
  });
  afterAll(() => server.close());

  const send = (route: Walked, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${plausible(route)}`, {
      method: route.method,
      headers: WITH_BODY.has(route.method)
        ? { ...headers, 'content-type': 'application/json' }
        : headers,
      body: WITH_BODY.has(route.method) ? '{}' : undefined,
    });

  it('finds every route, and a contract on each /api route but the ones left out on purpose', () => {
    expect(walked().length).toBeGreaterThan(60);
    const api = routes.filter(({ url }) => url.startsWith('/api'));
    const missing = api
      .filter((route) => !route.contract && !WITHOUT_CONTRACT.has(where(route)))
      .map(where);
    expect(missing).toEqual([]);
    const registered = new Set(routes.map(where));
    expect([...WITHOUT_CONTRACT].filter((route) => !registered.has(route))).toEqual([]);
    // Every guard is walked.
    expect(new Set(walked().map(({ contract }) => contract.auth))).toEqual(
      new Set([
        'none',
        'session',
        'sessionInHeaderOrBody',
        'admin',
        'extensionToken',
        'sessionOrExtensionToken',
        'ingestToken',
        'metricsToken',
        'apiKey',
      ]),
    );
  });

  it('documents for each route the security its guard enforces', () => {
    for (const route of walked()) {
      const operation =
        document.paths[route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[
          route.method.toLowerCase()
        ];
      expect(operation?.security, where(route)).toEqual(securityOf(route.contract.auth));
    }
  });

  it('refuses every guarded route without a credential: 401', async () => {
    const answers: string[] = [];
    for (const route of walked().filter(({ contract }) => contract.auth !== 'none')) {
      const res = await send(route);
      answers.push(`${where(route)} ${res.status}`);
    }
    expect(answers).toEqual(
      walked()
        .filter(({ contract }) => contract.auth !== 'none')
        .map((route) => `${where(route)} 401`),
    );
  });

  it('lets the open routes answer without a credential', async () => {
    for (const route of walked().filter(({ contract }) => contract.auth === 'none')) {
      expect((await send(route)).status, where(route)).not.toBe(401);
    }
  });

  it('refuses a trader’s session on every admin route: 403', async () => {
    const admins = walked().filter(({ contract }) => contract.auth === 'admin');
    expect(admins.length).toBeGreaterThan(15);
    for (const route of admins) {
      const res = await send(route, { [SESSION_HEADER]: trader });
      expect(res.status, where(route)).toBe(403);
      expect(await res.json(), where(route)).toEqual({ error: MESSAGES.adminOnly });
    }
  });

  it('lets each guarded route’s own credential past its guard', async () => {
    const extension = (await createExtensionToken(server, trader)).token;
    const apiKey = await createApiKey(server, trader);
    const credentials: Record<string, () => Record<string, string>> = {
      session: () => ({ [SESSION_HEADER]: trader }),
      sessionInHeaderOrBody: () => ({ [SESSION_HEADER]: trader }),
      admin: () => ({ [SESSION_HEADER]: admin }),
      extensionToken: () => ({ authorization: `Bearer ${extension}` }),
      sessionOrExtensionToken: () => ({ authorization: `Bearer ${extension}` }),
      ingestToken: () => ({ authorization: `Bearer ${INGEST_TOKEN}` }),
      metricsToken: () => ({ authorization: `Bearer ${METRICS_TOKEN}` }),
      apiKey: () => ({ authorization: `Bearer ${apiKey}` }),
    };
    // The calls that replace or end a credential go last: the extension token's, then logout.
    const last = ({ method, url }: Walked) =>
      url === '/api/logout' ? 2 : url === '/api/extension-token' && method !== 'GET' ? 1 : 0;
    const guarded = walked()
      .filter(({ contract }) => contract.auth !== 'none')
      .sort((a, b) => last(a) - last(b));
    for (const route of guarded) {
      const headers = credentials[route.contract.auth]?.() ?? {};
      const res = await send(route, headers);
      expect([401, 403], `${where(route)} ${res.status}`).not.toContain(res.status);
    }
  });
});

describe('the route walk with no operator token set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('leaves /metrics open (its security’s empty requirement) and ingest off (404)', async () => {
    expect(securityOf('metricsToken')).toContainEqual({});
    expect((await server.request('GET', '/metrics')).status).toBe(200);
    expect((await server.request('POST', '/api/ingest', {})).status).toBe(404);
  });
});
