import { MESSAGES, SESSION_HEADER } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test/server-support.ts';

const INGEST_TOKEN = 'ingest-token-for-deep-bodies';
const DEPTH = 50_000;
/** An array DEPTH levels deep, as JSON text: built as text, since JSON.stringify would overflow. */
const DEEP = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
/** The methods whose requests carry a body. */
const WITH_BODY = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every route and its methods, read from Fastify's own route tree (`printRoutes`), so a route
 * added later is covered without being listed here. Path parameters get a sample value.
 */
function routesOf(tree: string): [method: string, path: string][] {
  const prefixes: string[] = [];
  const routes: [string, string][] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    prefixes.length = indent.length / 4;
    prefixes.push(segment);
    const path = prefixes.join('').replaceAll(/:[A-Za-z]+/g, 'ann');
    for (const method of methods.split(', ')) if (method) routes.push([method, path]);
  }
  return routes;
}

describe('a body nested 50,000 levels deep', () => {
  let server: TestServer;
  let admin: string;
  let routes: [string, string][];
  beforeAll(async () => {
    server = await startTestServer('pglite', { INGEST_TOKEN });
    admin = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
    routes = routesOf(server.app.http.printRoutes({ commonPrefix: false })).filter(([method]) =>
      WITH_BODY.includes(method),
    );
  });
  afterAll(() => server.close());

  /** Sent as the admin and as the webhook at once, so no route refuses it for want of a login. */
  const send = (method: string, path: string, body: string) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        [SESSION_HEADER]: admin,
        authorization: `Bearer ${INGEST_TOKEN}`,
      },
      body,
    });

  const credentials = async () =>
    (await (await server.request('GET', '/api/admin/credentials', undefined, admin)).json()) as {
      credentials: Record<string, unknown>;
    };

  it('finds every route that takes a body, ingest and the admin calls among them', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        ['POST', '/api/ingest'],
        ['POST', '/api/login'],
        ['POST', '/api/admin/credentials'],
        ['PUT', '/api/admin/credentials/ann'],
        ['POST', '/api/translate-text'],
        ['POST', '/api/wallets/import_bnb'],
        ['DELETE', '/api/extension-token'],
      ]),
    );
  });

  it('is refused on every route with a 4xx and a sentence, and nothing is stored', async () => {
    const users = await credentials();
    const post = JSON.stringify(makePostInput()).replace(/\}$/, `,"media":${DEEP}}`);
    const bodies = {
      'a bare array': DEEP,
      'a field of an object': `{"username":"ann","password":"pw","text":"gm","deep":${DEEP}}`,
      'a post': post,
      'a post in a batch': `{"posts":[${post}]}`,
    };
    for (const [method, path] of routes) {
      for (const [name, body] of Object.entries(bodies)) {
        const res = await send(method, path, body);
        const context = `${method} ${path} with ${name}: ${res.status}`;
        expect(res.status, context).toBeGreaterThanOrEqual(400);
        expect(res.status, context).toBeLessThan(500);
        const answer = (await res.json()) as { error: string | { message: string } };
        // POST /api/rpc answers as JSON-RPC, its sentence in error.message.
        const sentence = typeof answer.error === 'string' ? answer.error : answer.error.message;
        const said = `${context} ${JSON.stringify(answer)}`;
        expect(sentence, said).toEqual(expect.stringMatching(/^[A-Z].{5,}/));
        expect(sentence, said).not.toBe(MESSAGES.internal);
      }
    }
    expect(await server.app.ingest.storedPostCount()).toBe(0);
    expect(await credentials()).toEqual(users);
  });

  it('is answered with the nesting sentence once past the login checks', async () => {
    for (const path of ['/api/ingest', '/api/login', '/api/admin/credentials']) {
      const res = await send('POST', path, DEEP);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: MESSAGES.nestedTooDeep });
    }
  });

  it('leaves the server serving, a post at ordinary depth stored as before', async () => {
    expect((await server.request('GET', '/api/health')).status).toBe(200);
    const res = await send('POST', '/api/ingest', JSON.stringify(makePostInput()));
    expect(res.status).toBe(202);
    expect(await server.app.ingest.storedPostCount()).toBe(1);
  });
});
