import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Post, X_EPOCH_MS } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLaunchAnswer, startLaunchTrader } from '../../test/deploy/support.ts';
import {
  histogram,
  parsePrometheusText,
  type Scrape,
  sampleValue,
} from '../../test/metrics/support.ts';
import {
  type ClientSocket,
  nextEvent,
  startTestServer,
  type TestServer,
} from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import type { LaunchTimings } from '../deploy/launch-timer.ts';
import { METRICS_MESSAGES } from './routes.ts';

const INGEST_TOKEN = 'ingest-token-for-tests-0123456789';
const METRICS_TOKEN = 'metrics-token-for-tests-0123456';
const PAGE = '<!doctype html><title>Launchdeck</title>';
const STAGE_HISTOGRAMS = [
  'launchdeck_ingest_stage_seconds',
  'launchdeck_store_stage_seconds',
  'launchdeck_fanout_stage_seconds',
  'launchdeck_post_source_to_published_seconds',
  'launchdeck_post_received_to_published_seconds',
  'launchdeck_launch_stage_seconds',
];

/** An X post id minted `ago` ms before now (Snowflake: ms since X's epoch, shifted 22 bits). */
const xIdMinted = (ago: number) => `x:${BigInt(Date.now() - ago - X_EPOCH_MS) << 22n}`;

/** Every tweet a socket hears until it has heard `count`. */
function tweets(socket: ClientSocket, count: number): Promise<Post[]> {
  const heard: Post[] = [];
  return new Promise((resolve) => {
    socket.on('tweet', (post) => {
      heard.push(post);
      if (heard.length === count) resolve(heard);
    });
  });
}

