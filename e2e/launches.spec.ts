import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openAdminTab, ownBrowserContexts } from './fixtures/admin-panel.ts';
import { createTrader } from './fixtures/api.ts';
import { E2E_ADMIN } from './fixtures/constants.ts';
import { importKey, logInToWallets } from './fixtures/deploy-trader.ts';
import { ingest } from './fixtures/ingest.ts';
import { e2eImage, serveE2eMedia } from './fixtures/media.ts';
import { launchTokenFromPost } from './fixtures/offline-launch.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';
import { solanaWallet } from './fixtures/wallet-keys.ts';

/**
 * Issue 32, My Launches: launch from a card on the offline launchers, follow the launch in the
 * Launches view (here in the feed pop-out, which follows the main window's launches live) to
 * confirmed with its stages, copy its address, 'Launch again'; a refused launch listed as failed
 * with its reason; the admin's Launches tab listing two traders' launches.
 */

const openAs = ownBrowserContexts();

type Trader = { username: string; password: string };

/** A trader logged in with a Solana wallet imported through Deploy Settings, feed in view. */
async function logInWithWallet(
  page: Page,
  request: Parameters<typeof logInToWallets>[1],
  trader?: Trader,
) {
  const settings = await logInToWallets(page, request, trader);
  await importKey(page, settings, solanaWallet().secret);
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
  await page.mouse.move(5, 5);
}

const launchRow = (page: Page, name: string, ticker: string) =>
  page.getByRole('article', { name: `${name} $${ticker}` });

/** The Settings dialog's theme, which every window of the browser follows. */
async function pickTheme(page: Page, theme: 'Light' | 'Discord') {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: theme }).check();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

async function expectStages(row: Locator) {
  await row.getByRole('button', { name: /^Stages of / }).click();
  const stages = row.getByRole('list', { name: 'Stages' }).getByRole('listitem');
  await expect(stages.first()).toContainText('Checked');
  await expect(stages.last()).toContainText('Confirmed');
  for (const text of await stages.allTextContents()) expect(text).toMatch(/\d ms\+[\d.]+ ms$/);
}

test('a launch from a card: live in the Launches view to confirmed, its stages, copy, Launch again', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInWithWallet(page, request);

  // The feed pop-out's header opens My Launches in that window, before anything is launched.
  const [popout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Pop Out Feed', exact: true }).click(),
  ]);
  await serveE2eMedia(popout);
  await popout.getByRole('link', { name: 'Launches', exact: true }).click();
  await expect(popout.getByRole('heading', { name: 'My Launches' })).toBeVisible();
  expect(new URL(popout.url()).pathname).toBe('/launches');
  await expect(popout.getByText(/^No launches yet\./)).toBeVisible();

  const token = { name: 'Frog King', ticker: 'FROG', image: e2eImage('frog-1') };
  const address = await launchTokenFromPost(page, request, 'degenkaito', token);

  // Without a reload, the pop-out lists it, confirmed (the offline launcher confirms at once).
  const live = launchRow(popout, token.name, token.ticker);
  await expect(live).toHaveAttribute('data-status', 'confirmed');
  await expect(live).toContainText('Simulated');
  await expect(live.getByRole('button', { name: 'Show the post by @degenkaito' })).toBeVisible();
  await keepScreenshot(popout, 'launches-popout-live');

  // The main window's header opens it too; Back returns to the feed.
  await page.getByRole('link', { name: 'Launches', exact: true }).click();
  await expect(page).toHaveURL(/\/launches$/);
  const row = launchRow(page, token.name, token.ticker);
  await expect(row).toHaveAttribute('data-status', 'confirmed');
  await expect(row.getByText('Pump', { exact: true })).toBeVisible();
  // Simulated (the offline launcher): no trading site or explorer has the token (issue 50).
  await expect(row).toContainText('Simulated');
  await expect(row.getByRole('link', { name: `Open ${address} on Axiom` })).toHaveCount(0);
  await expect(row.getByRole('link', { name: `Open ${address} on Solscan` })).toHaveCount(0);
  await page.mouse.move(5, 5);
  await expect(page.locator('.deploy-toast')).toBeHidden({ timeout: 10_000 }); // FC §9: 5 s
  await keepScreenshot(page, 'launches-dark');

  await expectStages(row);
  await page.mouse.move(5, 5);
  await keepScreenshot(page, 'launches-expanded-timeline');

  await row.getByRole('button', { name: `Copy address ${address}` }).click();
  await expect(row.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // The post it came from, as its card.
  await row.getByRole('button', { name: 'Show the post by @degenkaito' }).click();
  const postDialog = page.getByRole('dialog', { name: 'The post it was launched from' });
  await expect(postDialog.getByTestId('feed-card')).toContainText(token.name);
  await keepScreenshot(page, 'launches-source-post');
  await postDialog.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: `Launch ${token.name} again` }).click();
  const form = page.getByRole('dialog', { name: 'Token Deploy' });
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(token.name);
  await expect(form.getByLabel('Symbol', { exact: true })).toHaveValue(token.ticker);
  await expect(form.getByLabel('Twitter URL')).toHaveValue(
    'https://x.com/degenkaito/status/1900000000000000013',
  );
  await expect(form.getByRole('button', { name: 'Image 1', pressed: true })).toBeVisible();
  await keepScreenshot(page, 'launches-launch-again');
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toBeHidden();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'My Launches' })).toHaveCount(0);

  // The light theme, chosen in the main window, followed by the pop-out's Launches view.
  await pickTheme(page, 'Light');
  await expect(popout.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectStages(live);
  await keepScreenshot(popout, 'launches-light');
});

