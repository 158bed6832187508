import { ADMIN_API, ADMIN_API_PREFIX, MESSAGES, SESSION_HEADER } from '@launchdeck/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { installErrorHandler } from '../http/errors.ts';
import { ADMIN_ROUTES, type AdminRoutes, registerAdminApi } from './plugin.ts';

// A route that checks nothing itself, as a new admin route might be written.
const throwaway: AdminRoutes = (app) => {
  app.post(`${ADMIN_API_PREFIX}/throwaway`, async () => ({ reached: true }));
};

describe.each(storageKinds())('the admin API plugin on %s', (kind) => {
  let server: TestServer;
  let probe: FastifyInstance;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.addUser('nina', 'nina-pass');
    admin = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
    user = (await server.login('nina', 'nina-pass')).sessionId;
    // A second app on the same sessions, with the throwaway route added inside the plugin.
    probe = Fastify();
    installErrorHandler(probe);
    await registerAdminApi(probe, { auth: server.app.auth, admin: server.app.admin }, [
      ...ADMIN_ROUTES,
      throwaway,
    ]);
    probe.get('/api/outside', async () => ({ reached: true }));
  });
  afterAll(async () => {
    await probe.close();
    await server.close();
  });

  const call = async (method: 'GET' | 'POST', url: string, sessionId?: string) => {
    const res = await probe.inject({
      method,
      url,
      headers: sessionId ? { [SESSION_HEADER]: sessionId } : {},
    });
    return { status: res.statusCode, body: res.json() as unknown };
  };

  it('refuses a signed-in user who is not the admin on a route that checks nothing itself', async () => {
    expect(await call('POST', '/api/admin/throwaway', user)).toEqual({
      status: 403,
      body: { error: MESSAGES.adminOnly },
    });
  });

  it('refuses a caller with no session or an unknown one', async () => {
    expect(await call('POST', '/api/admin/throwaway')).toEqual({
      status: 401,
      body: { error: MESSAGES.notLoggedIn },
    });
    expect(await call('POST', '/api/admin/throwaway', 'forged')).toEqual({
      status: 401,
      body: { error: MESSAGES.sessionInvalid },
    });
  });

  it('lets the admin through, to the new route and the existing ones', async () => {
    expect(await call('POST', '/api/admin/throwaway', admin)).toEqual({
      status: 200,
      body: { reached: true },
    });
    expect((await call('GET', ADMIN_API.commandWhitelist, admin)).status).toBe(200);
  });

  it('guards nothing outside the admin prefix', async () => {
    expect(await call('GET', '/api/outside')).toEqual({ status: 200, body: { reached: true } });
  });
});