describe.each(storageKinds())('GET /metrics on %s', (kind) => {
  let server: TestServer;
  let sessionId: string;
  const launchTimings: LaunchTimings[] = [];

  beforeAll(async () => {
    server = await startTestServer(
      kind,
      { INGEST_TOKEN },
      { onLaunchTimings: (timings) => launchTimings.push(timings) },
    );
    await server.addUser('reader', 'reader-password');
    sessionId = (await server.login('reader', 'reader-password')).sessionId;
  });
  afterAll(() => server.close());

  const ingest = (body: unknown) =>
    fetch(`${server.url}/api/ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${INGEST_TOKEN}` },
      body: JSON.stringify(body),
    });
  const scrape = async (): Promise<Scrape> => {
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    return parsePrometheusText(await res.text());
  };
  async function reader(): Promise<ClientSocket> {
    const socket = server.socket();
    const initial = nextEvent(socket, 'initialTweets');
    socket.emit('user_connected', { sessionId });
    await initial;
    return socket;
  }

  it('answers Prometheus text with every stage histogram, nothing measured yet', async () => {
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(new Registry().contentType);
    const scraped = parsePrometheusText(await res.text());
    for (const name of STAGE_HISTOGRAMS) expect(scraped.get(name)?.type).toBe('histogram');
    expect(histogram(scraped, 'launchdeck_ingest_stage_seconds').count).toBe(0);
    expect(scraped.get('launchdeck_feed_events_total')?.type).toBe('counter');
    expect(scraped.get('launchdeck_process_resident_memory_bytes')?.type).toBe('gauge');
  });

  it('measures what was ingested, fanned out and connected', async () => {
    const first = await reader();
    await reader(); // the same user, a second tab
    const stranger = server.socket();
    await new Promise((resolve) => stranger.once('connect', () => resolve(undefined)));
    const heard = tweets(first, 3);
    const batch = await ingest({
      posts: [
        makePostInput({ id: xIdMinted(1500), platform: 'twitter' }),
        makePostInput({ platform: 'twitter' }),
      ],
    });
    expect(batch.status).toBe(202);
    const single = await ingest(
      makePostInput({ platform: 'bluesky', author: { handle: 'trader.bsky.social' } }),
    );
    expect(single.status).toBe(202);
    await heard;

    const scraped = await scrape();
    for (const name of STAGE_HISTOGRAMS.slice(0, 3)) {
      const series = histogram(scraped, name);
      expect(series.buckets.at(-1)).toEqual({ le: Infinity, count: series.count });
      expect(series.sum).toBeGreaterThanOrEqual(0);
    }
    expect(histogram(scraped, 'launchdeck_ingest_stage_seconds').count).toBe(2);
    expect(histogram(scraped, 'launchdeck_store_stage_seconds').count).toBe(2);
    expect(histogram(scraped, 'launchdeck_fanout_stage_seconds').count).toBe(3);
    const source = 'launchdeck_post_source_to_published_seconds';
    expect(histogram(scraped, source, { platform: 'twitter', source_from: 'id' }).count).toBe(1);
    expect(
      histogram(scraped, source, { platform: 'twitter', source_from: 'created_at' }).count,
    ).toBe(1);
    expect(
      histogram(scraped, source, { platform: 'bluesky', source_from: 'created_at' }).count,
    ).toBe(1);
    // Minted 1.5 s before it was sent: at least that long from the platform to the feed.
    expect(
      histogram(scraped, source, { platform: 'twitter', source_from: 'id' }).sum,
    ).toBeGreaterThanOrEqual(1.5);
    const received = 'launchdeck_post_received_to_published_seconds';
    expect(histogram(scraped, received, { platform: 'twitter' }).count).toBe(2);
    expect(histogram(scraped, received, { platform: 'bluesky' }).count).toBe(1);
    expect(sampleValue(scraped, 'launchdeck_feed_events_total', { event: 'tweet' })).toBe(3);
    expect(sampleValue(scraped, 'launchdeck_sockets_connected')).toBe(3);
    expect(sampleValue(scraped, 'launchdeck_users_signed_in')).toBe(1);
    // The rate counts whole seconds: the second the posts went out, once it is over (up to 1 s
    // from now, so the poll waits longer than its default second).
    await expect
      .poll(async () => sampleValue(await scrape(), 'launchdeck_feed_events_per_second'), {
        timeout: 5000,
      })
      .toBeGreaterThan(0);
  });

  it('counts a sent launch in each stage it reached, and still tells the bench', async () => {
    const trader = await startLaunchTrader(server, 'launcher');
    const answer = await firstLaunchAnswer(trader.socket, 'debug_request', {
      type: 'create_token',
      mode: 'pump',
      name: 'Metric Cat',
      ticker: 'METRIC',
      website: '',
      twitter: '',
      image_type: 'letter',
      image_url: null,
      buy_amount: 0.1,
      api_key: trader.solana,
      session_id: trader.sessionId,
      axiom: false,
      request_id: 'req_metrics_1',
    });
    expect(answer).toHaveProperty('result');
    expect(launchTimings).toHaveLength(1);
    const scraped = await scrape();
    const stages = Object.keys(launchTimings[0] ?? {});
    expect(stages).toEqual(expect.arrayContaining(['validated', 'prepared', 'signed', 'sent']));
    for (const stage of stages) {
      const series = histogram(scraped, 'launchdeck_launch_stage_seconds', { stage, mode: 'pump' });
      expect(series.count).toBe(1);
      expect(series.sum).toBeCloseTo((launchTimings[0]?.[stage as 'sent'] ?? -1) / 1000, 6);
    }
    expect(sampleValue(scraped, 'launchdeck_users_signed_in')).toBe(2);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'launchdeck-web-'));
    await writeFile(path.join(dist, 'index.html'), PAGE);
    server = await startTestServer('pglite', { METRICS_TOKEN, WEB_DIST: dist });
  });
  afterAll(async () => {
    await server.close();
    await rm(dist, { recursive: true, force: true });
  });

  const scrapeWith = (authorization?: string) =>
    fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });

  it.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer not-the-metrics-token-at-all'],
    ['the token without Bearer', METRICS_TOKEN],
  ])('answers 401 with a sentence to %s', async (_name, authorization) => {
    const res = await scrapeWith(authorization);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: METRICS_MESSAGES.badToken });
  });

  it('answers the metrics to the token, not the web page behind it', async () => {
    const res = await scrapeWith(`Bearer ${METRICS_TOKEN}`);
    expect(res.status).toBe(200);
    const scraped = parsePrometheusText(await res.text());
    expect(scraped.get('launchdeck_fanout_stage_seconds')?.type).toBe('histogram');
    // The page is still what other paths get.
    expect(await (await fetch(`${server.url}/some/client/route`)).text()).toBe(PAGE);
  });
});
