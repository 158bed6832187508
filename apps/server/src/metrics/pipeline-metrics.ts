import type { DeployMode, FeedEvent, Post } from '@launchdeck/protocol';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { LaunchTimings } from '../deploy/index.ts';
import type { FeedChange, PipelineObserver } from '../feed/index.ts';
import { postOfEvent } from '../feed/index.ts';
import type { SourceItemObserver } from '../sources/index.ts';
import { EventRate } from './event-rate.ts';
import { processRegistry } from './process-metrics.ts';

/** Seconds: half a millisecond (one stage on a quiet node) up to a minute (a stalled source). */
export const STAGE_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60,
] as const;

/** The window launchdeck_feed_events_per_second averages over. */
export const EVENT_RATE_WINDOW_SECONDS = 10;

export type PipelineMetricsDeps = {
  /** This node's sockets, read at scrape time. */
  connectedSockets: () => number;
  /** Users with a signed-in socket on this node, read at scrape time. */
  signedInUsers: () => number;
  /** Wall clock (epoch ms): post timings are on it. */
  now?: () => number;
};

/** Milliseconds between two wall-clock times as seconds; a clock a little ahead reads as 0. */
const secondsBetween = (fromMs: number, toMs: number) => Math.max(0, toMs - fromMs) / 1000;

/** The post whose publish time is this event's (new or edited); a deletion only refers to one. */
function publishedPostOf(event: FeedEvent): Post | undefined {
  return event.event === 'tweet_deleted' ? undefined : postOfEvent(event);
}

/** The post this event publishes for the first time: an edit's source time is the original's. */
function newPostOf(event: FeedEvent): Post | undefined {
  return event.event === 'tweet_update' ? undefined : publishedPostOf(event);
}

/**
 * One app's metrics in its own registry (many apps share a process in tests, so never the
 * global one), with the process's metrics merged in. Names, labels and meanings: CONTEXT.md.
 */
export class PipelineMetrics implements PipelineObserver {
  /** What GET /metrics answers. */
  readonly registry: Registry;
  private readonly now: () => number;
  private readonly rate: EventRate;
  private readonly ingestStage: Histogram;
  private readonly storeStage: Histogram;
  private readonly fanOutStage: Histogram;
  private readonly sourceToPublished: Histogram<'platform' | 'source_from'>;
  private readonly receivedToPublished: Histogram<'platform'>;
  private readonly launchStage: Histogram<'stage' | 'mode'>;
  private readonly feedEvents: Counter<'event'>;
  private readonly sourceItemsRepaired: Counter<'source' | 'field'>;
  private readonly sourceItemsRefused: Counter<'source' | 'reason'>;

  constructor(deps: PipelineMetricsDeps) {
    this.now = deps.now ?? Date.now;
    const rate = new EventRate(EVENT_RATE_WINDOW_SECONDS, this.now);
    this.rate = rate;
    const own = new Registry();
    const registers = [own];
    const buckets = [...STAGE_BUCKETS];
    this.ingestStage = new Histogram({
      name: 'launchdeck_ingest_stage_seconds',
      help: 'Per batch: from reaching ingest to the start of its storage write (validation, normalising, queue wait, blocked check).',
      buckets,
      registers,
    });
    this.storeStage = new Histogram({
      name: 'launchdeck_store_stage_seconds',
      help: "Per batch: the feed log's append transaction, write and commit.",
      buckets,
      registers,
    });
    this.fanOutStage = new Histogram({
      name: 'launchdeck_fanout_stage_seconds',
      help: "Per published post event: from its publish time to this node emitting it to its feed room (another node's bus hop included).",
      buckets,
      registers,
    });
    this.sourceToPublished = new Histogram({
      name: 'launchdeck_post_source_to_published_seconds',
      help: "Per new post: from the platform's time of the post (its id, else created_at) to its publish time.",
      labelNames: ['platform', 'source_from'],
      buckets,
      registers,
    });
    this.receivedToPublished = new Histogram({
      name: 'launchdeck_post_received_to_published_seconds',
      help: 'Per new post: from its connector receiving it to its publish time.',
      labelNames: ['platform'],
      buckets,
      registers,
    });
    this.launchStage = new Histogram({
      name: 'launchdeck_launch_stage_seconds',
      help: "Per sent launch: from the request's arrival to the first time each stage was reached.",
      labelNames: ['stage', 'mode'],
      buckets,
      registers,
    });
    this.feedEvents = new Counter({
      name: 'launchdeck_feed_events_total',
      help: 'Feed events this node emitted to its feed room, by event name.',
      labelNames: ['event'],
      registers,
    });
    this.sourceItemsRepaired = new Counter({
      name: 'launchdeck_source_fields_repaired_total',
      help: 'Fields of posts a connector delivered shortened or left out because the protocol refused them as sent, by source and field (the post itself was delivered).',
      labelNames: ['source', 'field'],
      registers,
    });
    this.sourceItemsRefused = new Counter({
      name: 'launchdeck_source_items_refused_total',
      help: "Items a connector did not deliver, by source and reason: 'identity' (the post's id, author handle or platform is unusable), 'invalid' (a deletion or update that fails the protocol), 'unrepairable'.",
      labelNames: ['source', 'reason'],
      registers,
    });
    new Gauge({
      name: 'launchdeck_feed_events_per_second',
      help: `Feed events this node emitted to its feed room a second, over the last ${EVENT_RATE_WINDOW_SECONDS} whole seconds.`,
      registers,
      collect() {
        this.set(rate.perSecond());
      },
    });
    new Gauge({
      name: 'launchdeck_sockets_connected',
      help: "This node's connected sockets, signed in or not.",
      registers,
      collect() {
        this.set(deps.connectedSockets());
      },
    });
    new Gauge({
      name: 'launchdeck_users_signed_in',
      help: 'Users with at least one signed-in socket on this node.',
      registers,
      collect() {
        this.set(deps.signedInUsers());
      },
    });
    this.registry = Registry.merge([own, processRegistry()]);
  }

  batchReady(seconds: number): void {
    this.ingestStage.observe(seconds);
  }

  batchStored(seconds: number, changes: readonly FeedChange[]): void {
    this.storeStage.observe(seconds);
    for (const { event } of changes) {
      const post = newPostOf(event);
      if (!post?.timing) continue;
      const { source, sourceFrom, received, published } = post.timing;
      this.sourceToPublished.observe(
        { platform: post.platform, source_from: sourceFrom },
        secondsBetween(source, published),
      );
      this.receivedToPublished.observe(
        { platform: post.platform },
        secondsBetween(received, published),
      );
    }
  }

  fannedOut(event: FeedEvent): void {
    this.feedEvents.inc({ event: event.event });
    this.rate.record();
    const published = publishedPostOf(event)?.timing?.published;
    if (published !== undefined) this.fanOutStage.observe(secondsBetween(published, this.now()));
  }

  /** What connectors' deliveries tell (sources/connector-kit.ts), counted by source. */
  readonly sourceItems: SourceItemObserver = {
    repaired: (source, field) => this.sourceItemsRepaired.inc({ source, field }),
    refused: (source, reason) => this.sourceItemsRefused.inc({ source, reason }),
  };

  /** A launch was sent: each stage it reached, in ms since its request arrived. */
  launched(timings: LaunchTimings, mode: DeployMode): void {
    for (const [stage, ms] of Object.entries(timings))
      if (ms !== undefined) this.launchStage.observe({ stage, mode }, ms / 1000);
  }
}
