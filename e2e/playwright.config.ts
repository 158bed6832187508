import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, E2E_INGEST_TOKEN } from './fixtures/constants.ts';

/** Ports the system has free right now, all distinct (every listener is open at once). */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

// Evaluated in the runner and in each worker; workers inherit the runner's choices through the
// environment, so every process agrees on one data folder and one pair of ports. Free ports let
// runs go side by side (and beside a dev server) without one taking the other's port.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'launchdeck-e2e-'));
if (!process.env.E2E_PORT || !process.env.E2E_TRANSLATE_PORT) {
  const [app, translate] = await freePorts(2);
  process.env.E2E_PORT ||= String(app);
  process.env.E2E_TRANSLATE_PORT ||= String(translate);
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// FC §4 translation works offline: the app server translates through a fake LibreTranslate.
const translatePort = Number(process.env.E2E_TRANSLATE_PORT);

/** End-to-end journeys in Debian's Chromium against the built app and a real server. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Own folder per concurrent run (E2E_OUTPUT_DIR), else runs clear each other's artifacts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx e2e/fixtures/fake-libretranslate.ts',
      cwd: '..',
      url: `http://127.0.0.1:${translatePort}/languages`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_LIBRETRANSLATE_PORT: String(translatePort) },
    },
    {
      command: 'node --import tsx apps/server/src/main.ts',
      cwd: '..',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: '',
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        INGEST_TOKEN: E2E_INGEST_TOKEN,
        DEMO_FEED: 'off',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        LIBRETRANSLATE_URL: `http://127.0.0.1:${translatePort}`,
      },
    },
  ],
});
