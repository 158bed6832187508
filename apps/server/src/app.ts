import type { FastifyInstance, onRouteHookHandler } from 'fastify';
import { createAccountSecurityModule } from './account-security/index.ts';
import { type AccountsService, createAccountsModule } from './accounts/index.ts';
import { type AdminServices, createAdminApiModule } from './admin/index.ts';
import { type AlertsModule, createAlertsModule } from './alerts/index.ts';
import { type AuthService, createAuthModule, type Gateway } from './auth/index.ts';
import {
  type AutoLaunchModule,
  createAutoLaunchModule,
  type FireOutcome,
} from './auto-launch/index.ts';
import { createBotApiModule } from './bot-api/index.ts';
import { type ChatModule, createChatModule } from './chat/index.ts';
import type { Config } from './config.ts';
import { createCore } from './core.ts';
import {
  createDeployModule,
  type Launchers,
  type LaunchService,
  type LaunchTimings,
} from './deploy/index.ts';
import { createExtensionsModule } from './extensions/index.ts';
import { type BlockedAccounts, createFeedModule, type IngestService } from './feed/index.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerIdentity } from './http/identity.ts';
import { createImageAddressesModule, type ImageAddressPipeline } from './image-addresses/index.ts';
import { createLaunchesModule } from './launches/index.ts';
import { createMarketDataModule, type MarketEnricher } from './market-data/index.ts';
import { createMemeWordsModule } from './meme-words/index.ts';
import { createMetricsModule } from './metrics/index.ts';
import type { ModuleHooks } from './module.ts';
import { registerClockSync } from './realtime/clock-sync.ts';
import { connectionsOf } from './realtime/connections.ts';
import type { RealtimeServer } from './realtime/types.ts';
import { createReferralModule } from './referral/index.ts';
import {
  type AccountLookup,
  accountLookupFromConfig,
  type SourceItemObserver,
  sourceStatesFromConfig,
} from './sources/index.ts';
import type { Storage } from './storage/database.ts';
import { createTranslateModule, type Translator } from './translate/index.ts';
import { createUsersModule, type UsersService } from './users/index.ts';
import { createVampModule } from './vamp/index.ts';
import { createWalletsModule, type KeyVault, type WalletsService } from './wallets/index.ts';
import { registerWebApp } from './web/static.ts';

export type AppDeps = {
  storage: Storage;
  /** The configured translation service's adapter; absent or null, POST /api/translate says none is set. */
  translator?: Translator | null;
  /** Wallet keys' encryption key (main.ts: loadWalletEncryptionKey); absent, the config's or a random one. */
  walletKey?: Buffer;
  /** One launcher per mode; absent, built from the config (offline where a platform is unset). */
  launchers?: Launchers;
  /** Told each launch's stage timings once it is sent (the deploy bench). */
  onLaunchTimings?: (timings: LaunchTimings) => void;
  /** New launches prepared ahead per trader a minute (the bench prepares every click). */
  speculationsPerMinute?: number;
  /**
   * How old an unsettled launch must be before it is checked again (a stopped node's); a test
   * restarting at once sets 0.
   */
  launchRecheckAfterMs?: number;
  /** The sessions' clock (logins, expiry, idle expiry); tests move it. */
  now?: () => Date;
  /** Told of every route as it is registered (the OpenAPI coverage test). */
  onRoute?: onRouteHookHandler;
  /** Looks up a handle the admin watches; absent, through the configured sources. */
  accountLookup?: AccountLookup;
  /** Told of each auto-launch fire's outcome (tests, the bench). */
  onAutoLaunch?: (outcome: FireOutcome) => void;
};

export type App = {
  /** Told by the sources' deliveries what they repaired or refused; counted in /metrics. */
  sourceItems: SourceItemObserver;
  http: FastifyInstance;
  io: RealtimeServer;
  gateway: Gateway;
  auth: AuthService;
  users: UsersService;
  accounts: AccountsService;
  /** The blocked accounts: their list, its cache and their feed events (blocked-accounts/). */
  blocked: BlockedAccounts;
  ingest: IngestService;
  chat: ChatModule;
  /** The administration panel's services, one per area (admin/module.ts). */
  admin: AdminServices;
  wallets: WalletsService;
  /** Wallet handle → signer, for the handle's owner only. */
  keyVault: KeyVault;
  launches: LaunchService;
  /** Reads contract addresses from post images (issue 31); undefined with IMAGE_ADDRESSES=off. */
  imageAddresses: ImageAddressPipeline | undefined;
  /** Alert rules, webhooks and their outbox (issue 51). */
  alerts: AlertsModule;
  /** Sends each post's address markets after it (issue 52); undefined with MARKET_DATA=off. */
  marketData: MarketEnricher | undefined;
  /** Auto-launch rules (issue 53). */
  autoLaunch: AutoLaunchModule;
  /**
   * The minute's upkeep: deletes expired sessions, and those with no socket connected for
   * SESSION_IDLE_MINUTES, and ends their sockets (auth_error) on every node, and prunes the feed
   * log to LIMITS.feedLogKept events, the launches to LAUNCH_HISTORY_DAYS, and checks again the
   * launches a stopped node left unsettled.
   */
  housekeeping: () => Promise<void>;
  /** Stops accepting connections and closes their transports; storage is the caller's to close. */
  close: () => Promise<void>;
};

/**
 * Composition root: the shared kernel (core.ts), then each domain's module through its door
 * (`<domain>/index.ts`), in the order their services are needed; then each module's routes, socket
 * handlers, upkeep and shutdown, in that order. Late-bound callbacks (arrow functions naming a
 * module built further down) are only called once the app serves.
 */
