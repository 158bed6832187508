import { MESSAGES } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { jsonResponse, sent, stubFetch } from '../test/fetch.ts';
import { ApiError, login, logout, NETWORK_ERROR } from './http.ts';

describe('http', () => {
  it('posts JSON and parses the answer with its schema', async () => {
    const fetch = stubFetch(() =>
      jsonResponse({ sessionId: 's', username: 'alice', isAdmin: false, extra: 1 }),
    );
    await expect(login({ username: 'alice', password: 'pw' })).resolves.toEqual({
      sessionId: 's',
      username: 'alice',
      isAdmin: false,
    });
    expect(sent(fetch).init?.headers).toEqual({ 'content-type': 'application/json' });
  });

  it("turns an error answer into an ApiError with the server's sentence", async () => {
    stubFetch(() => jsonResponse({ error: MESSAGES.loginRateLimited }, 429));
    const error = await login({ username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: MESSAGES.loginRateLimited });
  });

  it('explains an unreachable server, and a malformed or non-JSON answer', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(login({ username: 'a', password: 'b' })).rejects.toThrow(NETWORK_ERROR);
    stubFetch(() => jsonResponse({ sessionId: 42 }));
    await expect(login({ username: 'a', password: 'b' })).rejects.toThrow(MESSAGES.internal);
    stubFetch(() => new Response('<h1>Bad Gateway</h1>', { status: 502 }));
    await expect(login({ username: 'a', password: 'b' })).rejects.toThrow(MESSAGES.internal);
  });

  it('logs out with the session header and no body', async () => {
    const fetch = stubFetch(() => jsonResponse({ success: true }));
    await logout('sess-1');
    const { url, init } = sent(fetch);
    expect(url).toBe('/api/logout');
    expect(init?.headers).toEqual({ 'x-session-id': 'sess-1' });
    expect(init?.body).toBeUndefined();
  });
});
