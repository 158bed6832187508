import { MESSAGES } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonResponse, sent, stubFetch } from '../../test/fake-fetch.ts';
import { ApiError, type ApiFailure, del, get, NETWORK_ERROR, post, put } from './http.ts';

const Answer = z.object({ message: z.string() });
const ok = () => jsonResponse({ message: 'done', extra: 1 });

/** Runs a call and returns what it threw. */
async function failure(call: () => Promise<unknown>): Promise<unknown> {
  return call().then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error,
  );
}

describe('http', () => {
  it.each([
    {
      call: () => get('/api/admin/credentials', Answer),
      url: '/api/admin/credentials',
      method: 'GET',
      headers: {},
      body: undefined,
    },
    {
      call: () => get('/api/admin/chat-log', Answer, { query: { lines: 50, since: undefined } }),
      url: '/api/admin/chat-log?lines=50',
      method: 'GET',
      headers: {},
      body: undefined,
    },
    {
      call: () => get('/api/referral', Answer, { session: 'sess-1' }),
      url: '/api/referral',
      method: 'GET',
      headers: { 'x-session-id': 'sess-1' },
      body: undefined,
    },
    {
      call: () => post('/api/admin/credentials', Answer, { username: 'bob' }, { session: 's' }),
      url: '/api/admin/credentials',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': 's' },
      body: { username: 'bob' },
    },
    {
      call: () => post('/api/logout', Answer, undefined, { session: 's' }),
      url: '/api/logout',
      method: 'POST',
      headers: { 'x-session-id': 's' },
      body: undefined,
    },
    {
      call: () => post('/api/login/forget', Answer, { rememberToken: 't' }, { session: null }),
      url: '/api/login/forget',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { rememberToken: 't' },
    },
    {
      call: () => del('/api/admin/credentials/bob', Answer, undefined, { session: 's' }),
      url: '/api/admin/credentials/bob',
      method: 'DELETE',
      headers: { 'x-session-id': 's' },
      body: undefined,
    },
    {
      call: () => del('/api/wallets/w1', Answer, { confirm: true }, { session: 's' }),
      url: '/api/wallets/w1',
      method: 'DELETE',
      headers: { 'content-type': 'application/json', 'x-session-id': 's' },
      body: { confirm: true },
    },
    {
      call: () => put('/api/admin/credentials/bob', Answer, { username: 'rob' }, { session: 's' }),
      url: '/api/admin/credentials/bob',
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-session-id': 's' },
      body: { username: 'rob' },
    },
  ])('$method $url sends $headers and parses the answer with its schema', async (row) => {
    const fetch = stubFetch(ok);
    await expect(row.call()).resolves.toEqual({ message: 'done' });
    const { url, init, body } = sent(fetch);
    expect(url).toBe(row.url);
    expect(init?.method).toBe(row.method);
    expect(init?.headers).toEqual(row.headers);
    expect(body).toEqual(row.body);
  });

  it.each<[string, () => Response | Promise<Response>, ApiFailure, number, string]>([
    [
      'a refusal with the server sentence',
      () => jsonResponse({ error: MESSAGES.loginRateLimited }, 429),
      'refused',
      429,
      MESSAGES.loginRateLimited,
    ],
    [
      'a refusal of a 5xx that still sends an ErrorBody',
      () => jsonResponse({ error: MESSAGES.internal }, 500),
      'refused',
      500,
      MESSAGES.internal,
    ],
    [
      'an unreachable server',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'network',
      0,
      NETWORK_ERROR,
    ],
    [
      'a proxy page instead of JSON',
      () => new Response('<h1>Bad Gateway</h1>', { status: 502 }),
      'unreadable',
      502,
      MESSAGES.internal,
    ],
    [
      'an error answer without a sentence',
      () => jsonResponse({ message: 'nope' }, 400),
      'unreadable',
      400,
      MESSAGES.internal,
    ],
    [
      'a success the schema rejects',
      () => jsonResponse({ message: 42 }),
      'unreadable',
      200,
      MESSAGES.internal,
    ],
    [
      'a success that is not JSON',
      () => new Response('ok', { status: 200 }),
      'unreadable',
      200,
      MESSAGES.internal,
    ],
  ])('turns %s into an ApiError', async (_name, answer, kind, status, message) => {
    stubFetch(answer);
    const error = await failure(() => post('/api/login', Answer, { username: 'a' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', failure: kind, status, message });
  });

  it("keeps the server's per-field detail of a refused body", async () => {
    const fields = { username: 'Username cannot be empty' };
    stubFetch(() => jsonResponse({ error: 'Username cannot be empty', fields }, 400));
    const error = await failure(() => post('/api/admin/credentials', Answer, { username: '' }));
    expect(error).toMatchObject({ failure: 'refused', fields });
  });

  it('lets an aborted call fail as an abort, not as an unreachable server', async () => {
    const controller = new AbortController();
    stubFetch((_url, init) => {
      controller.abort();
      return Promise.reject(init?.signal?.reason);
    });
    const error = await failure(() => get('/api/referral', Answer, { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
