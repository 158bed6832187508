import path from 'node:path';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { Lease, runWhileLeased, sourcesFromConfig, startSources } from './sources/index.ts';
import { openStorage } from './storage/database.ts';
import { translatorFromConfig } from './translate/index.ts';
import { adminPasswordBanner } from './users/index.ts';
import { loadWalletEncryptionKey } from './wallets/index.ts';

const config = loadConfig();
// Wallet keys' encryption key (DESIGN "Wallet keys"): a damaged key file stops the start, named.
const walletKey = await loadWalletEncryptionKey(config, (message) => console.warn(message)).catch(
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
// Until the app's logger exists, a dropped idle database connection is reported on stderr.
let reportIdleError = (error: Error) =>
  console.error(`database connection dropped: ${error.message}`);
const storage = await openStorage(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, onIdleError: (error) => reportIdleError(error) }
    : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') },
);
const app = await createApp(
  { storage, translator: translatorFromConfig(config.translation), walletKey },
  config,
);
const log = app.http.log;
reportIdleError = (error) => log.warn({ err: error.message }, 'database connection dropped');
if (config.translation.provider === 'none') {
  // Traders read only that translation is not available here; the operator reads what to set.
  log.info('Translation is off: set DEEPL_API_KEY or LIBRETRANSLATE_URL to turn it on');
}

const admin = await app.users.ensureAdmin(config.adminPassword);
if (admin.generatedPassword) {
  // Printed once, on the start that created the admin, framed apart from the JSON log lines and
  // never through the logger; only its hash is stored.
  process.stdout.write(
    adminPasswordBanner({
      username: config.adminUsername,
      password: admin.generatedPassword,
      url: config.publicOrigins[0] ?? `http://${config.host}:${config.port}`,
    }),
  );
  log.warn(`Admin account '${config.adminUsername}' created; its password is printed above, once`);
}

// Every minute, expired sessions end (their sockets, on any node, get auth_error and close, so a
// browser open past its session's lifetime shows Session Expired within a minute), the feed
// log and the launch history are pruned, and launches a stopped node left unsettled are checked
// again (the app checks them once at start too).
const purge = setInterval(() => app.housekeeping().catch((err) => log.error({ err })), 60_000);
purge.unref();

// A deep accept queue: after a restart every browser reconnects within seconds.
await app.http.listen({ port: config.port, host: config.host, backlog: 2048 });
// With several nodes on one database, only the lease holder runs the sources.
const sources = runWhileLeased({
  lease: new Lease(storage.db, 'sources', config.nodeId, config.sourcesLeaseMs),
  ttlMs: config.sourcesLeaseMs,
  renewMs: config.sourcesLeaseMs / 3,
  build: async () =>
    sourcesFromConfig(config.sources, {
      accounts: app.accounts,
      log,
      itemObserver: app.sourceItems,
    }),
  start: (built) => startSources(built, { ingest: app.ingest, accounts: app.accounts, log }),
  log,
});
log.info(
  `Launchdeck on http://${config.host}:${config.port} (storage: ${storage.kind}, ` +
    `${config.redisUrl ? `node ${config.nodeId} with Redis` : 'one node'})`,
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: shutting down`);
  clearInterval(purge);
  // Drain: no new posts from the sources, then no new connections; requests in flight (an
  // ingest, a login) finish and queued feed writes are stored before storage closes.
  await sources.stop();
  await app.close();
  await storage.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
