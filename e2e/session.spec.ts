import { MESSAGES } from '@launchdeck/protocol';
import { expect, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import { expectMainScreen, skipUpdateNotice, submitLogin } from './fixtures/app.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

test('an ended session shows the Session Expired modal with Reload Page', async ({
  page,
  request,
}) => {
  await skipUpdateNotice(page);
  const trader = await createTrader(request);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);

  // The session ends on the server (as on expiry or an admin kick) while the page is open.
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  const res = await request.post('/api/logout', { headers: { 'x-session-id': sessionId ?? '' } });
  expect(res.status()).toBe(200);

  const modal = page.getByRole('dialog', { name: /Session Expired/i });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(MESSAGES.sessionExpired)).toBeVisible();
  await keepScreenshot(page, '06-session-expired');
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Reload Page' }).click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test('the page is served with a strict Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content.Security.Policy/i.test(msg.text())) violations.push(msg.text());
  });
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(violations).toEqual([]);
});
