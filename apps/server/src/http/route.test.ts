import rateLimit from '@fastify/rate-limit';
import { ErrorBody, MESSAGES, SESSION_HEADER } from '@launchdeck/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ActiveSession } from '../auth/sessions-repository.ts';
import { digestToken, newToken } from '../secrets/secrets.ts';
import { installErrorHandler, parseBody } from './errors.ts';
import { guardScope } from './guards.ts';
import { registerIdentity } from './identity.ts';
import { registerJsonBodyParser } from './json-body.ts';
import { checksAnswers, router } from './route.ts';
import type { RouteContract, RouteRateLimit } from './route-contract.ts';

const trader = newToken();
const admin = newToken();
const SESSIONS: Record<string, ActiveSession> = {
  [trader]: {
    idHash: digestToken(trader),
    userId: 1,
    username: 'ann',
    expiresAt: new Date(8e15),
    canDeploy: true,
  },
  [admin]: {
    idHash: digestToken(admin),
    userId: 2,
    username: 'admin',
    expiresAt: new Date(8e15),
    canDeploy: true,
  },
};
const auth = { resolveForRequest: async (id: string) => SESSIONS[id] };

const Item = z.object({ name: z.string().min(1, 'Name cannot be empty'), count: z.number().int() });
const Answer = z.object({ id: z.string(), name: z.string(), count: z.number(), by: z.string() });

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWith(register: (app: FastifyInstance) => unknown) {
  const app = Fastify();
  apps.push(app);
  installErrorHandler(app);
  registerJsonBodyParser(app);
  await app.register(rateLimit, { global: false });
  registerIdentity(app, { auth, extensionUserOf: async () => undefined });
  await register(app);
  await app.ready();
  return app;
}

