import { MESSAGES } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import {
  expectMainScreen,
  moveMouseOffFeed,
  skipUpdateNotice,
  submitLogin,
} from './fixtures/app.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';
import { type RestartableServer, restartableServer } from './fixtures/server.ts';

/**
 * A restart or a deploy never drops a trader: the server stops gracefully (SIGTERM) and starts
 * again on the same port and data folder, and the page reconnects on its own, still logged in,
 * with the feed live. Only a real end of session shows Session Expired.
 */
let server: RestartableServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await restartableServer();
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

test('a server restart keeps the trader logged in and the feed live', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const heard: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => heard.push(String(payload))),
  );
  const stamp = Date.now();
  const post = (n: number) =>
    makePostInput({
      id: `restart-${stamp}-${n}`,
      text: `restart journey post ${n}`,
      createdAt: new Date(stamp + n).toISOString(),
    });
  const card = (n: number) =>
    page.locator(`[data-testid="feed-card"][data-post-id="restart-${stamp}-${n}"]`);
  const offline = page.getByText(MESSAGES.connectionLost);

  await skipUpdateNotice(page);
  const trader = await createTrader(request);
  await page.goto(`${server.baseURL}/`);
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await moveMouseOffFeed(page);
  await ingest(request, [post(1)]);
  await expect(card(1)).toBeVisible();

  expect(await server.stop()).toBe(0);
  await expect(offline).toBeVisible();
  await server.start();
  await ingest(request, [post(2)]);

  // Back without a login: the socket reconnected with the stored session and the feed's lastSeq.
  await expect(card(2)).toBeVisible({ timeout: 20_000 });
  await expect(card(1)).toBeVisible();
  await expect(offline).toBeHidden();
  await expectMainScreen(page);
  await keepScreenshot(page, 'feed-after-server-restart');
  // Session Expired blocks the page until a reload, so not showing now means it never showed.
  await expect(page.getByRole('dialog', { name: /Session Expired/i })).toHaveCount(0);
  expect(heard.filter((frame) => frame.startsWith('42["auth_error"'))).toEqual([]);
  await request.dispose();
});
