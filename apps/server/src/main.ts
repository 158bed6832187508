import path from 'node:path';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { sourcesFromConfig } from './sources/from-config.ts';
import { startSources } from './sources/start-sources.ts';
import { openStorage } from './storage/database.ts';
import { translatorFromConfig } from './translate/from-config.ts';

const config = loadConfig();
// Until the app's logger exists, a dropped idle database connection is reported on stderr.
let reportIdleError = (error: Error) =>
  console.error(`database connection dropped: ${error.message}`);
const storage = await openStorage(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, onIdleError: (error) => reportIdleError(error) }
    : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') },
);
const app = await createApp(
  { storage, translator: translatorFromConfig(config.translation) },
  config,
);
const log = app.http.log;
reportIdleError = (error) => log.warn({ err: error.message }, 'database connection dropped');

const admin = await app.users.ensureAdmin(config.adminPassword);
if (admin.generatedPassword) {
  // Printed once, on the start that created the admin; only its hash is stored.
  log.warn(
    `Admin account '${config.adminUsername}' created with password: ${admin.generatedPassword} ` +
      '(shown once; set ADMIN_PASSWORD to choose your own)',
  );
}

const purge = setInterval(
  () => app.auth.purgeExpired().catch((err) => log.error({ err })),
  3_600_000,
);
purge.unref();

const sources = sourcesFromConfig(config.sources, { accounts: app.accounts, log });

await app.http.listen({ port: config.port, host: config.host });
await startSources(sources, { ingest: app.ingest, accounts: app.accounts, log });
log.info(`Launchdeck on http://${config.host}:${config.port} (storage: ${storage.kind})`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: shutting down`);
  clearInterval(purge);
  await Promise.all(sources.map((source) => source.stop()));
  await app.close();
  await storage.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
