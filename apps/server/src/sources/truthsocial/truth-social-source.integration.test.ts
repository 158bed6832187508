import type { ServerResponse } from 'node:http';
import { PostFields } from '@launchdeck/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeHttpServer, sendJson } from '../../../test/fake-http.ts';
import { loadFixture } from '../../../test/sources/fixture-support.ts';
import { collectingSink, RecordedSleep, recordingLog } from '../../../test/sources/support.ts';
import { type TruthSocialOptions, TruthSocialSource } from './truth-social-source.ts';

const TOKEN = 'truth-token-SECRET-5678';
const HALDANE = loadFixture('./truthsocial/account-lookup.json') as { id: string };
const PULSE = {
  ...HALDANE,
  id: '109000000000000777',
  username: 'PatriotPulse',
  acct: 'PatriotPulse',
};
const PRIMED = loadFixture('./truthsocial/statuses-primed.json');
const NEW = loadFixture('./truthsocial/statuses-new.json');
const statusesPath = (id: string) => `/api/v1/accounts/${id}/statuses`;

type Answer = (response: ServerResponse) => void;
const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}): Answer =>
  (response) =>
    sendJson(response, status, body, headers);

/** What a CDN in front of the API may answer instead of JSON. */
const challengePage: Answer = (response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end('<!doctype html><html><body>Just a moment…</body></html>');
};

/** Lookup answers for two accounts; each account's statuses answers come from its queue. */
async function startFakeTruth(queues: Record<string, Answer[]>) {
  const accounts = new Map([
    ['GovernorHaldane', HALDANE],
    ['PatriotPulse', PULSE],
  ]);
  return FakeHttpServer.start((request, response) => {
    if (request.path === '/api/v1/accounts/lookup') {
      const account = accounts.get(request.query.get('acct') ?? '');
      return account
        ? sendJson(response, 200, account)
        : sendJson(response, 404, { error: 'Record not found' });
    }
    const id = request.path.match(/^\/api\/v1\/accounts\/(\d+)\/statuses$/)?.[1];
    if (id) return (queues[id]?.shift() ?? json([]))(response);
    sendJson(response, 404, { error: 'Not found' });
  });
}

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function setUp(queues: Record<string, Answer[]>, options: Partial<TruthSocialOptions> = {}) {
  const fake = await startFakeTruth(queues);
  const sleep = new RecordedSleep(false);
  const logged = recordingLog();
  const collected = collectingSink();
  const source = new TruthSocialSource({
    baseUrl: fake.url,
    token: TOKEN,
    getWatchedHandles: async () => ['@GovernorHaldane'],
    log: logged.log,
    sleep: sleep.sleep,
    backoff: (attempt) => 1000 * 2 ** attempt,
    ...options,
  });
  source.start(collected.sink);
  cleanups.push(
    () => fake.close(),
    () => source.stop(),
  );
  return { fake, sleep, logged, source, ...collected };
}

describe('TruthSocialSource', () => {
  it('looks the handle up, primes on the newest status, then sends only newer ones in order', async () => {
    const { fake, sleep, waitForItems, items, logged } = await setUp({
      [HALDANE.id]: [json(PRIMED), json(NEW)],
    });

    const first = await sleep.next();
    expect(first.ms).toBe(10_000);
    expect(items).toEqual([]);
    first.release();
    const posts = (await waitForItems(5)).map((item) => PostFields.parse(item));
    expect(posts.map((p) => p.id)).toEqual([
      'truth:113950000000001002',
      'truth:113950000000001003',
      'truth:113950000000001004',
      'truth:113950000000001005',
      'truth:113950000000001006',
    ]);
    (await sleep.next()).release();
    await fake.waitForRequests(4);

    expect(fake.requests.map((r) => `${r.path}?${r.query}`)).toEqual([
      '/api/v1/accounts/lookup?acct=GovernorHaldane',
      `${statusesPath(HALDANE.id)}?limit=40`,
      `${statusesPath(HALDANE.id)}?since_id=113950000000000990&limit=40`,
      `${statusesPath(HALDANE.id)}?since_id=113950000000001006&limit=40`,
    ]);
    for (const request of fake.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    }
    expect(logged.text()).not.toContain(TOKEN);
  });

  it('backs off on 500, waits for X-RateLimit-Reset on 429, and resumes polling', async () => {
    const now = Date.UTC(2026, 1, 3, 14, 0, 0);
    const reset = new Date(now + 90_000).toISOString();
    const { sleep, waitForItems, logged } = await setUp(
      {
        [HALDANE.id]: [
          json(PRIMED),
          json({ error: 'Internal' }, 500),
          json({ error: 'Too many requests' }, 429, { 'x-ratelimit-reset': reset }),
          json(NEW),
        ],
      },
      { now: () => now },
    );

    for (const expected of [10_000, 1000, 90_000]) {
      const wait = await sleep.next();
      expect(wait.ms).toBe(expected);
      wait.release();
    }
    await waitForItems(5);
    expect((await sleep.next()).ms).toBe(10_000);
    const failures = logged.entries.filter((e) => e.msg === 'truthsocial poll failed; retrying');
    expect(failures.map((e) => e.obj)).toMatchObject([
      { handle: 'GovernorHaldane', status: 500 },
      { handle: 'GovernorHaldane', status: 429 },
    ]);
  });

  it('logs a status of unexpected shape, sends the rest, and moves past both', async () => {
    const odd = { id: '113950000000001010', created_at: '2026-02-03T14:30:00.000Z', account: null };
    const [newest] = NEW as object[];
    const { fake, sleep, waitForItems, logged } = await setUp({
      [HALDANE.id]: [json(PRIMED), json([odd, newest]), challengePage],
    });

    (await sleep.next()).release();
    expect((await waitForItems(1)).map((item) => PostFields.parse(item).id)).toEqual([
      'truth:113950000000001006',
    ]);
    expect(logged.entries.map((e) => e.msg)).toContain('truthsocial: unexpected status shape');
    (await sleep.next()).release();
    const backoff = await sleep.next();
    expect(backoff.ms).toBe(1000); // the HTML page is not JSON: back off
    backoff.release();
    const polls = await fake.waitForRequests(4, statusesPath(HALDANE.id));
    expect(polls[3]?.query.get('since_id')).toBe('113950000000001010');
  });

  it('retries an unknown handle with backoff while the other account keeps polling', async () => {
    const { fake, logged } = await setUp(
      { [HALDANE.id]: [json(PRIMED)] },
      { getWatchedHandles: async () => ['GovernorHaldane', 'nobody_here'], token: undefined },
    );

    const failed = await logged.waitForMessage('truthsocial poll failed; retrying');
    expect(failed.obj).toMatchObject({ handle: 'nobody_here', status: 404, delayMs: 1000 });
    await fake.waitForRequests(1, statusesPath(HALDANE.id));
    for (const request of fake.requests) expect(request.headers.authorization).toBeUndefined();
  });

  it('follows the watched list: stops a removed handle, starts an added one', async () => {
    let handles = ['GovernorHaldane'];
    const { fake, logged } = await setUp(
      { [HALDANE.id]: [json(PRIMED)], [PULSE.id]: [json(PRIMED)] },
      { getWatchedHandles: async () => handles, refreshMs: 10 },
    );
    await fake.waitForRequests(1, statusesPath(HALDANE.id));
    handles = ['PatriotPulse'];

    await fake.waitForRequests(1, statusesPath(PULSE.id));
    const stopped = await logged.waitForMessage('truthsocial: stopped watching');
    expect(stopped.obj).toMatchObject({ handle: 'GovernorHaldane' });
  });
});
