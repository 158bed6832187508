import { MESSAGES, UI } from '@launchdeck/protocol';
import { expect, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import { expectMainScreen, skipUpdateNotice, submitLogin } from './fixtures/app.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

test('a new trader logs in, reads the update notice once and sees the main screen', async ({
  page,
  request,
}) => {
  const trader = await createTrader(request);
  await page.goto('/');
  await expect(page.getByText(MESSAGES.secureLogin)).toBeVisible();
  await keepScreenshot(page, '01-login');

  await submitLogin(page, trader.username, trader.password);
  const notice = page.getByRole('dialog', { name: /SITE UPDATE v1\.22!/ });
  await expect(notice).toBeVisible();
  // Issue 50: no countdown holds the trader; OK works at once.
  const ok = notice.getByRole('button', { name: 'OK', exact: true });
  await expect(ok).toBeEnabled();
  await keepScreenshot(page, '02-update-notice');
  await ok.click();
  await expect(notice).toBeHidden();
  expect(
    await page.evaluate((flag) => localStorage.getItem(flag), UI.updateNotice.flag),
  ).not.toBeNull();

  await expectMainScreen(page);
  await expect(page.getByText(trader.username)).toBeVisible();
  await keepScreenshot(page, '03-main-screen');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /SITE UPDATE/ })).toHaveCount(0);
});

test('a wrong password is refused with a clear message inline', async ({ page, request }) => {
  const trader = await createTrader(request);
  await page.goto('/');
  await submitLogin(page, trader.username, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.loginFailed);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await keepScreenshot(page, '04-login-error');
});

test('logout returns to the login screen and ends the session', async ({ page, request }) => {
  await skipUpdateNotice(page);
  const trader = await createTrader(request);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  await page.getByRole('button', { name: /log ?out/i }).click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  const res = await request.post('/api/logout', { headers: { 'x-session-id': sessionId ?? '' } });
  expect(res.status()).toBe(401);
});

test('a saved login offers one-click login and can be removed', async ({ page, request }) => {
  await skipUpdateNotice(page);
  const trader = await createTrader(request);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password, true);
  await expectMainScreen(page);
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain(trader.password);

  await page.reload();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await keepScreenshot(page, '05-welcome-back');
  await page.getByRole('button', { name: new RegExp(`Log in as ${trader.username}`) }).click();
  await expectMainScreen(page);

  await page.reload();
  await page.getByRole('button', { name: /remove/i }).click();
  await expect(page.getByText('Welcome back')).toHaveCount(0);
});