export async function createApp(deps: AppDeps, config: Config): Promise<App> {
  const core = await createCore(deps, config);
  const { http, io } = core;
  registerClockSync(io);
  const connections = connectionsOf(io);
  const users = createUsersModule(core);
  const security = createAccountSecurityModule(core, {
    onCodeChecksLocked: (userId, untilMs) => void admin.codeChecksLocked(userId, untilMs),
    sessions: () => auth.sessions,
    connections,
    endSession: (idHash, reason) => auth.gateway.endSession(idHash, reason),
  });
  const auth = createAuthModule(core, {
    users,
    connections,
    twoFactor: security.twoFactor,
    canTranslate: Boolean(deps.translator),
    onAuthenticated: async (socket, lastSeq) => {
      await feed.channel.deliver(socket, lastSeq);
      await chat.enter(socket);
    },
  });
  const extensions = createExtensionsModule(core);
  // Every limit counts by who storage says a credential belongs to (http/identity.ts).
  registerIdentity(http, {
    auth: auth.service,
    extensionUserOf: (h) => extensions.tokens.userOf(h),
  });
  const metrics = createMetricsModule(core);
  const feed = await createFeedModule(core, { observer: metrics.pipeline });
  const accounts = createAccountsModule(core);
  const chat = createChatModule(io, {
    ...core,
    auth: auth.service,
    users: users.repo,
    accounts: accounts.service,
  });
  const launches = createLaunchesModule(core);
  const referral = createReferralModule(core);
  const wallets = createWalletsModule(core, {
    stepUp: (userId, code) => security.twoFactor.stepUp(userId, code),
    onDeleted: (walletId) => deploy.service.forgetWallet(walletId),
  });
  const deploy = createDeployModule(core, {
    ...deps,
    users,
    launches,
    vault: wallets.vault,
    onEvent: auth.onEvent,
    onTimings: (timings, mode) => {
      metrics.pipeline.launched(timings, mode);
      deps.onLaunchTimings?.(timings);
    },
    onConfirmed: (launch) => referral.ledger.record(launch),
  });
  const admin = createAdminApiModule(core, {
    auth: auth.service,
    users: users.service,
    usersRepo: users.repo,
    chat,
    ingest: feed.ingest,
    blocked: feed.blocked,
    accounts: accounts.service,
    lookup: deps.accountLookup ?? accountLookupFromConfig(config.sources),
    sources: sourceStatesFromConfig(config.sources),
    endUser: (username) => {
      auth.gateway.endUser(username);
      // A bot's streams go on with its key, unless the login can no longer use it (disabled, deleted).
      botApi.userEnded(username);
    },
    deployAccessChanged: (userId) => deploy.service.forgetUser(userId),
    autoLaunchOff: () => autoLaunch.usersTurnedOff(),
  });
  const imageAddresses = createImageAddressesModule(core, { ...feed, images: deploy.images });
  const marketData = createMarketDataModule(core, {
    ...feed,
    registry: metrics.pipeline.registry,
  });
  const alerts = createAlertsModule(core, { bus: feed.bus, registry: metrics.pipeline.registry });
  const botApi = createBotApiModule(core, { twoFactor: security.twoFactor, bus: feed.bus });
  const autoLaunch = createAutoLaunchModule(core, {
    bus: feed.bus,
    launch: deploy.service,
    launches,
    vault: wallets.vault,
    stepUp: (userId, code) => security.twoFactor.stepUp(userId, code),
    userIdOf: async (username) => (await users.repo.findByUsername(username))?.id,
    onFired: deps.onAutoLaunch,
    admin: { auth: auth.service, isAdmin: admin.services.isAdmin },
    audit: admin.services.audit,
    registry: metrics.pipeline.registry,
    channels: { owns: alerts.ownsChannels, tell: alerts.tellLaunch },
  });
  const modules: ModuleHooks[] = [
    ...[security, auth, extensions, metrics, feed, accounts, launches, referral, wallets].map(
      (m) => m.hooks,
    ),
    ...[deploy, admin, imageAddresses, marketData, alerts, botApi, autoLaunch].map((m) => m.hooks),
    createTranslateModule(core, deps.translator).hooks,
    createMemeWordsModule(core).hooks,
    createVampModule(core, { metadata: deploy.metadata, extensionTokens: extensions.tokens }).hooks,
  ];
  for (const { registerRoutes } of modules) await registerRoutes?.(http);
  io.on('connection', (socket) => {
    for (const { registerSocket } of modules) registerSocket?.(socket);
  });
  registerApiDocs(http, core.routes);
  await registerWebApp(http, config.webDist);
  return {
    ...{ http, io, gateway: auth.gateway, auth: auth.service, users: users.service },
    ...{ accounts: accounts.service, blocked: feed.blocked, ingest: feed.ingest, chat },
    ...{ admin: admin.services, wallets: wallets.service, keyVault: wallets.vault },
    ...{ launches: deploy.service, imageAddresses: imageAddresses.pipeline },
    marketData: marketData.enricher,
    alerts,
    autoLaunch,
    sourceItems: metrics.pipeline.sourceItems,
    housekeeping: async () => {
      for (const { upkeep } of modules) await upkeep?.();
    },
    close: async () => {
      for (const { stop } of modules.toReversed()) await stop?.();
      // The transports, not the sockets: browsers reconnect once the server is back, sessions intact.
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await http.close();
      for (const { close } of modules) await close?.();
      await core.redis?.close();
    },
  };
}
