import type { FeedEvent, Post, PostTiming } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { histogram, parsePrometheusText, sampleValue } from '../../test/metrics/support.ts';
import { PipelineMetrics, STAGE_BUCKETS } from './pipeline-metrics.ts';

const NOW = 1_800_000_000_000;

/** Metrics on a clock the test moves, with fixed socket counts. */
function metricsAt(sockets = { connected: 0, users: 0 }) {
  const clock = { ms: NOW };
  const metrics = new PipelineMetrics({
    connectedSockets: () => sockets.connected,
    signedInUsers: () => sockets.users,
    now: () => clock.ms,
  });
  const scrape = async () => parsePrometheusText(await metrics.registry.metrics());
  return { clock, metrics, scrape };
}

const timing = (over: Partial<PostTiming> = {}): PostTiming => ({
  source: NOW - 2000,
  sourceFrom: 'id',
  received: NOW - 500,
  published: NOW,
  ...over,
});
const tweet = (post: Post): FeedEvent => ({ event: 'tweet', payload: post });

describe('PipelineMetrics', () => {
  it('scrapes the stage histograms empty, with every bucket, before anything happened', async () => {
    const { scrape } = metricsAt();
    const scraped = await scrape();
    for (const name of [
      'launchdeck_ingest_stage_seconds',
      'launchdeck_store_stage_seconds',
      'launchdeck_fanout_stage_seconds',
    ]) {
      const series = histogram(scraped, name);
      expect(series.count).toBe(0);
      expect(series.buckets.map((b) => b.le)).toEqual([...STAGE_BUCKETS, Infinity]);
    }
    expect(scraped.get('launchdeck_launch_stage_seconds')?.type).toBe('histogram');
  });

  it('reads the socket gauges at scrape time, and carries the process metrics', async () => {
    const sockets = { connected: 3, users: 2 };
    const { scrape } = metricsAt(sockets);
    let scraped = await scrape();
    expect(sampleValue(scraped, 'launchdeck_sockets_connected')).toBe(3);
    expect(sampleValue(scraped, 'launchdeck_users_signed_in')).toBe(2);
    sockets.connected = 1;
    scraped = await scrape();
    expect(sampleValue(scraped, 'launchdeck_sockets_connected')).toBe(1);
    expect(scraped.get('launchdeck_process_cpu_user_seconds_total')?.type).toBe('counter');
    expect(scraped.get('launchdeck_nodejs_eventloop_lag_seconds')?.type).toBe('gauge');
  });

  it('puts a batch in the ingest and store stages, and each new post in its platform', async () => {
    const { metrics, scrape } = metricsAt();
    metrics.batchReady(0.003);
    const x = makePost({ platform: 'twitter', timing: timing() });
    const bsky = makePost({
      platform: 'bluesky',
      timing: timing({ source: NOW - 40_000, sourceFrom: 'created_at', received: NOW - 1000 }),
    });
    metrics.batchStored(0.02, [
      { event: tweet(x), post: x },
      { event: tweet(bsky), post: bsky },
    ]);
    const scraped = await scrape();
    const ingest = histogram(scraped, 'launchdeck_ingest_stage_seconds');
    expect(ingest).toMatchObject({ count: 1, sum: 0.003 });
    expect(ingest.buckets.find((b) => b.le === 0.0025)?.count).toBe(0);
    expect(ingest.buckets.find((b) => b.le === 0.005)?.count).toBe(1);
    expect(histogram(scraped, 'launchdeck_store_stage_seconds')).toMatchObject({
      count: 1,
      sum: 0.02,
    });
    const source = 'launchdeck_post_source_to_published_seconds';
    expect(histogram(scraped, source, { platform: 'twitter', source_from: 'id' })).toMatchObject({
      count: 1,
      sum: 2,
    });
    expect(
      histogram(scraped, source, { platform: 'bluesky', source_from: 'created_at' }),
    ).toMatchObject({ count: 1, sum: 40 });
    const received = 'launchdeck_post_received_to_published_seconds';
    expect(histogram(scraped, received, { platform: 'twitter' })).toMatchObject({
      count: 1,
      sum: 0.5,
    });
    expect(histogram(scraped, received, { platform: 'bluesky' })).toMatchObject({
      count: 1,
      sum: 1,
    });
  });

  it('leaves edits, deletions, updates by id and posts without timing out of the post times', async () => {
    const { metrics, scrape } = metricsAt();
    const edited = makePost({ timing: timing() });
    const old = makePost();
    metrics.batchStored(0.01, [
      { event: { event: 'tweet_update', payload: edited }, post: edited },
      {
        event: { event: 'tweet_deleted', payload: { id: edited.id, tweet: edited, seq: 9 } },
        post: edited,
      },
      {
        event: {
          event: 'external_message',
          payload: {
            kind: 'CARD_UPDATE',
            id: edited.id,
            card: { url: 'https://a.example' },
            seq: 10,
          },
        },
        post: edited,
      },
      { event: tweet(old), post: old },
    ]);
    const scraped = await scrape();
    expect(histogram(scraped, 'launchdeck_store_stage_seconds').count).toBe(1);
    expect(scraped.get('launchdeck_post_source_to_published_seconds')?.samples).toEqual([]);
    expect(scraped.get('launchdeck_post_received_to_published_seconds')?.samples).toEqual([]);
  });

  it('counts a platform clock ahead of ours as no time at all', async () => {
    const { metrics, scrape } = metricsAt();
    const early = makePost({ timing: timing({ source: NOW + 300 }) });
    metrics.batchStored(0.01, [{ event: tweet(early), post: early }]);
    const series = histogram(await scrape(), 'launchdeck_post_source_to_published_seconds', {
      platform: 'twitter',
    });
    expect(series).toMatchObject({ count: 1, sum: 0 });
  });

  it('counts fanned-out events by name, and times those that publish a post', async () => {
    const { clock, metrics, scrape } = metricsAt();
    const post = makePost({ timing: timing({ published: NOW - 40 }) });
    metrics.fannedOut(tweet(post));
    metrics.fannedOut({ event: 'tweet_update', payload: post });
    metrics.fannedOut({ event: 'tweet_deleted', payload: { id: post.id, tweet: post, seq: 3 } });
    metrics.fannedOut({ event: 'account_blocked', payload: { handle: 'spam', seq: 4 } });
    let scraped = await scrape();
    const total = (event: string) =>
      sampleValue(scraped, 'launchdeck_feed_events_total', { event });
    expect(total('tweet')).toBe(1);
    expect(total('tweet_update')).toBe(1);
    expect(total('tweet_deleted')).toBe(1);
    expect(total('account_blocked')).toBe(1);
    const fanOut = histogram(scraped, 'launchdeck_fanout_stage_seconds');
    expect(fanOut.count).toBe(2);
    expect(fanOut.sum).toBeCloseTo(0.08, 10);
    expect(sampleValue(scraped, 'launchdeck_feed_events_per_second')).toBe(0);
    clock.ms += 1000;
    scraped = await scrape();
    expect(sampleValue(scraped, 'launchdeck_feed_events_per_second')).toBe(0.4);
  });

  it("counts the fields sources' deliveries repaired and the items they refused, by reason", async () => {
    const { metrics, scrape } = metricsAt();
    metrics.sourceItems.repaired('x-filtered-stream', 'card.description');
    metrics.sourceItems.repaired('x-filtered-stream', 'card.description');
    metrics.sourceItems.refused('bluesky-jetstream', 'identity');
    const scraped = await scrape();
    expect(
      sampleValue(scraped, 'launchdeck_source_fields_repaired_total', {
        source: 'x-filtered-stream',
        field: 'card.description',
      }),
    ).toBe(2);
    expect(
      sampleValue(scraped, 'launchdeck_source_items_refused_total', {
        source: 'bluesky-jetstream',
        reason: 'identity',
      }),
    ).toBe(1);
  });

  it('puts each stage a launch reached in its stage and mode', async () => {
    const { metrics, scrape } = metricsAt();
    metrics.launched({ validated: 1.5, prepared: 12, signed: 14, sent: 30 }, 'pump');
    metrics.launched({ validated: 2, sent: 900 }, 'bnb');
    const scraped = await scrape();
    const stage = (labels: Record<string, string>) =>
      histogram(scraped, 'launchdeck_launch_stage_seconds', labels);
    expect(stage({ stage: 'validated', mode: 'pump' })).toMatchObject({ count: 1, sum: 0.0015 });
    expect(stage({ stage: 'sent', mode: 'pump' })).toMatchObject({ count: 1, sum: 0.03 });
    expect(stage({ stage: 'sent', mode: 'bnb' })).toMatchObject({ count: 1, sum: 0.9 });
    expect(() => stage({ stage: 'prepared', mode: 'bnb' })).toThrow();
  });

  it('keeps each app’s counts apart in one process', async () => {
    const a = metricsAt();
    const b = metricsAt();
    a.metrics.batchReady(0.001);
    expect(histogram(await a.scrape(), 'launchdeck_ingest_stage_seconds').count).toBe(1);
    expect(histogram(await b.scrape(), 'launchdeck_ingest_stage_seconds').count).toBe(0);
  });
});
