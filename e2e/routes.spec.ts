import { ADMIN_PANEL_PATH, REFERRAL_MESSAGES } from '@launchdeck/protocol';
import { expect, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import { expectMainScreen, skipUpdateNotice, submitLogin } from './fixtures/app.ts';
import { E2E_ADMIN } from './fixtures/constants.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

test('a referral link tries its code after login, then returns to /', async ({ page, request }) => {
  await skipUpdateNotice(page);
  const trader = await createTrader(request);
  await page.goto('/@friend42');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await expect(page).toHaveURL(/\/$/);
  // DA §7: no account has this code, so the server's refusal shows; the code is then forgotten.
  await expect(page.locator('.ds-toast')).toHaveText(REFERRAL_MESSAGES.unknownCode);
  expect(await page.evaluate(() => localStorage.getItem('referralCode'))).toBeNull();
});

test('the admin panel path is for the admin only', async ({ page, request }) => {
  await skipUpdateNotice(page);
  const trader = await createTrader(request);
  await page.goto(ADMIN_PANEL_PATH);
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: /log ?out/i }).click();
  await page.goto(ADMIN_PANEL_PATH);
  await submitLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page.getByText('Administration Panel')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PANEL_PATH}$`));
  await keepScreenshot(page, '07-admin-panel');
});