const call = async (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { session?: string; body?: unknown } = {},
) => {
  const res = await app.inject({
    method,
    url,
    headers: options.session ? { [SESSION_HEADER]: options.session } : {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: res.statusCode, body: res.json() as unknown };
};

const put = {
  summary: 'Put an item',
  tag: 'Test',
  auth: 'session',
  params: { id: z.string().regex(/^\d+$/, 'id must be digits') },
  query: z.object({ dry: z.enum(['yes', 'no']).default('no') }),
  body: Item,
  responses: { 200: Answer },
} satisfies RouteContract;

describe('route(): a route from its contract (issue 49)', () => {
  it('hands the handler who calls and the params, query and body parsed by its schemas', async () => {
    const app = await appWith((http) => {
      router(http)('PUT', '/items/:id', put, async ({ session, params, query, body }) => ({
        id: `${params.id}:${query.dry}`,
        name: body.name,
        count: body.count,
        by: session.username,
      }));
    });
    const ok = await call(app, 'PUT', '/items/7?dry=yes', {
      session: trader,
      body: { name: 'frog', count: 2 },
    });
    expect(ok).toEqual({ status: 200, body: { id: '7:yes', name: 'frog', count: 2, by: 'ann' } });
  });

  it('refuses with parseBody’s 400 and sentence, params first, then the query, then the body', async () => {
    const app = await appWith((http) => {
      router(http)('PUT', '/items/:id', put, async () => {
        throw new Error('not reached');
      });
    });
    const refusal = (schema: z.ZodType, value: unknown) => {
      try {
        parseBody(schema, value);
      } catch (error) {
        return { status: 400, body: (error as { toBody: () => unknown }).toBody() };
      }
      throw new Error('parsed');
    };
    const badBody = { name: '', count: 1.5 };
    expect(
      await call(app, 'PUT', '/items/x?dry=maybe', { session: trader, body: badBody }),
    ).toEqual(refusal(put.params.id, 'x'));
    expect(
      await call(app, 'PUT', '/items/1?dry=maybe', { session: trader, body: badBody }),
    ).toEqual(refusal(put.query, { dry: 'maybe' }));
    expect(await call(app, 'PUT', '/items/1', { session: trader, body: badBody })).toEqual(
      refusal(Item, badBody),
    );
    expect((await call(app, 'PUT', '/items/1', { session: trader, body: badBody })).body).toEqual({
      error: 'Name cannot be empty',
      fields: { name: 'Name cannot be empty', count: expect.any(String) },
    });
  });

  it('runs the guard before anything is parsed: 401 without a session, whatever else is wrong', async () => {
    const app = await appWith((http) => {
      router(http)('PUT', '/items/:id', put, async () => {
        throw new Error('not reached');
      });
    });
    expect(await call(app, 'PUT', '/items/x', { body: [] })).toEqual({
      status: 401,
      body: { error: MESSAGES.notLoggedIn },
    });
    expect(await call(app, 'PUT', '/items/x', { session: `${trader} `, body: [] })).toEqual({
      status: 401,
      body: { error: MESSAGES.sessionInvalid },
    });
  });

  it('reads a session from the body for sessionInHeaderOrBody, the header first', async () => {
    const contract = {
      summary: 'Who',
      tag: 'Test',
      auth: 'sessionInHeaderOrBody',
      body: z.object({ sessionId: z.string().optional() }),
      responses: { 200: z.object({ username: z.string() }) },
    } satisfies RouteContract;
    const app = await appWith((http) => {
      router(http)('POST', '/who', contract, async ({ session }) => ({
        username: session.username,
      }));
    });
    expect(await call(app, 'POST', '/who', { body: { sessionId: trader } })).toEqual({
      status: 200,
      body: { username: 'ann' },
    });
    expect(
      await call(app, 'POST', '/who', { session: admin, body: { sessionId: trader } }),
    ).toEqual({ status: 200, body: { username: 'admin' } });
    expect((await call(app, 'POST', '/who', { body: { sessionId: 5 } })).status).toBe(401);
  });

  it('runs a scope’s guard for every route of the scope, and hands its routes what it resolved', async () => {
    const contract = {
      summary: 'Admin only',
      tag: 'Test',
      auth: 'admin',
      responses: { 200: z.object({ actor: z.string() }) },
    } satisfies RouteContract;
    const app = await appWith((http) =>
      http.register(async (scope) => {
        guardScope(scope, 'admin', { auth, isAdmin: (name) => name === 'admin' });
        router(scope)('GET', '/admin/who', contract, async ({ session }) => ({
          actor: session.username,
        }));
      }),
    );
    expect(await call(app, 'GET', '/admin/who', { session: admin })).toEqual({
      status: 200,
      body: { actor: 'admin' },
    });
    expect(await call(app, 'GET', '/admin/who', { session: trader })).toEqual({
      status: 403,
      body: { error: MESSAGES.adminOnly },
    });
    expect((await call(app, 'GET', '/admin/who')).status).toBe(401);
  });

  it('refuses at start a route its contract cannot describe', async () => {
    const admin = {
      summary: 'x',
      tag: 'x',
      auth: 'admin',
      responses: { 200: z.object({}) },
    } satisfies RouteContract;
    await expect(
      appWith((http) => router(http)('GET', '/admin/x', admin, async () => ({}))),
    ).rejects.toThrow(/scope/);
    const stray = { ...put, params: { other: z.string() } };
    await expect(
      appWith((http) => router(http)('PUT', '/items/:id', stray, async () => ({}) as never)),
    ).rejects.toThrow(/:other/);
    const ingest = { summary: 'x', tag: 'x', auth: 'ingestToken', responses: {} } as RouteContract;
    await expect(
      appWith((http) => router(http)('POST', '/in', ingest as never, async () => ({}))),
    ).rejects.toThrow(/ingestToken/);
  });

  it('checks every JSON answer against its contract under test: a drifted one is a 500 naming it', async () => {
    expect(checksAnswers()).toBe(true);
    expect(checksAnswers({})).toBe(false);
    const contract = {
      summary: 'Drifts',
      tag: 'Test',
      auth: 'none',
      query: z.object({ how: z.enum(['right', 'wrong', 'created', 'refused']) }),
      responses: { 200: z.object({ ok: z.literal(true) }) },
    } satisfies RouteContract;
    const app = await appWith((http) => {
      router(http)('GET', '/drift', contract, async ({ query, reply }) => {
        if (query.how === 'created') reply.status(201);
        if (query.how === 'refused') reply.status(409);
        return query.how === 'wrong' ? ({ ok: 'yes' } as never) : { ok: true as const };
      });
    });
    expect(await call(app, 'GET', '/drift?how=right')).toEqual({ status: 200, body: { ok: true } });
    const wrong = await call(app, 'GET', '/drift?how=wrong');
    expect(wrong.status).toBe(500);
    expect(JSON.stringify(wrong.body)).toContain('GET /drift answered 200 against its contract');
    const created = await call(app, 'GET', '/drift?how=created');
    expect(created.status).toBe(500);
    expect(JSON.stringify(created.body)).toContain('a status its contract does not list');
    // A refusal is checked against ErrorBody, which `{ok: true}` is not.
    expect((await call(app, 'GET', '/drift?how=refused')).status).toBe(500);
    // The app's own refusals pass: a 400 from the query's schema.
    const refused = await call(app, 'GET', '/drift?how=never');
    expect(refused.status).toBe(400);
    expect(ErrorBody.safeParse(refused.body).success).toBe(true);
  });

  it('counts routes that share a limit under one count, and refuses two limits of one name', async () => {
    const limit: RouteRateLimit = {
      per: 'identity',
      name: 'test-writes',
      max: 2,
      timeWindow: 60_000,
      message: 'Too many writes',
    };
    const contract = (summary: string) =>
      ({
        summary,
        tag: 'Test',
        auth: 'session',
        rateLimit: limit,
        responses: { 200: z.object({ done: z.string() }) },
      }) satisfies RouteContract;
    const app = await appWith((http) => {
      const route = router(http);
      route('POST', '/a', contract('a'), async () => ({ done: 'a' }));
      route('POST', '/b', contract('b'), async () => ({ done: 'b' }));
    });
    const statuses = [];
    for (const url of ['/a', '/b', '/a']) {
      statuses.push((await call(app, 'POST', url, { session: trader })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await call(app, 'POST', '/b', { session: trader })).body).toEqual({
      error: 'Too many writes',
    });
    // Another session has its own count.
    expect((await call(app, 'POST', '/b', { session: admin })).status).toBe(200);

    await expect(
      appWith((http) => {
        const route = router(http);
        route('POST', '/a', contract('a'), async () => ({ done: 'a' }));
        route('POST', '/b', { ...contract('b'), rateLimit: { ...limit } }, async () => ({
          done: 'b',
        }));
      }),
    ).rejects.toThrow(/test-writes/);
  });
});
