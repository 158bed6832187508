import { LIMITS } from '@launchdeck/protocol';
import type { Core, ModuleHooks } from '../module.ts';
import { BlockedAccountsRepository } from './blocked/repository.ts';
import { BlockedAccounts } from './blocked/service.ts';
import { type FeedBus, InProcessFeedBus } from './bus.ts';
import { FeedChannel } from './feed-channel.ts';
import { type IngestRepairObserver, IngestService } from './ingest.ts';
import { registerIngestRoutes } from './ingest-routes.ts';
import type { PipelineObserver } from './observer.ts';
import { RecentPosts } from './recent-posts.ts';
import { RedisFeedBus } from './redis-bus.ts';
import { FeedRepository } from './repository.ts';
import { SerialQueue } from './serial-queue.ts';

/**
 * The feed: posts stored in order (seq) by ingest, told to every node on the bus, and sent to each
 * socket by the channel (replay from lastSeq, then live); the blocked accounts filter all of it.
 * `start` must finish before sockets are served.
 */
export async function createFeedModule(
  core: Core,
  // The metrics' pipeline: its `sourceItems` counts ingest's repairs beside the sources' ones.
  deps: { observer: PipelineObserver & { sourceItems?: IngestRepairObserver } },
) {
  const { redis, config } = core;
  const bus: FeedBus = redis
    ? new RedisFeedBus({
        pub: redis.commands,
        sub: redis.busSub,
        node: config.nodeId,
        onError: core.redisError,
      })
    : new InProcessFeedBus();
  const repo = new FeedRepository(core.db, { embedded: core.storage.prepare });
  const recent = new RecentPosts(LIMITS.initialPostsSent);
  const queue = new SerialQueue();
  const blocked = new BlockedAccounts({
    repo: new BlockedAccountsRepository(core.db),
    log: repo,
    bus,
    queue,
  });
  const ingest = new IngestService({
    repo,
    bus,
    blocked,
    recent,
    queue,
    observer: deps.observer,
    repairs: deps.observer.sourceItems,
  });
  const channel = new FeedChannel(core.io, {
    repo,
    recent,
    bus,
    queue,
    blocked,
    log: core.log,
    observer: deps.observer,
  });
  await channel.start();
  const hooks: ModuleHooks = {
    registerRoutes: (http) => registerIngestRoutes(http, { ingest, token: config.ingestToken }),
    upkeep: () => ingest.pruneLog(),
    stop: () => channel.stop(),
    close: async () => {
      await queue.idle();
      await bus.close();
    },
  };
  return { bus, ingest, blocked, channel, hooks };
}

export type FeedModule = Awaited<ReturnType<typeof createFeedModule>>;

// What other modules may use of this one.
export type { BlockedAccounts } from './blocked/service.ts';
export type { FeedBus, FeedChange } from './bus.ts';
export type { IngestService } from './ingest.ts';
export type { PipelineObserver } from './observer.ts';
export { addressKey, withImageAddresses } from './post-addresses.ts';
export { postOfEvent } from './post-of-event.ts';
