import { MESSAGES } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server-support.ts';

const ONE_MB = 'x'.repeat(1024 * 1024);

/** Malformed, oversized and hostile login bodies: always a 4xx with a sentence, never a 500. */
describe('login with bad input', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  const cases: Array<[string, unknown, number, string]> = [
    ['an empty object', {}, 400, MESSAGES.usernamePasswordRequired],
    ['a missing password', { username: 'admin' }, 400, MESSAGES.usernamePasswordRequired],
    [
      'a number as username',
      { username: 42, password: 'x' },
      400,
      MESSAGES.usernamePasswordRequired,
    ],
    ['an empty username', { username: '  ', password: 'x' }, 400, MESSAGES.usernameEmpty],
    ['an empty password', { username: 'admin', password: '' }, 400, MESSAGES.passwordEmpty],
    ['a 1 MB username', { username: ONE_MB, password: 'x' }, 400, MESSAGES.usernameTooLong],
    ['a 1 MB password', { username: 'admin', password: ONE_MB }, 400, MESSAGES.passwordTooLong],
    ['an array body', [1, 2], 400, MESSAGES.bodyNotObject],
    ['a string body', '"hello"', 400, MESSAGES.bodyNotObject],
    ['null', 'null', 400, MESSAGES.bodyNotObject],
    ['invalid JSON', '{"username":', 400, 'Request body is not valid JSON'],
    [
      'an HTML username',
      { username: '<script>alert(1)</script>', password: 'x' },
      401,
      MESSAGES.loginFailed,
    ],
  ];

  it.each(cases)('answers %s with a clear error', async (_name, body, status, error) => {
    const res = await server.request('POST', '/api/login', body);
    expect(res.status).toBe(status);
    const json = (await res.json()) as { error: string };
    expect(json.error).toBe(error);
  });

  it('answers a body over 2 MiB with 413', async () => {
    const res = await server.request('POST', '/api/login', {
      username: 'a',
      password: ONE_MB.repeat(3),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: MESSAGES.bodyTooLarge });
  });

  it('answers a plain-text body with 400 and an unknown content type with 415', async () => {
    const post = (type: string) =>
      fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: 'username=admin',
      });
    const text = await post('text/plain');
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ error: MESSAGES.bodyNotObject });
    expect((await post('application/xml')).status).toBe(415);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await server.request('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: MESSAGES.notFound });
  });

  it('is still serving after all of that', async () => {
    const res = await server.request('GET', '/api/health');
    expect(res.status).toBe(200);
  });
});
