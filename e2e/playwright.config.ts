import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, E2E_INGEST_TOKEN } from './fixtures/constants.ts';

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
// FC §4 translation works offline: the app server translates through a fake LibreTranslate.
const translatePort = port + 1;
// Evaluated in the runner and in each worker; workers inherit the runner's folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'launchdeck-e2e-'));

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
