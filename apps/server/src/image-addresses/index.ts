import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { TokenImageLoader } from '../deploy/index.ts';
import type { FeedBus, IngestService } from '../feed/index.ts';
import type { Core, ModuleHooks } from '../module.ts';
import type { Database } from '../storage/database.ts';
import { ChainAccounts } from './chain-check.ts';
import { StoredAddresses } from './known-addresses.ts';
import { fetchPicture } from './picture-size.ts';
import { ImageAddressPipeline } from './pipeline.ts';
import { readerThreadsFor, spawnReaderProcess } from './reader-process.ts';
import { ReaderThreads } from './reader-threads.ts';
import { ImageAddressesRepository } from './repository.ts';

export { ImageAddressPipeline } from './pipeline.ts';

export type ImageAddressesDeps = {
  db: Database;
  bus: FeedBus;
  ingest: Pick<IngestService, 'updatePost'>;
  /** The media loader (public hosts only unless MEDIA_ALLOW_PRIVATE_HOSTS). */
  images: Pick<TokenImageLoader, 'fetchLink'>;
  log: FastifyBaseLogger;
  config: Pick<Config, 'imageAddresses' | 'solanaDasUrl'> & {
    launch: Pick<Config['launch'], 'solanaRpcUrl' | 'bscRpcUrl'>;
  };
};

/** The image-address pipeline of issue 31, built from the app's parts; started by the caller. */
export function createImageAddressPipeline(deps: ImageAddressesDeps): ImageAddressPipeline {
  const { config, log } = deps;
  const store = new ImageAddressesRepository(deps.db);
  return new ImageAddressPipeline({
    bus: deps.bus,
    store,
    fetchImage: (url) => fetchPicture(deps.images, url),
    readers: new ReaderThreads({
      size: config.imageAddresses.workers,
      spawn: () =>
        spawnReaderProcess({
          maxRssMb: config.imageAddresses.readerMaxMb,
          threads: readerThreadsFor(config.imageAddresses.workers),
          onRecycled: (rssMb) =>
            log.info({ rssMb }, 'image addresses: reader replaced, past its memory ceiling'),
        }),
      idleMs: config.imageAddresses.idleMs,
    }),
    verify: {
      known: new StoredAddresses({ db: deps.db, offlineAssets: !config.solanaDasUrl }),
      chain: new ChainAccounts({
        solanaRpcUrl: config.launch.solanaRpcUrl,
        solanaDasUrl: config.solanaDasUrl,
        bscRpcUrl: config.launch.bscRpcUrl,
      }),
      onChainError: (error) =>
        log.info(
          { err: error instanceof Error ? error.message : String(error) },
          'image addresses: the chain did not answer, the address stays unverified',
        ),
    },
    updatePost: (id, change) => deps.ingest.updatePost(id, change),
    log,
    concurrency: config.imageAddresses.workers,
    queueCap: config.imageAddresses.queue,
  });
}

/**
 * Issue 31's module: addresses read from post pictures after the post is stored and sent; none
 * with IMAGE_ADDRESSES=off. Started at once; stopped (its readers ended) before the transports.
 */
export function createImageAddressesModule(
  core: Core,
  deps: Pick<ImageAddressesDeps, 'bus' | 'ingest' | 'images'>,
) {
  if (!core.config.imageAddresses.enabled) return { pipeline: undefined, hooks: {} };
  const pipeline = createImageAddressPipeline({
    ...deps,
    db: core.db,
    log: core.log,
    config: core.config,
  });
  pipeline.start();
  const hooks: ModuleHooks = { stop: () => pipeline.close() };
  return { pipeline, hooks };
}
