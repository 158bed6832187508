import type { ServerResponse } from 'node:http';
import { PostFields } from '@launchdeck/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeHttpServer, sendJson } from '../../../test/fake-http.ts';
import { loadFixture } from '../../../test/sources/fixture-support.ts';
import { collectingSink, RecordedSleep, recordingLog } from '../../../test/sources/support.ts';
import { type XFilteredStreamOptions, XFilteredStreamSource } from './filtered-stream.ts';
import { STREAM_QUERY } from './x-api.ts';

const RULES = '/2/tweets/search/stream/rules';
const STREAM = '/2/tweets/search/stream';
const TOKEN = 'test-bearer-AAAA1234secret';
const line = (name: string) => `${JSON.stringify(loadFixture(`./x/${name}.json`))}\r\n`;

/** What one stream connection does; connections beyond the plan stay open and quiet. */
type StreamPlan = (response: ServerResponse) => void;
const openWith =
  (...chunks: string[]): StreamPlan =>
  (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    for (const chunk of chunks) response.write(chunk);
  };
const endWith =
  (...chunks: string[]): StreamPlan =>
  (response) => {
    openWith(...chunks)(response);
    response.end();
  };
const status =
  (code: number, headers: Record<string, string> = {}): StreamPlan =>
  (response) =>
    sendJson(response, code, { title: 'Fake failure', status: code }, headers);

type Rule = { id: string; value: string; tag?: string };
type RuleChange = { add?: { value: string; tag: string }[]; delete?: { ids: string[] } };

/** The stream and rule endpoints; rules are kept, so a second sync sees the first one's work. */
async function startFakeX(plans: StreamPlan[], rules: Rule[] = []) {
  let nextId = 100;
  return FakeHttpServer.start((request, response) => {
    if (request.path === RULES && request.method === 'GET') {
      sendJson(response, 200, rules.length ? { data: rules } : { meta: { result_count: 0 } });
    } else if (request.path === RULES) {
      const change = JSON.parse(request.body) as RuleChange;
      const gone = new Set(change.delete?.ids);
      rules = rules.filter((rule) => !gone.has(rule.id));
      for (const add of change.add ?? []) rules.push({ id: String(nextId++), ...add });
      sendJson(response, 200, { meta: { summary: {} } });
    } else if (request.path === STREAM) {
      (plans.shift() ?? openWith('\r\n'))(response);
    } else {
      sendJson(response, 404, {});
    }
  });
}

let running: { stop: () => Promise<void> }[] = [];
let fakes: FakeHttpServer[] = [];
afterEach(async () => {
  await Promise.all(running.map((source) => source.stop()));
  await Promise.all(fakes.map((fake) => fake.close()));
  running = [];
  fakes = [];
});

function startSource(fake: FakeHttpServer, options: Partial<XFilteredStreamOptions> = {}) {
  const sleep = new RecordedSleep(true);
  const logged = recordingLog();
  const collected = collectingSink();
  const source = new XFilteredStreamSource({
    bearerToken: TOKEN,
    baseUrl: fake.url,
    getWatchedHandles: async () => ['@Lunar_Trader', 'degen_diary'],
    log: logged.log,
    sleep: sleep.sleep,
    backoff: (attempt) => 1000 * 2 ** attempt,
    ...options,
  });
  source.start(collected.sink);
  running.push(source);
  return { source, sleep, logged, ...collected };
}

