import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { codeChecksLockedNotice, LIMITS } from '@launchdeck/protocol';
import { createAdapter } from '@socket.io/redis-adapter';
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import { Server } from 'socket.io';
import { OwnSessions } from './account-security/own-sessions.ts';
import { TwoFactorRepository } from './account-security/repository.ts';
import { registerOwnSessionsRoutes } from './account-security/sessions-routes.ts';
import { registerTwoFactorRoutes } from './account-security/two-factor-routes.ts';
import { TwoFactorService } from './account-security/two-factor-service.ts';
import { registerAccountsRoutes } from './accounts/routes.ts';
import { AccountsService } from './accounts/service.ts';
import { connectionsOf } from './admin/connections.ts';
import { type AdminServices, createAdminModule } from './admin/module.ts';
import { registerAdminApi } from './admin/plugin.ts';
import { LoginLimiter } from './auth/login-limiter.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { AuthService } from './auth/service.ts';
import { SessionsRepository } from './auth/sessions-repository.ts';
import { BlockedAccountsRepository } from './blocked-accounts/repository.ts';
import { BlockedAccounts } from './blocked-accounts/service.ts';
import { type ChatModule, createChatModule } from './chat/module.ts';
import type { Config } from './config.ts';
import { HostedMetadataStore } from './deploy/hosted-metadata.ts';
import { TokenImageLoader } from './deploy/images/loader.ts';
import { ownImageReader } from './deploy/images/own-images.ts';
import { GeneratedPngs } from './deploy/images/png.ts';
import { registerTokenImageRoutes } from './deploy/images/upload-routes.ts';
import { TokenImageStore } from './deploy/images/upload-store.ts';
import type { LaunchTimings } from './deploy/launch-timer.ts';
import { closeLaunchers, createLaunchers, type Launchers } from './deploy/launchers.ts';
import { generatedImageUrl, registerMetadataRoutes } from './deploy/metadata-routes.ts';
import { LaunchesRepository } from './deploy/repository.ts';
import { LaunchService } from './deploy/service.ts';
import { registerDeployEvents } from './deploy/socket.ts';
import { ExtensionTokensRepository } from './extensions/repository.ts';
import { registerExtensionRoutes } from './extensions/routes.ts';
import { type FeedBus, InProcessFeedBus } from './feed/bus.ts';
import { IngestService } from './feed/ingest.ts';
import { registerIngestRoutes } from './feed/ingest-routes.ts';
import { RecentPosts } from './feed/recent-posts.ts';
import { RedisFeedBus } from './feed/redis-bus.ts';
import { FeedRepository } from './feed/repository.ts';
import { SerialQueue } from './feed/serial-queue.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { installErrorHandler } from './http/errors.ts';
import { registerIdentity } from './http/identity.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { LOG_REDACT_PATHS } from './http/log-redaction.ts';
import { collectRoutes } from './http/openapi.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { createImageAddressPipeline, type ImageAddressPipeline } from './image-addresses/index.ts';
import { LaunchRecheck } from './launch-history/recheck.ts';
import { LaunchHistoryRepository } from './launch-history/repository.ts';
import { registerLaunchHistoryRoutes } from './launch-history/routes.ts';
import { LaunchHistory } from './launch-history/service.ts';
import { LaunchUpdates } from './launch-history/updates.ts';
import { RedisWindowCounter } from './limits/redis-window-counter.ts';
import { MemoryWindowCounter, type WindowCounter } from './limits/window-counter.ts';
import { registerMemeWordsRoutes } from './meme-words/routes.ts';
import { MemeWordsService } from './meme-words/service.ts';
import { PipelineMetrics } from './metrics/pipeline-metrics.ts';
import { registerMetricsRoute } from './metrics/routes.ts';
import { socketCounts } from './metrics/socket-counts.ts';
import { OutboundFetcher } from './outbound/fetcher.ts';
import { registerClockSync } from './realtime/clock-sync.ts';
import { createEventKit } from './realtime/event-kit.ts';
import { FeedChannel } from './realtime/feed-channel.ts';
import { createGateway, type Gateway } from './realtime/gateway.ts';
import { originCheck } from './realtime/origin-check.ts';
import { connectRedis } from './realtime/redis-connections.ts';
import { ROOMS } from './realtime/rooms.ts';
import type { RealtimeServer } from './realtime/types.ts';
import { ReferralLedger } from './referral/ledger.ts';
import { ReferralRepository } from './referral/repository.ts';
import { registerReferralRoutes } from './referral/routes.ts';
import { ReferralService } from './referral/service.ts';
import type { SourceItemObserver } from './sources/connector-kit.ts';
import type { Storage } from './storage/database.ts';
import { memoryTranslationStore } from './translate/cache.ts';
import { RedisTranslationCache } from './translate/redis-cache.ts';
import { registerTranslateRoutes } from './translate/routes.ts';
import { TranslationService } from './translate/service.ts';
import type { Translator } from './translate/translator.ts';
import { UsersRepository } from './users/repository.ts';
import { UsersService } from './users/service.ts';
import { registerVampRoutes } from './vamp/routes.ts';
import { createVampServices } from './vamp/services.ts';
import { KeyCipher } from './wallets/key-cipher.ts';
import { WalletsRepository } from './wallets/repository.ts';
import { registerWalletRoutes } from './wallets/routes.ts';
import { WalletsService } from './wallets/service.ts';
import type { KeyVault } from './wallets/signer.ts';
import { SpendCaps } from './wallets/spend-caps.ts';
import { WalletKeyVault } from './wallets/vault.ts';
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

