import { MESSAGES } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, type Page, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import { expectMainScreen, skipUpdateNotice, submitLogin } from './fixtures/app.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

const expiredDialog = (page: Page) => page.getByRole('dialog', { name: /Session Expired/i });

/**
 * The feed pop-out has no login of its own: it joins the main window's session. When that session
 * ends, the pop-out comes back by itself as soon as the main window logs in again.
 */
test('a feed pop-out follows the main window into its new login', async ({ page, request }) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const post = (n: number) =>
    makePostInput({
      id: `popout-${stamp}-${n}`,
      text: `popout journey post ${n}`,
      createdAt: new Date(stamp + n).toISOString(),
    });
  const card = (p: Page, n: number) =>
    p.locator(`[data-testid="feed-card"][data-post-id="popout-${stamp}-${n}"]`);

  await skipUpdateNotice(page);
  const trader = await createTrader(request);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  const [popout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Pop Out Feed', exact: true }).click(),
  ]);
  await ingest(request, [post(1)]);
  await expect(card(popout, 1)).toBeVisible();

  // The session ends on the server (as on expiry or an admin kick): both windows are blocked.
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  const res = await request.post('/api/logout', { headers: { 'x-session-id': sessionId ?? '' } });
  expect(res.status()).toBe(200);
  await expect(expiredDialog(page)).toBeVisible();
  await expect(expiredDialog(popout)).toBeVisible();
  await expect(expiredDialog(popout).getByText(MESSAGES.sessionExpired)).toBeVisible();

  // The main window reloads and logs in again; the pop-out resumes with the new session.
  await expiredDialog(page).getByRole('button', { name: 'Reload Page' }).click();
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await expect(expiredDialog(popout)).toHaveCount(0);
  await ingest(request, [post(2)]);
  await expect(card(popout, 2)).toBeVisible();
  await keepScreenshot(popout, 'popout-after-new-login');

  // Reloading the pop-out joins the newest session too.
  await popout.reload();
  await expect(card(popout, 2)).toBeVisible();
  await expect(expiredDialog(popout)).toHaveCount(0);
});
