import {
  API_KEY,
  type ApiKeyCreated,
  type ApiKeysResponse,
  type BotPostsResponse,
} from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableTwoFactor, testClock, totpCodeAt } from '../../test/account-security/support.ts';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { apiKeys } from '../storage/schema.ts';
import { BOT_API_MESSAGES } from './routes.ts';

const PASSWORD = 'bot-api-password';

/** Issue 51 item 4: bot API keys, and the posts a bot reads with one. */
describe.each(storageKinds())('bot API on %s', (kind) => {
  const clock = testClock();
  let server: TestServer;
  let session: string;
  let key: ApiKeyCreated;

  const call = async <T>(method: string, path: string, body?: unknown, sessionId = session) => {
    const response = await server.request(method, path, body, sessionId);
    return { status: response.status, body: (await response.json()) as T };
  };
  /** GET with `Bearer <bearer>` (the test's key by default; null: no Authorization header). */
  const withKey = async <T>(path: string, bearer: string | null = key.key) => {
    const response = await fetch(`${server.url}${path}`, {
      headers: bearer === null ? {} : { authorization: `Bearer ${bearer}` },
    });
    return { status: response.status, body: (await response.json()) as T };
  };

  beforeAll(async () => {
    server = await startTestServer(
      kind,
      { INGEST_TOKEN: 'ingest-token-for-tests-0123456789' },
      {
        now: clock.now,
      },
    );
    await server.addUser('botter', PASSWORD);
    session = (await server.login('botter', PASSWORD)).sessionId;
  }, 60_000);
  afterAll(() => server.close());

  it('makes a key shown once, keeps only its digest, and lists it without the key', async () => {
    const made = await call<ApiKeyCreated>('POST', '/api/api-keys', { name: 'My bot' });
    expect(made.status).toBe(201);
    key = made.body;
    expect(key.key).toMatch(API_KEY);
    expect(key).toMatchObject({
      name: 'My bot',
      scopes: ['feed:read'],
      prefix: key.key.slice(0, 12),
    });
    const listed = await call<ApiKeysResponse>('GET', '/api/api-keys');
    expect(listed.body.keys).toEqual([
      {
        id: key.id,
        name: 'My bot',
        scopes: ['feed:read'],
        prefix: key.prefix,
        createdAt: key.createdAt,
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(key.key);
    const rows = await server.storage.db.select().from(apiKeys);
    expect(JSON.stringify(rows)).not.toContain(key.key);
  });

  it('refuses a bad name or scope with the field’s sentence', async () => {
    const empty = await call<{ error: string }>('POST', '/api/api-keys', { name: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/name.*must not be empty/);
    const scope = await call<{ error: string }>('POST', '/api/api-keys', {
      name: 'x',
      scopes: ['admin'],
    });
    expect(scope.status).toBe(400);
  });

  it('answers the log’s post events after a seq, a page at a time, in order', async () => {
    const posts = [1, 2, 3].map((n) => makePostInput({ text: `bot post ${n}` }));
    for (const post of posts) await server.ingest(post);
    await server.ingest({ type: 'deleted_tweet', id: posts[0]?.id });

    const first = await withKey<BotPostsResponse>('/api/v1/posts?since=0&limit=2');
    expect(first.status).toBe(200);
    expect(first.body.events.map((e) => e.type)).toEqual(['post', 'post']);
    expect(first.body.events.map((e) => e.post.id)).toEqual([posts[0]?.id, posts[1]?.id]);
    expect(first.body.more).toBe(true);
    expect(first.body.next).toBe(first.body.events[1]?.seq);

    const rest = await withKey<BotPostsResponse>(`/api/v1/posts?since=${first.body.next}`);
    expect(rest.body.events.map((e) => e.type)).toEqual(['post', 'post_delete']);
    const deleted = rest.body.events[1];
    expect(deleted?.type === 'post_delete' && deleted.id).toBe(posts[0]?.id);
    expect(rest.body.more).toBe(false);
    expect(rest.body.head).toBe(rest.body.next);

    const none = await withKey<BotPostsResponse>(`/api/v1/posts?since=${rest.body.head}`);
    expect(none.body).toMatchObject({ events: [], next: rest.body.head, more: false });
  });

  it('refuses a missing, unknown or session-only caller with 401, and a bad query with 400', async () => {
    for (const bearer of [null, 'ldk_'.padEnd(47, 'A'), 'not-a-key']) {
      const refused = await withKey<{ error: string }>('/api/v1/posts', bearer);
      expect(refused, String(bearer)).toEqual({
        status: 401,
        body: { error: BOT_API_MESSAGES.badKey },
      });
    }
    const bySession = await call<{ error: string }>('GET', '/api/v1/posts');
    expect(bySession.status).toBe(401);
    for (const query of ['since=-1', 'since=abc', 'limit=0', 'limit=501', 'limit=2.5']) {
      const bad = await withKey<{ error: string }>(`/api/v1/posts?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.error, query).toMatch(/since|limit/);
    }
  });

  it('refuses a key without the feed:read scope with 403', async () => {
    const launchOnly = await call<ApiKeyCreated>('POST', '/api/api-keys', {
      name: 'launcher',
      scopes: ['launch'],
    });
    const refused = await withKey<{ error: string }>('/api/v1/posts', launchOnly.body.key);
    expect(refused).toEqual({
      status: 403,
      body: { error: BOT_API_MESSAGES.noScope('feed:read') },
    });
  });

  it('refuses a revoked key at once', async () => {
    const spare = await call<ApiKeyCreated>('POST', '/api/api-keys', { name: 'spare' });
    expect((await withKey('/api/v1/posts', spare.body.key)).status).toBe(200);
    const revoked = await call('DELETE', `/api/api-keys/${spare.body.id}`);
    expect(revoked).toEqual({ status: 200, body: { message: BOT_API_MESSAGES.revoked } });
    expect((await withKey('/api/v1/posts', spare.body.key)).status).toBe(401);
    expect((await call('DELETE', `/api/api-keys/${spare.body.id}`)).status).toBe(404);
    // Another trader cannot revoke the first one's key.
    await server.addUser('other', PASSWORD);
    const other = (await server.login('other', PASSWORD)).sessionId;
    expect((await call('DELETE', `/api/api-keys/${key.id}`, undefined, other)).status).toBe(404);
  });

  it('needs the current code to make a key while 2FA is on', async () => {
    await server.addUser('guarded', PASSWORD);
    const guarded = (await server.login('guarded', PASSWORD)).sessionId;
    const { secret } = await enableTwoFactor(server.url, guarded, clock.ms());
    clock.nextStep();
    const make = (code?: string) =>
      call<{ error?: string; key?: string }>(
        'POST',
        '/api/api-keys',
        { name: 'bot', code },
        guarded,
      );
    expect(await make()).toEqual({ status: 401, body: { error: BOT_API_MESSAGES.codeRequired } });
    expect(await make('000000')).toMatchObject({
      status: 401,
      body: { error: BOT_API_MESSAGES.codeWrong },
    });
    const made = await make(totpCodeAt(secret, clock.ms()));
    expect(made.status).toBe(201);
    expect(made.body.key).toMatch(API_KEY);
  });
});
