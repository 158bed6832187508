import { HANDLE_MESSAGE, MESSAGES, PLATFORM_HANDLES, POST_ID_MESSAGE } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { posts } from '../storage/schema.ts';
import { INGEST_MESSAGES } from './ingest-routes.ts';

const TOKEN = 'ingest-token-for-tests-0123456789';
const METRICS_TOKEN = 'metrics-token-for-tests-0123456';

/** Garbage at the webhook: a clear 4xx, nothing stored, and the server keeps serving. */
describe('ingest with bad input', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { INGEST_TOKEN: TOKEN, METRICS_TOKEN });
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

  // Issue 46: refused only when the item is not a post or its identity (id, author handle,
  // platform) is unusable.
  const garbage: Array<[string, unknown, string]> = [
    [
      'no author',
      { id: 'x', text: 'hi', createdAt: '2026-11-23T00:00:00Z' },
      'author: Invalid input: expected object, received undefined',
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
    ['a post that is a string', { posts: ['gm'] }, 'Each item must be a JSON object'],
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

  // Issue 46: a post whose optional field is too long or malformed is delivered, the field
  // shortened on a grapheme with '…' or left out (markup never reaches a browser either way).
  const long = `${'x'.repeat(24_998)}😀${'y'.repeat(100)}`;
  const repairable: Array<[string, Record<string, unknown>, string[], Record<string, unknown>]> = [
    ['a number as text', { text: 42 }, ['text'], { text: '' }],
    ['an unparseable date', { createdAt: 'yesterday-ish' }, ['createdAt'], {}],
    ['a script tag in text', { text: 'gm <script>alert(1)</script>' }, ['text'], { text: '' }],
    [
      'an img onerror in a name',
      { author: { handle: 'namer', name: '<img src=x onerror=alert(1)>' } },
      ['author.name'],
      { author: { handle: 'namer' } },
    ],
    ['a javascript: link', { tweetUrl: 'javascript:alert(1)' }, ['tweetUrl'], {}],
    [
      'a text over 25,000 characters, an emoji at the limit',
      { text: long },
      ['text'],
      { text: `${'x'.repeat(24_998)}😀…` },
    ],
    [
      'markup as a quoted post id',
      { quotedTweet: { id: '"><script>alert(1)</script>', text: 'q' } },
      ['quotedTweet.id'],
      {},
    ],
  ];
  it.each(repairable)(
    'delivers a post with %s, the field repaired and answered',
    async (_name, fields, repaired, delivered) => {
      const post = makePostInput(fields);
      const res = await ingest(post);
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ accepted: 1, repaired: [{ index: 0, fields: repaired }] });
      const [row] = await server.storage.db.select().from(posts).where(eq(posts.id, post.id));
      const stored = row?.data;
      expect(stored).toMatchObject(delivered);
      for (const field of repaired) {
        const [first, second] = field.split('.') as [string, string | undefined];
        const value = (stored as unknown as Record<string, Record<string, unknown>>)[first];
        if (first === 'text' || first === 'createdAt') continue;
        expect(second ? value?.[second] : value).toBeUndefined();
      }
      if (repaired.includes('createdAt')) {
        expect(Date.parse(stored?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      }
    },
  );

  it('counts each repair and refusal in /metrics under the source ingest', async () => {
    const scrape = async () => {
      const res = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      return res.text();
    };
    const counted = (text: string, line: string) =>
      Number(
        text
          .split('\n')
          .find((l) => l.startsWith(line))
          ?.slice(line.length) ?? 0,
      );
    const repaired = 'launchdeck_source_fields_repaired_total{source="ingest",field="tweetUrl"} ';
    const refused = 'launchdeck_source_items_refused_total{source="ingest",reason="identity"} ';
    const before = await scrape();
    await ingest(makePostInput({ tweetUrl: 'javascript:alert(2)' }));
    await ingest(makePostInput({ id: '<b>not an id</b>' }));
    const after = await scrape();
    expect(counted(after, repaired)).toBe(counted(before, repaired) + 1);
    expect(counted(after, refused)).toBe(counted(before, refused) + 1);
  });

  it('refuses a whole batch when one item has no usable identity, naming it', async () => {
    const before = await storedCount();
    const res = await ingest({
      posts: [makePostInput(), makePostInput({ id: '<b>x</b>' }), makePostInput()],
    });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(json.error).toBe(`Item 1: id ${POST_ID_MESSAGE}`);
    expect(json.fields['posts.1.id']).toBe(POST_ID_MESSAGE);
    expect(await storedCount()).toBe(before);
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
    const before = await storedCount();
    const res = await ingest(makePostInput());
    expect(res.status).toBe(202);
    expect(await storedCount()).toBe(before + 1);
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