// Bodies up to 2 MiB reach the schema, so an oversized field gets the schema's 400 message.
const BODY_LIMIT = 2 * 1024 * 1024;

/** Composition root: builds services from their dependencies and wires HTTP and Socket.IO. */
export async function createApp(deps: AppDeps, config: Config): Promise<App> {
  const http = Fastify({
    logger: {
      level: config.logLevel,
      redact: LOG_REDACT_PATHS,
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
  });
  if (deps.onRoute) http.addHook('onRoute', deps.onRoute);
  const routes = collectRoutes(http);
  installErrorHandler(http);
  registerJsonBodyParser(http);
  await registerSecurityHeaders(http);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, http.log) : undefined;
  const redisError = (err: Error) => http.log.debug({ err: err.message }, 'Redis call failed');
  // A Redis outage lets requests through rather than failing them: limits resume when it is back.
  await http.register(rateLimit, { global: false, redis: redis?.commands, skipOnError: true });

  const io: RealtimeServer = new Server(http.server, {
    path: '/socket.io',
    serveClient: false,
    perMessageDeflate: false,
    maxHttpBufferSize: 100_000,
    allowRequest: originCheck(config.publicOrigins),
  });
  if (redis)
    io.adapter(createAdapter(redis.adapterPub, redis.adapterSub, { key: 'launchdeck:io' }));
  const counter: WindowCounter = redis
    ? new RedisWindowCounter(redis.commands, redisError)
    : new MemoryWindowCounter();

  const usersRepo = new UsersRepository(deps.storage.db);
  const users = new UsersService(usersRepo, config.adminUsername);
  // Wallet keys and two-factor secrets are kept under the same key (DESIGN "Wallet keys").
  const walletCipher = new KeyCipher(
    deps.walletKey ?? config.walletEncryptionKey ?? randomBytes(32),
  );
  const twoFactorRepo = new TwoFactorRepository(deps.storage.db);
  const twoFactor = new TwoFactorService({
    repo: twoFactorRepo,
    cipher: walletCipher,
    counter,
    onCodeChecksLocked: (userId, untilMs) => {
      codeChecksLocked(userId, untilMs).catch((err: unknown) =>
        http.log.error({ err }, 'could not tell of locked code checks'),
      );
    },
    now: deps.now && (() => (deps.now as () => Date)().getTime()),
  });
  const sessionsRepo = new SessionsRepository(deps.storage.db);
  const auth = new AuthService({
    users: usersRepo,
    sessions: sessionsRepo,
    limiter: new LoginLimiter(counter, config.loginLimit.maxFailures, config.loginLimit.windowMs),
    sessionTtlMs: config.sessionTtlMs,
    sessionIdleMs: config.sessionIdleMs,
    rememberTtlMs: config.rememberTtlMs,
    isAdmin: (name) => users.isAdmin(name),
    twoFactor,
    now: deps.now,
  });
  // Every limit counts by who storage says a credential belongs to (http/identity.ts).
  const extensionTokens = new ExtensionTokensRepository(deps.storage.db);
  registerIdentity(http, {
    auth,
    extensionUserOf: (tokenHash) => extensionTokens.userOf(tokenHash),
  });
  const bus: FeedBus = redis
    ? new RedisFeedBus({
        pub: redis.commands,
        sub: redis.busSub,
        node: config.nodeId,
        onError: redisError,
      })
    : new InProcessFeedBus();
  const feedRepo = new FeedRepository(deps.storage.db, {
    embedded: deps.storage.prepare,
  });
  const recent = new RecentPosts(LIMITS.initialPostsSent);
  const queue = new SerialQueue();
  const accounts = new AccountsService(deps.storage.db);
  const blocked = new BlockedAccounts({
    repo: new BlockedAccountsRepository(deps.storage.db),
    log: feedRepo,
    bus,
    queue,
  });
  const metrics = new PipelineMetrics(socketCounts(io));
  const ingest = new IngestService({
    repo: feedRepo,
    bus,
    blocked,
    recent,
    queue,
    observer: metrics,
  });
  const feed = new FeedChannel(io, {
    repo: feedRepo,
    recent,
    bus,
    queue,
    blocked,
    log: http.log,
    observer: metrics,
  });
  await feed.start();
  const chat = createChatModule(io, {
    db: deps.storage.db,
    auth,
    users: usersRepo,
    accounts,
    log: http.log,
    counter,
  });
  const gateway = createGateway(io, {
    auth,
    log: http.log,
    onAuthenticated: async (socket, lastSeq) => {
      await feed.deliver(socket, lastSeq);
      await chat.enter(socket);
    },
  });

  const connections = connectionsOf(io);
  registerClockSync(io);
  registerAuthRoutes(http, {
    auth,
    onSessionEnded: gateway.endSession,
    socketsOf: gateway.socketsOf,
    onLogin: ({ username, idHash, ip, userAgent }) =>
      io
        .to(ROOMS.user(username))
        .except(ROOMS.session(idHash))
        .emit('new_login', { ip, userAgent, at: Date.now() }),
  });
  registerTwoFactorRoutes(http, { auth, twoFactor });
  registerOwnSessionsRoutes(http, {
    auth,
    sessions: new OwnSessions({
      sessions: sessionsRepo,
      connections: connectionsOf(io),
      endSession: gateway.endSession,
      now: deps.now,
    }),
    codeChecksLockedUntil: (userId) => twoFactor.codeChecksLockedUntil(userId),
  });
  registerIngestRoutes(http, { ingest, token: config.ingestToken });
  registerMetricsRoute(http, { registry: metrics.registry, token: config.metricsToken });

  // The launch service first: the admin module and the wallets tell it what to forget.
  const walletsRepo = new WalletsRepository(deps.storage.db);
  const spendCaps = new SpendCaps(deps.storage.db);
  const keyVault = new WalletKeyVault({ repo: walletsRepo, cipher: walletCipher });
  const referralLedger = new ReferralLedger(deps.storage.db, config.launchFees);
  const pngs = new GeneratedPngs();
  const tokenImages = new TokenImageStore(deps.storage.db, config.launch.metadataBaseUrl);
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
  const launchers = deps.launchers ?? createLaunchers(config.launch, { images, log: http.log });
  const metadata = new HostedMetadataStore(deps.storage.db, config.launch.metadataBaseUrl);
  const launchHistoryRepo = new LaunchHistoryRepository(deps.storage.db);
  const launchUpdates = new LaunchUpdates({ repo: launchHistoryRepo, io, log: http.log });
  const launches = new LaunchService({
    launchers,
    vault: keyVault,
    metadata,
    uploads: tokenImages,
    launches: new LaunchesRepository(deps.storage.db),
    users: usersRepo,
    imageUrl: (kind, name) => generatedImageUrl(config.launch.metadataBaseUrl, kind, name),
    log: http.log,
    onTimings: (timings, mode) => {
      metrics.launched(timings, mode);
      deps.onLaunchTimings?.(timings);
    },
    speculationsPerMinute: deps.speculationsPerMinute,
    onConfirmed: (launch) => referralLedger.record(launch),
    launchChanges: launchUpdates,
  });
  const launchHistory = new LaunchHistory({
    repo: launchHistoryRepo,
    keepDays: config.launchHistoryDays,
  });
  const launchRecheck = new LaunchRecheck({
    repo: launchHistoryRepo,
    launchers,
    log: http.log,
    onChange: launchUpdates.changed,
    onConfirmed: (launch) => referralLedger.record(launch),
    afterMs: deps.launchRecheckAfterMs,
  });

  const admin = createAdminModule({
    db: deps.storage.db,
    io,
    users,
    usersRepo,
    chat,
    ingest,
    blocked,
    endUser: gateway.endUser,
    deployAccessChanged: (userId) => launches.forgetUser(userId),
  });
  await registerAdminApi(http, { auth, admin });
  /** Issue 47: the owner's windows are told, and the audit log records it. */
  async function codeChecksLocked(userId: number, untilMs: number): Promise<void> {
    const user = await usersRepo.findById(userId);
    if (!user) return;
    const message = codeChecksLockedNotice(untilMs);
    io.to(ROOMS.user(user.username)).emit('account_notice', { message, at: Date.now() });
    await admin.audit.record({
      actor: user.username,
      action: 'account.codes_locked',
      target: user.username,
      detail: message,
    });
  }
  const translation = deps.translator
    ? new TranslationService(
        deps.translator,
        redis ? new RedisTranslationCache(redis.commands, redisError) : memoryTranslationStore(),
      )
    : null;
  registerTranslateRoutes(http, { auth, translation });
  registerAccountsRoutes(http, { auth, accounts, io });
  registerMemeWordsRoutes(http, { auth, memeWords: new MemeWordsService(deps.storage.db), io });
  const wallets = new WalletsService({
    repo: walletsRepo,
    cipher: walletCipher,
    caps: spendCaps,
    onDeleted: (walletId) => launches.forgetWallet(walletId),
  });
  registerWalletRoutes(http, {
    auth,
    wallets,
    stepUp: (userId, code) => twoFactor.stepUp(userId, code),
  });
  const referral = new ReferralService(new ReferralRepository(deps.storage.db));
  registerReferralRoutes(http, { auth, referral });
  registerMetadataRoutes(http, { metadata, pngs });
  const vamp = createVampServices({ db: deps.storage.db, metadata, config });
  registerVampRoutes(http, { auth, io, ...vamp, extensionTokens });
  // Issue 31: addresses read from post images, after the post is stored and sent.
  const imageAddresses = config.imageAddresses.enabled
    ? createImageAddressPipeline({
        db: deps.storage.db,
        bus,
        ingest,
        images,
        log: http.log,
        config,
      })
    : undefined;
  imageAddresses?.start();
  registerExtensionRoutes(http, { auth, tokens: extensionTokens });
  registerTokenImageRoutes(http, { auth, images: tokenImages });
  registerLaunchHistoryRoutes(http, { auth, history: launchHistory });
  const deployEvents = { on: createEventKit({ auth, log: http.log }), launches, log: http.log };
  io.on('connection', (socket) => registerDeployEvents(socket, deployEvents));
  registerApiDocs(http, routes);
  await registerWebApp(http, config.webDist);
  // At start-up, the launches a stopped node left unsettled are checked again, beside the start.
  launchRecheck.run().catch((err) => http.log.error({ err }, 'could not check launches again'));

  return {
    http,
    io,
    gateway,
    auth,
    users,
    accounts,
    blocked,
    ingest,
    chat,
    admin,
    wallets,
    keyVault,
    launches,
    imageAddresses,
    sourceItems: metrics.sourceItems,
    housekeeping: async () => {
      const connected = (await connections()).flatMap(({ sessionHash }) =>
        sessionHash ? [sessionHash] : [],
      );
      const idle = await auth.expireIdle([...new Set(connected)]);
      for (const idHash of [...(await auth.purgeExpired()), ...idle]) gateway.endSession(idHash);
      await ingest.pruneLog();
      await launchHistory.prune();
      await launchRecheck.run();
    },
    close: async () => {
      await imageAddresses?.close();
      feed.stop();
      // Closing the transports, not the sockets: browsers see a lost connection and reconnect
      // once the server is back, their sessions intact (a server-side socket disconnect reads as
      // an ended session to them).
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await http.close();
      await queue.idle();
      await launchUpdates.close();
      await bus.close();
      await redis?.close();
      if (!deps.launchers) closeLaunchers(launchers);
    },
  };
}