describe('XFilteredStreamSource', () => {
  it('replaces stale rules with from: rules, then streams our matches to the sink', async () => {
    const fake = await startFakeX(
      [
        openWith(
          '\r\n',
          line('photo-tweet'),
          '\r\n',
          line('foreign-rule'),
          line('quote-with-video'),
        ),
      ],
      [
        { id: '11', value: 'from:gone_account', tag: 'launchdeck' },
        { id: '12', value: 'from:theirs', tag: 'other-team' },
      ],
    );
    fakes.push(fake);
    const { waitForItems, logged } = startSource(fake);

    const items = await waitForItems(2);
    expect(items.map((item) => PostFields.parse(item).id)).toEqual([
      'x:1893412345678901234',
      'x:1893412345678905555',
    ]);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET ${RULES}`,
      `POST ${RULES}`,
      `POST ${RULES}`,
      `GET ${STREAM}`,
    ]);
    for (const request of fake.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    }
    expect(fake.bodies(RULES)).toEqual([
      { delete: { ids: ['11'] } },
      { add: [{ value: 'from:degen_diary OR from:lunar_trader', tag: 'launchdeck' }] },
    ]);
    const stream = fake.requests[3];
    expect(Object.fromEntries(stream?.query ?? [])).toEqual(STREAM_QUERY);
    expect(logged.text()).not.toContain(TOKEN);
  });

  it('leaves matching rules alone and splits long handle lists by the rule length', async () => {
    const fake = await startFakeX(
      [],
      [{ id: '21', value: 'from:alpha OR from:bravo', tag: 'launchdeck' }],
    );
    fakes.push(fake);
    startSource(fake, {
      getWatchedHandles: async () => ['alpha', 'bravo', 'charlie'],
      ruleMaxLength: 25,
    });
    await fake.waitForRequests(1, STREAM);
    expect(fake.bodies(RULES)).toEqual([{ add: [{ value: 'from:charlie', tag: 'launchdeck' }] }]);
  });

  it('reconnects after an operational disconnect, with the backoff reset by a healthy stream', async () => {
    const fake = await startFakeX([
      endWith(line('photo-tweet'), line('operational-disconnect')),
      openWith(line('reply-with-card')),
    ]);
    fakes.push(fake);
    const { waitForItems, sleep, logged } = startSource(fake);

    const items = await waitForItems(2);
    expect(items.map((item) => PostFields.parse(item).id)).toEqual([
      'x:1893412345678901234',
      'x:1893412345678909999',
    ]);
    expect(sleep.delays).toEqual([1000]);
    expect(logged.entries.map((e) => e.msg)).toContain('x stream disconnect notice');
    // Rules are read again on reconnect; already in place, they are not sent again.
    const rules = fake.requests.filter((r) => r.path === RULES).map((r) => r.method);
    expect(rules).toEqual(['GET', 'POST', 'GET']);
  });

  it('backs off on 500, waits for x-rate-limit-reset on 429, and then streams', async () => {
    const now = Date.UTC(2026, 1, 3, 14, 0, 0);
    const reset = String(now / 1000 + 120);
    const fake = await startFakeX([
      status(500),
      status(429, { 'x-rate-limit-reset': reset }),
      status(429),
      openWith(line('photo-tweet')),
    ]);
    fakes.push(fake);
    const { waitForItems, sleep, logged } = startSource(fake, { now: () => now });

    await waitForItems(1);
    // 1 s of backoff; then the reset, two minutes out; then without a reset, the 1-minute floor.
    expect(sleep.delays).toEqual([1000, 120_000, 60_000]);
    const failures = logged.entries.filter((e) => e.msg === 'x stream failed; retrying');
    expect(failures.map((e) => (e.obj as { status?: number }).status)).toEqual([500, 429, 429]);
  });

  it('reconnects when the stream goes silent for longer than stallMs', async () => {
    const fake = await startFakeX([openWith('\r\n'), openWith(line('photo-tweet'))]);
    fakes.push(fake);
    const { waitForItems, logged } = startSource(fake, { stallMs: 100 });

    await waitForItems(1);
    const closed = await logged.waitForMessage('x stream closed');
    expect(closed.obj).toMatchObject({ reason: 'stalled', delayMs: 1000 });
    expect((await fake.waitForRequests(2, STREAM)).length).toBe(2);
  });

  it('logs and skips lines that are not JSON or not a stream message', async () => {
    const fake = await startFakeX([
      openWith('{"data": trunc\r\n', '{"data": {"id": 5}}\r\n', line('photo-tweet')),
    ]);
    fakes.push(fake);
    const { waitForItems, logged } = startSource(fake);

    await waitForItems(1);
    const warnings = logged.entries.filter((e) => e.level === 'warn').map((e) => e.msg);
    expect(warnings).toEqual([
      'x stream: a line is not JSON',
      'x stream: unexpected message shape',
    ]);
  });

  it('updates the rules on the open stream when the watched handles change', async () => {
    const fake = await startFakeX([]);
    fakes.push(fake);
    let handles = ['lunar_trader'];
    startSource(fake, { getWatchedHandles: async () => handles, refreshMs: 20 });
    await fake.waitForRequests(1, STREAM);
    handles = ['lunar_trader', 'pump_watch'];

    await fake.waitForRequests(5, RULES);
    expect(fake.bodies(RULES)).toEqual([
      { add: [{ value: 'from:lunar_trader', tag: 'launchdeck' }] },
      { delete: { ids: ['100'] } },
      { add: [{ value: 'from:lunar_trader OR from:pump_watch', tag: 'launchdeck' }] },
    ]);
    expect(fake.requests.filter((r) => r.path === STREAM)).toHaveLength(1);
  });

  it('survives an unreachable API without throwing, and stops cleanly', async () => {
    const fake = await startFakeX([]);
    await fake.close();
    const { source, sleep, logged } = startSource(fake);

    await sleep.waitForDelays(3);
    expect(logged.entries[0]).toMatchObject({ level: 'warn', msg: 'x stream failed; retrying' });
    await source.stop();
    expect(logged.text()).not.toContain(TOKEN);
  });
});
