import { ADMIN_API, ADMIN_PANEL_PATH, DEPLOY_MESSAGES } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiLogin, createTrader } from './fixtures/api.ts';
import {
  expectMainScreen,
  moveMouseOffFeed,
  skipUpdateNotice,
  submitLogin,
} from './fixtures/app.ts';
import { E2E_ADMIN } from './fixtures/constants.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/**
 * The deploy permission comes with the session (DA §2 Access Denied before any form), and follows
 * the admin's switch on the open page; the admin's way into the Administration Panel and back,
 * on one login.
 */

async function setCanDeploy(
  request: APIRequestContext,
  targetUsername: string,
  canDeploy: boolean,
) {
  const admin = await apiLogin(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const res = await request.post(ADMIN_API.toggleDeployPermission, {
    data: { targetUsername, canDeploy },
    headers: { 'x-session-id': admin.sessionId },
  });
  expect(res.status()).toBe(200);
}

test('a trader without the permission sees Access Denied at once, and the form once the admin allows it', async ({
  page,
  request,
}) => {
  const trader = await createTrader(request);
  await setCanDeploy(request, trader.username, false);
  // Resolves when the server's deploy_access reaches this page's socket.
  const accessChanged = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"deploy_access"')) resolve();
      }),
    );
  });
  await skipUpdateNotice(page);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await moveMouseOffFeed(page);

  const id = `permission-${Date.now().toString(36)}`;
  await ingest(request, [
    makePostInput({
      id,
      text: 'Frog King has arrived',
      createdAt: new Date().toISOString(),
      author: { handle: 'degenkaito', name: 'kaito' },
      platform: 'twitter',
    }),
  ]);
  const card = page.locator(`[data-testid="feed-card"][data-post-id="${id}"]`);
  const deploy = card.getByRole('button', { name: /^Deploy a token from @degenkaito/ });
  await deploy.click();

  const denied = page.getByRole('dialog', { name: DEPLOY_MESSAGES.accessDeniedTitle });
  await expect(denied).toContainText(DEPLOY_MESSAGES.accessDeniedBody);
  await expect(page.getByRole('dialog', { name: 'Token Deploy' })).toHaveCount(0);
  await keepScreenshot(page, 'deploy-permission-access-denied');
  await denied.getByRole('button', { name: 'OK' }).click();
  await expect(denied).toBeHidden();

  // The admin turns it on; this page, never reloaded, hears it and opens the form.
  await setCanDeploy(request, trader.username, true);
  await accessChanged;
  const form = page.getByRole('dialog', { name: 'Token Deploy' });
  // The frame may reach the socket a moment before the page has read it: a click that still
  // met Access Denied is dismissed and made again.
  await expect(async () => {
    if (await denied.isVisible()) await denied.getByRole('button', { name: 'OK' }).click();
    await deploy.click();
    await expect(form).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(denied).toHaveCount(0);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Frog King has arrived');
  await keepScreenshot(page, 'deploy-permission-allowed-form');
});

test('the admin goes to the panel by the Admin link and back to the feed on the same login', async ({
  page,
}) => {
  await skipUpdateNotice(page);
  await page.goto('/');
  await submitLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expectMainScreen(page);
  // Gone after any reload: its survival proves the page was never loaded again.
  await page.evaluate(() => {
    (window as unknown as { keptPage: boolean }).keptPage = true;
  });
  await keepScreenshot(page, 'admin-link-header');

  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Administration Panel' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(ADMIN_PANEL_PATH);
  await keepScreenshot(page, 'admin-panel-back-to-feed');

  await page.getByRole('link', { name: '← Back to Feed' }).click();
  await expectMainScreen(page);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.evaluate(() => (window as unknown as { keptPage?: boolean }).keptPage)).toBe(
    true,
  );
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
});
