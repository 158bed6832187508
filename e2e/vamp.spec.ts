import { VAMP_TEXT, type VampRequestBody } from '@launchdeck/protocol';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import { expectMainScreen, skipUpdateNotice, submitLogin } from './fixtures/app.ts';
import { importKey, logInToWallets } from './fixtures/deploy-trader.ts';
import { e2eImage, serveE2eMedia } from './fixtures/media.ts';
import { launchTokenFromPost } from './fixtures/offline-launch.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';
import { solanaWallet } from './fixtures/wallet-keys.ts';

/**
 * Issue 13 item 4, vamp: launch a token with the offline launcher, paste its address into the
 * Vamp Load Token dialog, and find its name, symbol and image in the deploy form (FC §2, §7;
 * DA §4). A server vamp trigger (POST /api/vamp) reaches every window of its user, and no one
 * else's (FC §4, §7).
 */

const TOKEN = { name: 'Vampire Frog', ticker: 'VFROG', image: e2eImage('vamp-frog', 400, 400) };

/** A fresh trader with a Solana wallet, logged in, Deploy Settings closed. */
async function logInWithWallet(page: Page, request: APIRequestContext) {
  const settings = await logInToWallets(page, request);
  await importKey(page, settings, solanaWallet().secret);
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
  await page.mouse.move(5, 5); // off the feed, which pauses under the pointer
}

/** The deploy form shows the token: its name, symbol and its image selected. */
async function expectVamped(form: Locator, name: string, ticker: string, image: string) {
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(form.getByLabel('Symbol', { exact: true })).toHaveValue(ticker);
  await expect(form.locator(`img[src="${image}"]`).first()).toBeVisible();
}

test('Vamp a token the offline launcher made: paste its address, the form copies it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInWithWallet(page, request);
  const address = await launchTokenFromPost(page, request, 'vampkaito', TOKEN);

  // The main screen's Vamp: Enter on an empty address gives the inline error; typing clears it.
  await page.getByRole('button', { name: VAMP_TEXT.button, exact: true }).click();
  let dialog = page.getByRole('dialog', { name: VAMP_TEXT.title });
  let input = dialog.getByRole('textbox', { name: VAMP_TEXT.placeholder });
  await expect(input).toBeFocused();
  await expect(dialog.getByRole('button', { name: VAMP_TEXT.load, exact: true })).toBeDisabled();
  await input.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(VAMP_TEXT.enterAddress);
  await keepScreenshot(page, 'vamp-dialog-error');
  await input.pressSequentially('k');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: VAMP_TEXT.load, exact: true })).toBeEnabled();
  // Auto-load on paste is switched on here, and kept for the next window (vampAutoLoad).
  await dialog.getByRole('checkbox', { name: VAMP_TEXT.autoLoad }).check();
  expect(await page.evaluate(() => localStorage.getItem('vampAutoLoad'))).toBe('true');
  await input.press('Escape');
  await expect(dialog).toBeHidden();

  // The feed pop-out, a fresh window whose form is empty: its Vamp, a paste, and the form.
  const feed = await page.context().newPage();
  await serveE2eMedia(feed);
  await feed.goto('/?popout=feed');
  await feed.getByRole('button', { name: VAMP_TEXT.button, exact: true }).click();
  dialog = feed.getByRole('dialog', { name: VAMP_TEXT.title });
  input = dialog.getByRole('textbox', { name: VAMP_TEXT.placeholder });
  await expect(dialog.getByRole('checkbox', { name: VAMP_TEXT.autoLoad })).toBeChecked();
  await feed.evaluate((text) => navigator.clipboard.writeText(text), address);
  await expect(input).toBeFocused();
  await keepScreenshot(feed, 'vamp-dialog');
  await input.press('ControlOrMeta+V');

  await expect(dialog).toBeHidden();
  const modal = feed.getByRole('dialog', { name: 'Token Deploy' });
  await expectVamped(modal, TOKEN.name, TOKEN.ticker, TOKEN.image);
  await expect(modal.getByRole('button', { name: 'Launch Token (Enter Key)' })).toBeEnabled();
  await keepScreenshot(feed, 'vamp-filled-form');
});

test('A server vamp trigger opens the form in every window of its user, not in another user’s', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  await logInWithWallet(page, request);
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  if (!sessionId) throw new Error('no session stored');

  // A second window of the same user: the feed pop-out, with its own Vamp button.
  const second = await page.context().newPage();
  await serveE2eMedia(second);
  await second.goto('/?popout=feed');
  await expect(second.getByRole('button', { name: VAMP_TEXT.button, exact: true })).toBeVisible();

  // Another user, in a browser of their own.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const trader = await createTrader(request);
  await skipUpdateNotice(other);
  await other.goto('/');
  await submitLogin(other, trader.username, trader.password);
  await expectMainScreen(other);

  const image = e2eImage('vamp-trigger', 300, 300);
  const trigger: VampRequestBody = {
    coinData: {
      name: 'Triggered Toad',
      symbol: 'TOAD',
      image_url: image,
      twitter: 'https://x.com/toad',
      website: 'https://toad.example',
    },
    source: 'vamp',
  };
  const sent = await request.post('/api/vamp', {
    headers: { 'x-session-id': sessionId },
    data: trigger,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  expect((await sent.json()).windows).toBe(2);

  for (const window of [page, second]) {
    const form = window.getByRole('dialog', { name: 'Token Deploy' });
    await expectVamped(form, 'Triggered Toad', 'TOAD', image);
    await expect(form.getByLabel('Twitter URL')).toHaveValue('https://x.com/toad');
  }
  await keepScreenshot(second, 'vamp-trigger-popout-feed');

  // A vamp update merges only what it supplies.
  const update: VampRequestBody = { updateData: { symbol: 'TOADZ' } };
  const updated = await request.post('/api/vamp', {
    headers: { 'x-session-id': sessionId },
    data: update,
  });
  expect(updated.status(), await updated.text()).toBe(200);
  const secondForm = second.getByRole('dialog', { name: 'Token Deploy' });
  await expect(secondForm.getByLabel('Symbol', { exact: true })).toHaveValue('TOADZ');
  await expect(secondForm.getByLabel('Name', { exact: true })).toHaveValue('Triggered Toad');

  // Both reached A's windows; the other user's window never opened a form.
  await expect(other.getByRole('dialog', { name: 'Token Deploy' })).toHaveCount(0);
  await otherContext.close();
});
