import { DEPLOY_MESSAGES } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { importKey, logInToWallets } from './fixtures/deploy-trader.ts';
import { ingest } from './fixtures/ingest.ts';
import { e2eImage, serveE2eMedia } from './fixtures/media.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';
import { solanaWallet } from './fixtures/wallet-keys.ts';

/**
 * Issue 11: launch a token from a post, end to end, on the real server with its offline launcher:
 * import a Solana wallet in Deploy Settings, click Deploy on a post, find the form prefilled,
 * press Enter, see the success toast (labelled simulated) and the trading page in a new tab; in
 * the modal, in the docked panel and in the pop-out panel.
 */

const TOKEN_NAME = 'Frog King has arrived';
/** The post names its own ticker ($FROG), which the form takes over one made from the name. */
const TICKER = 'FROG';
/** The trading site is answered by the browser context itself: journeys need no network. */

function frogPost(run: string) {
  return makePostInput({
    id: `deploy-${run}`,
    text: `${TOKEN_NAME}. $FROG to the moon https://frog.example/king`,
    createdAt: new Date().toISOString(),
    author: { handle: 'degenkaito', name: 'kaito 🐸', avatar: e2eImage('kaito-pfp', 200, 200) },
    platform: 'twitter',
    tweetUrl: 'https://x.com/degenkaito/status/1900000000000000001',
    media: { images: [{ url: e2eImage('frog-1') }, { url: e2eImage('frog-2') }] },
  });
}

/** A fresh trader, logged in, with a Solana wallet imported through Deploy Settings. */
async function logInWithWallet(page: Page, request: Parameters<typeof logInToWallets>[1]) {
  const settings = await logInToWallets(page, request);
  await importKey(page, settings, solanaWallet().secret);
  return settings;
}

async function closeSettings(settings: Locator) {
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
  await settings.page().mouse.move(5, 5); // the × may sit over the feed, which pauses under it
}

/** The post's card, once it is in the feed, and its Deploy button. */
async function deployButton(page: Page, postId: string): Promise<Locator> {
  const card = page.locator(`[data-testid="feed-card"][data-post-id="${postId}"]`);
  await expect(card).toBeVisible();
  return card.getByRole('button', { name: /^Deploy a token from @degenkaito/ });
}

/** The form shows the post's name, ticker, link and images (two media and the avatar). */
async function expectPrefilled(form: Locator) {
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(TOKEN_NAME);
  await expect(form.getByLabel('Symbol', { exact: true })).toHaveValue(TICKER);
  await expect(form.getByLabel('Twitter URL')).toHaveValue(
    'https://x.com/degenkaito/status/1900000000000000001',
  );
  await expect(form.getByLabel('Website (optional)')).toHaveValue('https://frog.example/king');
  await expect(form.getByRole('button', { name: /^Image \d$/ })).toHaveCount(3);
  await expect(form.getByRole('button', { name: 'Image 1', pressed: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Launch Token (Enter Key)' })).toBeEnabled();
}

/**
 * Enter in the form: the toast says simulated; the tab held for the trading site closes, as a
 * simulated launch opens no trading site (issue 50).
 */
async function launchWithEnter(page: Page, field: Locator) {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), field.press('Enter')]);
  if (!tab.isClosed()) await tab.waitForEvent('close');
  const toast = page.locator('.deploy-toast');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(TOKEN_NAME);
  await expect(toast).toContainText(`$${TICKER}`);
  await expect(toast).toContainText('Simulated');
  await expect(toast).toContainText(DEPLOY_MESSAGES.simulated);
  return toast;
}

test('Deploy in the modal: prefilled from the post, Enter launches, a toast and no trading site (simulated)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const settings = await logInWithWallet(page, request);
  await closeSettings(settings);
  const post = frogPost(`modal-${Date.now()}`);
  await ingest(request, [post]);

  await (await deployButton(page, post.id)).click();
  const modal = page.getByRole('dialog', { name: 'Token Deploy' });
  await expectPrefilled(modal);
  await expect(modal.getByText('Connected', { exact: true })).toBeVisible();
  // DA §4: the name is focused and selected, so typing replaces it.
  await expect(modal.getByLabel('Name', { exact: true })).toBeFocused();
  await keepScreenshot(page, 'deploy-modal-form');

  const toast = await launchWithEnter(page, modal.getByLabel('Name', { exact: true }));
  await expect(modal).toBeHidden();
  await page.mouse.move(5, 5);
  await keepScreenshot(page, 'deploy-success-toast');
  await expect(toast).toBeHidden({ timeout: 10_000 }); // FC §9: 5 s
});

test('Deploy in the docked panel (deployMode panel)', async ({ page, request }) => {
  test.setTimeout(60_000);
  const settings = await logInWithWallet(page, request);
  await settings.getByRole('tab', { name: 'General' }).click();
  await settings.getByLabel('Deploy interface').selectOption('panel');
  await closeSettings(settings);
  const panel = page.getByRole('complementary', { name: 'Token Deploy' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Token Deploy' })).toBeVisible();

  const post = frogPost(`panel-${Date.now()}`);
  await ingest(request, [post]);
  await (await deployButton(page, post.id)).click();
  await expect(page.getByRole('dialog', { name: 'Token Deploy' })).toHaveCount(0);
  await expectPrefilled(panel);
  await page.mouse.move(5, 5);
  await keepScreenshot(page, 'deploy-docked-panel');

  await launchWithEnter(page, panel.getByLabel('Twitter URL'));
});

test('Deploy in the pop-out panel: a Deploy click in the main window reaches it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const settings = await logInWithWallet(page, request);
  await closeSettings(settings);
  const post = frogPost(`popout-${Date.now()}`);
  await ingest(request, [post]);

  // 'Pop Out GUI' in the form opens ?popout=panel in a 900 × 1000 window.
  await (await deployButton(page, post.id)).click();
  const modal = page.getByRole('dialog', { name: 'Token Deploy' });
  const [popout] = await Promise.all([
    page.waitForEvent('popup'),
    modal.getByRole('button', { name: 'Pop Out GUI' }).click(),
  ]);
  await serveE2eMedia(popout);
  await expect(modal).toBeHidden();
  expect(new URL(popout.url()).search).toBe('?popout=panel');
  const form = popout.getByRole('form', { name: 'Token Deploy' });
  await expect(form).toBeVisible();
  await expect(form.getByText('Connected', { exact: true })).toBeVisible();
  // The form it was popped out of is handed over.
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(TOKEN_NAME);

  // Deploy clicked again in the main window fills the pop-out, not a modal of its own.
  await form.getByLabel('Name', { exact: true }).fill('something else');
  await (await deployButton(page, post.id)).click();
  await expect(modal).toHaveCount(0);
  await expectPrefilled(form);
  await keepScreenshot(popout, 'deploy-popout-panel');

  await launchWithEnter(popout, form.getByLabel('Name', { exact: true }));
});
