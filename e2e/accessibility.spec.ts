import AxeBuilder from '@axe-core/playwright';
import { ADMIN_PANEL_PATH, type Theme, TRACKER_SETTINGS_KEY } from '@launchdeck/protocol';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN_VIEWPORT } from './fixtures/admin-panel.ts';
import { createTrader } from './fixtures/api.ts';
import {
  expectMainScreen,
  moveMouseOffFeed,
  skipUpdateNotice,
  submitLogin,
} from './fixtures/app.ts';
import { postsOfEveryKind } from './fixtures/card-posts.ts';
import { E2E_ADMIN } from './fixtures/constants.ts';
import { importKey, serveTradingSites } from './fixtures/deploy-trader.ts';
import { ingest } from './fixtures/ingest.ts';
import { serveE2eMedia } from './fixtures/media.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';
import { solanaWallet } from './fixtures/wallet-keys.ts';

/**
 * Readable in every theme: axe-core's WCAG 2.1 AA rules find nothing on the login screen, the
 * feed with cards of every kind, the Settings and Deploy Settings dialogs, the deploy form and the
 * admin panel, in the default theme and a light one (theme.test.ts checks every theme's colours).
 */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The browser keeps `theme` (and shows new posts at once) from its first page on. */
async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    TRACKER_SETTINGS_KEY,
    JSON.stringify({ colorTheme: theme, pauseOnHover: false }),
  ] as const);
}

/** Scans the page as it is now; each violation as its rule, the elements and why, for the report. */
async function expectNoViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map(({ id, nodes }) => ({
    rule: id,
    nodes: nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(found, screen).toEqual([]);
}

/** The admin panel in a browser of its own, in `theme`. */
async function scanAdminPanel(browser: Browser, theme: Theme) {
  const context = await browser.newContext({ viewport: ADMIN_VIEWPORT });
  try {
    const admin = await context.newPage();
    await skipUpdateNotice(admin);
    await useTheme(admin, theme);
    await admin.goto(ADMIN_PANEL_PATH);
    await submitLogin(admin, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(admin.getByRole('heading', { name: 'Administration Panel' })).toBeVisible();
    await expect(admin.getByRole('heading', { level: 2, name: 'User Management' })).toBeVisible();
    await expect(admin.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoViolations(admin, 'admin panel');
    await admin.getByRole('tab', { name: /^Legacy Logins/ }).click();
    await expect(admin.getByRole('row').filter({ hasText: E2E_ADMIN.username })).not.toHaveCount(0);
    await expectNoViolations(admin, 'admin panel, Legacy Logins');
    // Issue 50: the Watched Accounts tab (its phone size is scanned in watched-accounts.spec.ts).
    await admin.getByRole('tab', { name: 'Watched Accounts' }).click();
    await expect(admin.getByRole('list', { name: 'Sources' })).toBeVisible();
    await expectNoViolations(admin, 'admin panel, Watched Accounts');
    await keepScreenshot(admin, `accessibility-${theme}-admin`);
  } finally {
    await context.close();
  }
}

for (const theme of ['discord', 'light'] as const) {
  test(`${theme} theme: no WCAG 2.1 AA violations on the main screens`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(ADMIN_VIEWPORT);
    await skipUpdateNotice(page);
    await serveE2eMedia(page);
    await serveTradingSites(page.context());
    await useTheme(page, theme);
    const trader = await createTrader(request);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByLabel('Username')).toBeVisible();
    await expectNoViolations(page, 'login screen');

    await submitLogin(page, trader.username, trader.password);
    await expectMainScreen(page);
    await moveMouseOffFeed(page);
    const posts = postsOfEveryKind(`a11y-${theme}-${Date.now()}`);
    await ingest(request, Object.values(posts));
    for (const post of Object.values(posts)) {
      await expect(page.locator(`[data-post-id="${post.id}"]`)).toBeVisible();
    }
    await expectNoViolations(page, 'feed');
    await keepScreenshot(page, `accessibility-${theme}-feed`);

    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings.getByRole('tab', { name: 'Appearance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoViolations(page, 'Settings dialog');
    // Ours (issue 34): the Account section, with its two-factor setup (QR code, key, code field).
    await settings.getByRole('tab', { name: 'Account' }).click();
    await settings.getByRole('button', { name: 'Turn on two-factor login' }).click();
    await expect(
      settings.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await expect(settings.getByRole('listitem').filter({ hasText: 'This browser' })).toBeVisible();
    await expectNoViolations(page, 'Settings, Account');
    await settings.getByRole('button', { name: 'Close' }).click();
    await expect(settings).toBeHidden();

    await page.getByRole('button', { name: 'Deploy Settings', exact: true }).click();
    const deploySettings = page.getByRole('dialog', { name: 'Deploy Settings' });
    await expect(deploySettings.getByRole('tab', { name: 'General' })).toBeVisible();
    await expectNoViolations(page, 'Deploy Settings dialog');
    await deploySettings.getByRole('tab', { name: 'Wallets' }).click();
    await importKey(page, deploySettings, solanaWallet().secret);
    await expectNoViolations(page, 'Deploy Settings, Wallets');
    await keepScreenshot(page, `accessibility-${theme}-deploy-settings`);
    await deploySettings.getByRole('button', { name: 'Close' }).click();
    await expect(deploySettings).toBeHidden();
    await moveMouseOffFeed(page);

    const card = page.locator(`[data-post-id="${posts.original.id}"]`);
    await card.getByRole('button', { name: /^Deploy a token from / }).click();
    const form = page.getByRole('dialog', { name: 'Token Deploy' });
    await expect(form.getByRole('button', { name: 'Launch Token (Enter Key)' })).toBeEnabled();
    await expectNoViolations(page, 'deploy form');
    await keepScreenshot(page, `accessibility-${theme}-deploy-form`);

    // Issue 50: a launch hotkey before arming shows its list; armed, the header's chip.
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await card.locator('.post-text').hover();
    await page.keyboard.press('Control+x');
    const arm = page.getByRole('dialog', { name: 'Arm the launch hotkeys?' });
    await expect(arm).toBeVisible();
    await expectNoViolations(page, 'hotkeys arm dialog');
    await arm.getByRole('button', { name: 'Arm', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Hotkeys armed/ })).toBeVisible();
    await moveMouseOffFeed(page);
    await expectNoViolations(page, 'header with the Hotkeys armed chip');

    await scanAdminPanel(browser, theme);
  });
}

// Issue 50: the main screen at phone size: the one-row header and its open menu, the feed, the
// chat tab and a dialog fitted to the screen.
test('phone size: no WCAG 2.1 AA violations on the main screen', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await skipUpdateNotice(page);
    await serveE2eMedia(page);
    await useTheme(page, 'discord');
    const trader = await createTrader(request);
    await page.goto('/');
    await submitLogin(page, trader.username, trader.password);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toBeVisible();
    await moveMouseOffFeed(page);
    const posts = postsOfEveryKind(`a11y-phone-${Date.now()}`);
    await ingest(request, Object.values(posts));
    await expect(page.locator(`[data-post-id="${posts.original.id}"]`)).toBeVisible();
    await expectNoViolations(page, 'phone feed');

    await menu.click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoViolations(page, 'phone menu');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Chat' }).click();
    await expect(page.getByRole('region', { name: 'Site Chat' })).toBeVisible();
    await expectNoViolations(page, 'phone chat');

    await menu.click();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    await expectNoViolations(page, 'phone Settings dialog');
    await keepScreenshot(page, 'accessibility-phone-settings');
  } finally {
    await context.close();
  }
});
