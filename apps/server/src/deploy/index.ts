import type { DeployMode } from '@launchdeck/protocol';
import type { LaunchesModule } from '../launches/index.ts';
import type { Core, ModuleHooks } from '../module.ts';
import { OutboundFetcher } from '../outbound/fetcher.ts';
import type { UsersModule } from '../users/index.ts';
import type { KeyVault } from '../wallets/index.ts';
import { HostedMetadataStore } from './hosted-metadata.ts';
import { TokenImageLoader } from './images/loader.ts';
import { ownImageReader } from './images/own-images.ts';
import { GeneratedPngs } from './images/png.ts';
import { registerTokenImageRoutes } from './images/upload-routes.ts';
import { TokenImageStore } from './images/upload-store.ts';
import type { LaunchTimings } from './launch-timer.ts';
import { closeLaunchers, createLaunchers, type Launchers } from './launchers.ts';
import { generatedImageUrl, registerMetadataRoutes } from './metadata-routes.ts';
import { LaunchRecheck } from './recheck.ts';
import { type ConfirmedLaunch, LaunchService } from './service.ts';
import { registerDeployEvents } from './socket.ts';

export type DeployModuleDeps = {
  users: UsersModule;
  launches: LaunchesModule;
  vault: KeyVault;
  /** The auth module's event kit: every deploy socket event goes through it. */
  onEvent: Parameters<typeof registerDeployEvents>[1]['on'];
  /** One launcher per mode; absent, built from the config (offline where a platform is unset). */
  launchers?: Launchers;
  /** Told each sent launch's stage timings and mode (metrics, the deploy bench). */
  onTimings: (timings: LaunchTimings, mode: DeployMode) => void;
  /** Told of each confirmed launch, by the launch path or the re-check (the referral ledger). */
  onConfirmed: (launch: ConfirmedLaunch) => Promise<unknown>;
  /** New launches prepared ahead per trader a minute (the bench prepares every click). */
  speculationsPerMinute?: number;
  /** How old an unsettled launch must be before it is checked again (a test restarting sets 0). */
  launchRecheckAfterMs?: number;
};

/**
 * Token launching (docs/token-launching.md): the platforms' launchers, token images and hosted
 * metadata, the launch service behind `prepare_launch` / `create_token`, and the re-check of the
 * launches a stopped node left unsettled (at start and in the minute's upkeep).
 */
export function createDeployModule(core: Core, deps: DeployModuleDeps) {
  const { config, log } = core;
  const pngs = new GeneratedPngs();
  const tokenImages = new TokenImageStore(core.db, config.launch.metadataBaseUrl);
  // Links to our own images are read from the store and the renderer, never over HTTP.
  const own = ownImageReader({
    origins: [config.launch.metadataBaseUrl, ...config.publicOrigins],
    uploads: tokenImages,
    pngs,
  });
  const images = new TokenImageLoader({
    pngs,
    own,
    fetcher: new OutboundFetcher({ allowPrivateHosts: config.mediaAllowPrivateHosts }),
  });
  const launchers = deps.launchers ?? createLaunchers(config.launch, { images, log });
  const metadata = new HostedMetadataStore(core.db, config.launch.metadataBaseUrl);
  const service = new LaunchService({
    launchers,
    vault: deps.vault,
    metadata,
    uploads: tokenImages,
    launches: deps.launches.repo,
    users: deps.users.repo,
    imageUrl: (kind, name) => generatedImageUrl(config.launch.metadataBaseUrl, kind, name),
    log,
    onTimings: deps.onTimings,
    speculationsPerMinute: deps.speculationsPerMinute,
    onConfirmed: deps.onConfirmed,
    launchChanges: deps.launches.updates,
  });
  const recheck = new LaunchRecheck({
    repo: deps.launches.repo,
    launchers,
    log,
    onChange: deps.launches.updates.changed,
    onConfirmed: deps.onConfirmed,
    afterMs: deps.launchRecheckAfterMs,
  });
  // At start-up, the launches a stopped node left unsettled are checked again, beside the start.
  recheck.run().catch((err) => log.error({ err }, 'could not check launches again'));
  const hooks: ModuleHooks = {
    registerRoutes: (http) => {
      registerMetadataRoutes(http, { metadata, pngs });
      registerTokenImageRoutes(http, { images: tokenImages });
    },
    registerSocket: (socket) =>
      registerDeployEvents(socket, { on: deps.onEvent, launches: service, log }),
    upkeep: () => recheck.run(),
    close: async () => {
      if (!deps.launchers) closeLaunchers(launchers);
    },
  };
  return { service, images, metadata, hooks };
}

// What other modules may use of this one.
export { type HostedMetadataStore, METADATA_PATH } from './hosted-metadata.ts';
export { ImageLoadError, type ImageLoadFailure, type TokenImageLoader } from './images/loader.ts';
export type { LaunchTimings } from './launch-timer.ts';
export type { Launchers } from './launchers.ts';
export type { ConfirmedLaunch, LaunchAnswer, LaunchService } from './service.ts';
export { SolanaRpc } from './solana/rpc-client.ts';