test('a refused launch is listed as failed, with the reason the trader saw', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logInWithWallet(page, request);
  const post = makePostInput({
    id: `launches-fail-${Date.now()}`,
    text: 'Frogs everywhere $FROGS',
    createdAt: new Date().toISOString(),
    author: { handle: 'degenkaito', name: 'kaito' },
    platform: 'twitter',
    tweetUrl: 'https://x.com/degenkaito/status/1900000000000000099',
  });
  await ingest(request, [post]);
  const card = page.locator(`[data-testid="feed-card"][data-post-id="${post.id}"]`);
  await card.getByRole('button', { name: /^Deploy a token from @degenkaito/ }).click();
  const form = page.getByRole('dialog', { name: 'Token Deploy' });
  // Nine frogs are 18 characters, within the form's limit, but 36 bytes: pump.fun allows 32.
  const name = '🐸'.repeat(9);
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Symbol', { exact: true }).fill('FROGS');
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    form.getByLabel('Name', { exact: true }).press('Enter'),
  ]);
  const failure = page.getByRole('dialog', { name: 'Launch failed' });
  const reason = (await failure.getByRole('alert').textContent()) ?? '';
  expect(reason).toContain('pump.fun allows at most 32');
  await failure.getByRole('button', { name: 'OK' }).click();
  await tab.close().catch(() => {});
  await form.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Launches', exact: true }).click();
  const row = launchRow(page, name, 'FROGS');
  await expect(row).toHaveAttribute('data-status', 'failed');
  await expect(row.getByText('Failed', { exact: true })).toBeVisible();
  await expect(row.locator('.launch-error')).toContainText('pump.fun allows at most 32');
  await expect(row).toContainText('No address');

  await page.getByLabel('Status').selectOption('confirmed');
  await expect(page.getByText('No launches match these filters.')).toBeVisible();
  await page.getByLabel('Status').selectOption('failed');
  await expect(row).toBeVisible();
  await keepScreenshot(page, 'launches-failed');
});

test("the admin's Launches tab lists both traders' launches and the last 24 hours", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const traders: Trader[] = [await createTrader(request), await createTrader(request)];
  const tokens = [
    { name: 'Alpha Toad', ticker: 'ATOAD', image: e2eImage('toad-1') },
    { name: 'Beta Newt', ticker: 'BNEWT', image: e2eImage('newt-1') },
  ];
  for (const [index, trader] of traders.entries()) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logInWithWallet(page, request, trader);
    const token = tokens[index];
    if (!token) throw new Error('a token per trader');
    await launchTokenFromPost(page, request, `caller${index}`, token);
    await context.close();
  }

  const admin = await openAs(browser, E2E_ADMIN, '/adminpanel111');
  await openAdminTab(admin, 'Launches');
  for (const [index, trader] of traders.entries()) {
    const token = tokens[index];
    if (!token) throw new Error('a token per trader');
    const row = launchRow(admin, token.name, token.ticker);
    await expect(row).toBeVisible();
    await expect(row.getByText(trader.username, { exact: true })).toBeVisible();
    await expect(row).toHaveAttribute('data-status', 'confirmed');
  }
  const counts = admin.getByRole('region', { name: 'Launches in the last 24 hours' });
  await expect(counts.locator('.admin-launch-total-number')).not.toHaveText('0');
  await keepScreenshot(admin, 'launches-admin-tab');
});
