import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { freePorts } from './fixtures/ports.ts';
import { APP_SERVER_COMMAND, appServerEnv } from './fixtures/server.ts';

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
// Issue 12's platform journeys (platforms.spec.ts) use a second app server that launches for real
// on every platform's loopback fake, with a control endpoint of its own (platform-server.ts).
process.env.E2E_PLATFORM_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'launchdeck-e2e-platforms-'));
if (!process.env.E2E_PLATFORM_PORT || !process.env.E2E_PLATFORM_CONTROL_PORT) {
  const [app, control] = await freePorts(2);
  process.env.E2E_PLATFORM_PORT ||= String(app);
  process.env.E2E_PLATFORM_CONTROL_PORT ||= String(control);
}
const platformControlPort = Number(process.env.E2E_PLATFORM_CONTROL_PORT);
// Issue 52: market data from a loopback DexScreener (fake-market-data.ts).
if (!process.env.E2E_MARKET_PORT) {
  const [market] = await freePorts(1);
  process.env.E2E_MARKET_PORT = String(market);
}
const marketPort = Number(process.env.E2E_MARKET_PORT);
// Issue 51: the Telegram Bot API and Discord webhooks the app server sends alerts to are loopback
// fakes a journey starts on these ports (fixtures/alert-services.ts).
if (!process.env.E2E_TELEGRAM_PORT || !process.env.E2E_DISCORD_PORT) {
  const [telegram, discord] = await freePorts(2);
  process.env.E2E_TELEGRAM_PORT ||= String(telegram);
  process.env.E2E_DISCORD_PORT ||= String(discord);
}

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
      command: 'node --import tsx e2e/fixtures/fake-market-data.ts',
      cwd: '..',
      url: `http://127.0.0.1:${marketPort}/control/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_MARKET_PORT: String(marketPort) },
    },
    {
      command: APP_SERVER_COMMAND.join(' '),
      cwd: '..',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: appServerEnv({
        port,
        dataDir: process.env.E2E_DATA_DIR,
        translateUrl: `http://127.0.0.1:${translatePort}`,
        marketDataUrl: `http://127.0.0.1:${marketPort}`,
        telegramApiBase: `http://127.0.0.1:${process.env.E2E_TELEGRAM_PORT}`,
        discordApiBase: `http://127.0.0.1:${process.env.E2E_DISCORD_PORT}/api`,
      }),
    },
    {
      command: 'node --import tsx e2e/fixtures/platform-server.ts',
      cwd: '..',
      // Its control endpoint listens once the fakes and the app server are up.
      url: `http://127.0.0.1:${platformControlPort}/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_PLATFORM_PORT: String(process.env.E2E_PLATFORM_PORT),
        E2E_PLATFORM_CONTROL_PORT: String(platformControlPort),
        E2E_PLATFORM_DATA_DIR: process.env.E2E_PLATFORM_DATA_DIR,
      },
    },
  ],
});
