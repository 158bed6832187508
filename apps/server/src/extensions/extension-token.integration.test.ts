import { createHash } from 'node:crypto';
import { EXTENSION_MESSAGES, EXTENSION_TOKEN, MESSAGES } from '@launchdeck/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asExtension,
  createExtensionToken,
  STRANGER_TOKEN,
} from '../../test/extensions/support.ts';
import { request as sendRequest } from '../../test/http-support.ts';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { extensionTokens, users } from '../storage/schema.ts';

const PASSWORD = 'extension-test-password';
const EXTENSION = `chrome-extension://${'abcdefghijklmnop'.repeat(2)}`;

describe.each(storageKinds())('extension tokens on %s', (kind) => {
  let server: TestServer;
  let ann: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.addUser('ann', PASSWORD);
    ann = (await server.login('ann', PASSWORD)).sessionId;
  });
  afterAll(() => server.close());

  const status = async (session = ann) =>
    (await server.request('GET', '/api/extension-token', undefined, session)).json();
  const check = (token: string) => asExtension(server, 'GET', '/api/extension-token/check', token);

  it('makes a token shown once, stores only its SHA-256, replaces it, and revokes it', async () => {
    expect(await status()).toEqual({ exists: false, created_at: null });

    const first = await createExtensionToken(server, ann);
    expect(first.token).toMatch(EXTENSION_TOKEN);
    expect(await status()).toEqual({ exists: true, created_at: first.created_at });
    const rows = await server.storage.db.select().from(extensionTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(first.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(first.token.slice(4));
    const owner = await check(first.token);
    expect(owner.status).toBe(200);
    expect(await owner.json()).toEqual({ username: 'ann' });

    // Regenerate: a new token, the old one refused at once.
    const second = await createExtensionToken(server, ann);
    expect(second.token).not.toBe(first.token);
    expect(await server.storage.db.select().from(extensionTokens)).toHaveLength(1);
    const old = await check(first.token);
    expect(old.status).toBe(401);
    expect(await old.json()).toEqual({ error: EXTENSION_MESSAGES.badToken });
    expect((await check(second.token)).status).toBe(200);

    const revoked = await server.request('DELETE', '/api/extension-token', undefined, ann);
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ message: EXTENSION_MESSAGES.revoked });
    expect((await check(second.token)).status).toBe(401);
    expect(await status()).toEqual({ exists: false, created_at: null });
  });

  it("keeps each user's token their own, and refuses a disabled user's", async () => {
    await server.addUser('ben', PASSWORD);
    const ben = (await server.login('ben', PASSWORD)).sessionId;
    const { token } = await createExtensionToken(server, ben);
    expect(await status(ann)).toEqual({ exists: false, created_at: null });
    expect(await (await check(token)).json()).toEqual({ username: 'ben' });

    // A disabled login's token stops working with it.
    await server.storage.db.update(users).set({ enabled: false }).where(eq(users.username, 'ben'));
    expect((await check(token)).status).toBe(401);
  });

  it.each([
    ['no Authorization', {}],
    ['a stranger’s token', { authorization: `Bearer ${STRANGER_TOKEN}` }],
    ['a token of another shape', { authorization: 'Bearer not-a-token' }],
    ['a session id as Basic', { authorization: 'Basic dXNlcjpwYXNz' }],
  ])('refuses a check with %s', async (_name, headers) => {
    const res = await sendRequest(
      server.url,
      'GET',
      '/api/extension-token/check',
      undefined,
      headers,
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: EXTENSION_MESSAGES.badToken });
  });

  it.each(['GET', 'POST', 'DELETE'])('needs a session to %s the token', async (method) => {
    const none = await server.request(method, '/api/extension-token');
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: MESSAGES.notLoggedIn });
    const dead = await server.request(method, '/api/extension-token', undefined, 'no-session');
    expect(dead.status).toBe(401);
    expect(await dead.json()).toEqual({ error: MESSAGES.sessionInvalid });
  });

  describe('CORS', () => {
    const preflight = (path: string, origin: string, method: string) =>
      sendRequest(server.url, 'OPTIONS', path, undefined, {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization,content-type',
      });

    it.each([
      ['/api/vamp', 'POST'],
      ['/api/extension-token/check', 'GET'],
    ])('lets an extension call %s %s with Authorization and Content-Type', async (path, method) => {
      const res = await preflight(path, EXTENSION, method);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(EXTENSION);
      expect(res.headers.get('access-control-allow-methods')).toBe(method);
      expect(res.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it.each([
      ['a web page', '/api/vamp', 'https://evil.example', 'POST'],
      ['another method', '/api/vamp', EXTENSION, 'DELETE'],
      ['a Firefox-style origin', '/api/vamp', 'moz-extension://abc', 'POST'],
    ])('opens nothing to %s', async (_name, path, origin, method) => {
      const res = await preflight(path, origin, method);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-methods')).toBeNull();
    });

    it('names the extension on its calls only, refusals included', async () => {
      const refused = await asExtension(
        server,
        'POST',
        '/api/vamp',
        STRANGER_TOKEN,
        {},
        {
          origin: EXTENSION,
        },
      );
      expect(refused.status).toBe(401);
      expect(refused.headers.get('access-control-allow-origin')).toBe(EXTENSION);
      const other = await sendRequest(server.url, 'GET', '/api/extension-token', undefined, {
        origin: EXTENSION,
        'x-session-id': ann,
      });
      expect(other.status).toBe(200);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      const page = await sendRequest(
        server.url,
        'POST',
        '/api/vamp',
        {},
        {
          origin: 'https://evil.example',
        },
      );
      expect(page.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
