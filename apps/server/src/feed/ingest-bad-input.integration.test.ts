import {
  HANDLE_MESSAGE,
  MESSAGES,
  PLAIN_TEXT_MESSAGE,
  PLATFORM_HANDLES,
  POST_ID_MESSAGE,
} from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { INGEST_MESSAGES } from './ingest-routes.ts';

const TOKEN = 'ingest-token-for-tests-0123456789';

/** Garbage at the webhook: a clear 4xx, nothing stored, and the server keeps serving. */
describe('ingest with bad input', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { INGEST_TOKEN: TOKEN });
  });
  afterAll(() => server.close());

  const ingest = (
    body: unknown,
    headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` },
  ) =>
    fetch(`${server.url}/api/ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const storedCount = async () => await server.app.ingest.storedPostCount();

  it('refuses a missing or wrong token with 401', async () => {
    const none = await ingest(makePostInput(), {});
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: INGEST_MESSAGES.badToken });
    const wrong = await ingest(makePostInput(), { authorization: 'Bearer not-the-token-at-all' });
    expect(wrong.status).toBe(401);
  });

  const garbage: Array<[string, unknown, string]> = [
    [
      'a number as text',
      makePostInput({ text: 42 as unknown as string }),
      'text: Invalid input: expected string, received number',
    ],
    [
      'no author',
      { id: 'x', text: 'hi', createdAt: '2026-11-23T00:00:00Z' },
      'author: Invalid input: expected object, received undefined',
    ],
    [
      'an unparseable date',
      makePostInput({ createdAt: 'yesterday-ish' }),
      'createdAt must be a date (ISO 8601 or epoch milliseconds)',
    ],
    [
      'a script tag in text',
      makePostInput({ text: 'gm <script>alert(1)</script>' }),
      `text ${PLAIN_TEXT_MESSAGE}`,
    ],
    [
      'an img onerror in a name',
      makePostInput({ author: { handle: 'a', name: '<img src=x onerror=alert(1)>' } }),
      `author.name ${PLAIN_TEXT_MESSAGE}`,
    ],
    [
      'a javascript: link',
      makePostInput({ tweetUrl: 'javascript:alert(1)' }),
      'tweetUrl must be an http(s) URL',
    ],
    [
      'a 100 kB text',
      makePostInput({ text: 'x'.repeat(100_000) }),
      'text: Too big: expected string to have <=25000 characters',
    ],
    [
      'an img onerror as the id',
      makePostInput({ id: '<img src=x onerror=alert(1)>' }),
      `id ${POST_ID_MESSAGE}`,
    ],
    [
      'an svg onload as the author handle',
      makePostInput({ author: { handle: '<svg onload=alert(1)>' } }),
      `author.handle ${HANDLE_MESSAGE}`,
    ],
    [
      'markup as a quoted post id',
      makePostInput({ quotedTweet: { id: '"><script>alert(1)</script>', text: 'q' } }),
      `quotedTweet.id ${POST_ID_MESSAGE}`,
    ],
    [
      'markup as a deleted post id',
      { type: 'deleted_tweet', id: '<img src=x onerror=alert(1)>' },
      `id ${POST_ID_MESSAGE}`,
    ],
    [
      'a handle X does not allow',
      makePostInput({ platform: 'twitter', author: { handle: 'sienna.vale' } }),
      `author.handle ${PLATFORM_HANDLES.twitter.message}`,
    ],
    [
      'an X id that is not a number',
      makePostInput({ id: 'x:onerror' }),
      'id must be x: and a numeric post id',
    ],
    ['an array body', [makePostInput()], MESSAGES.bodyNotObject],
    ['posts that is not an array', { posts: 'nope' }, 'posts must be an array'],
    ['an empty batch', { posts: [] }, 'posts must hold at least one item'],
  ];
  it.each(garbage)('refuses %s with 400 and stores nothing', async (_name, body, message) => {
    const before = await storedCount();
    const res = await ingest(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: string };
    expect(json.error).toContain(message);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a whole batch when one item is bad, naming it', async () => {
    const res = await ingest({
      posts: [makePostInput(), makePostInput({ text: '<b>x</b>' }), makePostInput()],
    });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(json.error).toBe(`Item 1: text ${PLAIN_TEXT_MESSAGE}`);
    expect(json.fields['posts.1.text']).toBe(PLAIN_TEXT_MESSAGE);
    expect(await storedCount()).toBe(0);
  });

  it('refuses 10,000 posts in one request', async () => {
    const posts = Array.from({ length: 10_000 }, (_, i) => ({
      id: `p${i}`,
      text: '',
      createdAt: '2026-11-23T00:00:00Z',
      author: { handle: 'a' },
    }));
    const res = await ingest({ posts });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'At most 500 posts per request' });
  });

  it('refuses a 5 MB body with 413', async () => {
    const res = await ingest(makePostInput({ text: 'x'.repeat(5 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: MESSAGES.bodyTooLarge });
  });

  it('keeps plain-text angle brackets that are not markup', async () => {
    const res = await ingest(makePostInput({ text: 'I <3 this, 1 < 2 and 3 > 2' }));
    expect(res.status).toBe(202);
  });

  it('is still serving afterwards', async () => {
    const res = await ingest(makePostInput());
    expect(res.status).toBe(202);
    expect(await storedCount()).toBe(2);
  });
});

describe('ingest without INGEST_TOKEN', () => {
  it('is off', async () => {
    const server = await startTestServer('pglite');
    const res = await server.request('POST', '/api/ingest', makePostInput());
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: INGEST_MESSAGES.off });
    await server.close();
  });
});
