import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import { expectMainScreen, skipUpdateNotice, submitLogin } from './fixtures/app.ts';
import { E2E_CA } from './fixtures/card-posts.ts';
import { importKey, logInToWallets } from './fixtures/deploy-trader.ts';
import { ingest } from './fixtures/ingest.ts';
import { e2eImage, serveE2eMedia } from './fixtures/media.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';
import { solanaWallet } from './fixtures/wallet-keys.ts';

/**
 * Issue 35: one overlay at a time, toasts in their one place, the pause pill and addresses that
 * cover or break nothing; at 1280 × 800, with a screenshot of each.
 */
test.use({ viewport: { width: 1280, height: 800 } });

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const cardOf = (page: Page, id: string) =>
  page.locator(`[data-testid="feed-card"][data-post-id="${id}"]`);
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const chatInput = (page: Page) =>
  page.getByRole('region', { name: 'Site Chat' }).getByRole('textbox', { name: 'Chat message' });
const LAUNCH = 'Launch Token (Enter Key)';

/** The backdrops that dim: one while any dialog is open. */
const dimLayers = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll('.modal-backdrop')).filter(
        (backdrop) => getComputedStyle(backdrop).backgroundColor !== 'rgba(0, 0, 0, 0)',
      ).length,
  );

function frogPost(run: string) {
  return makePostInput({
    id: `overlays-${run}`,
    text: 'Frog King has arrived. $FROG',
    createdAt: new Date().toISOString(),
    author: { handle: 'degenkaito', name: 'kaito', avatar: e2eImage('kaito-pfp', 200, 200) },
    platform: 'twitter',
    tweetUrl: 'https://x.com/degenkaito/status/1900000000000000001',
  });
}

/** Enter in the form: the trading tab opens (closed again) and the success toast shows. */
async function launch(page: Page, field: Locator): Promise<Locator> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), field.press('Enter')]);
  await tab.close();
  const toast = page.locator('.deploy-toast');
  await expect(toast).toBeVisible();
  return toast;
}

async function expectClearOfNavAndChat(page: Page, toast: Box) {
  expect(intersects(toast, await boxOf(nav(page)))).toBe(false);
  expect(intersects(toast, await boxOf(chatInput(page)))).toBe(false);
}

test('an error over a dialog over Deploy Settings dims once; the deploy toast covers neither the nav, the chat input nor Launch', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const settings = await logInToWallets(page, request);
  await expect.poll(() => dimLayers(page)).toBe(1);

  // A refused key: the error dialog over Import Dev Wallet over Deploy Settings.
  await settings.getByRole('button', { name: 'Import Wallet' }).click();
  const importing = page.getByRole('dialog', { name: 'Import Dev Wallet' });
  await importing.getByLabel('Private key').fill('not-a-key');
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error).toBeVisible();
  await expect(page.locator('.modal-backdrop')).toHaveCount(3);
  expect(await dimLayers(page)).toBe(1);
  await keepScreenshot(page, 'overlays-error-over-dialog-over-deploy-settings');
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(error).toBeHidden();
  // Focus is back in the dialog the error was over.
  await expect
    .poll(() => importing.evaluate((dialog) => dialog.contains(document.activeElement)))
    .toBe(true);
  await importing.getByRole('button', { name: 'Cancel' }).click();
  await importKey(page, settings, solanaWallet().secret);

  // deployMode modal: where Launch is while the form is open, then the toast after the launch.
  await settings.getByRole('button', { name: 'Close' }).click();
  await page.mouse.move(5, 5);
  const post = frogPost(Date.now().toString(36));
  await ingest(request, [post]);
  const deploy = cardOf(page, post.id).getByRole('button', { name: /^Deploy a token from/ });
  await deploy.click();
  const modal = page.getByRole('dialog', { name: 'Token Deploy' });
  const launchInModal = await boxOf(modal.getByRole('button', { name: LAUNCH }));
  const toast = await launch(page, modal.getByLabel('Name', { exact: true }));
  await expect(modal).toBeHidden();
  const toastBox = await boxOf(toast);
  await expectClearOfNavAndChat(page, toastBox);
  expect(intersects(toastBox, launchInModal)).toBe(false);
  await keepScreenshot(page, 'overlays-deploy-toast-modal-mode');
  await page.locator('.deploy-toast-close').click();

  // deployMode panel: the docked form's Launch and the toast on screen together.
  await page.getByRole('button', { name: 'Deploy Settings', exact: true }).click();
  await settings.getByRole('tab', { name: 'General' }).click();
  await settings.getByLabel('Deploy interface').selectOption('panel');
  await settings.getByRole('button', { name: 'Close' }).click();
  await page.mouse.move(5, 5);
  await deploy.click();
  const panel = page.getByRole('complementary', { name: 'Token Deploy' });
  const panelToast = await launch(page, panel.getByLabel('Twitter URL'));
  const panelToastBox = await boxOf(panelToast);
  await expectClearOfNavAndChat(page, panelToastBox);
  expect(intersects(panelToastBox, await boxOf(panel.getByRole('button', { name: LAUNCH })))).toBe(
    false,
  );
  await keepScreenshot(page, 'overlays-deploy-toast-panel-mode');
});

async function openFeed(page: Page, request: Parameters<typeof createTrader>[0]) {
  await skipUpdateNotice(page);
  await serveE2eMedia(page);
  const trader = await createTrader(request);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await page.mouse.move(5, 5);
}

test('the PAUSED pill covers no card; an address in a profile bio stays whole beside its trading button', async ({
  page,
  request,
}) => {
  await openFeed(page, request);
  const run = Date.now().toString(36);
  const profile = makePostInput({
    id: `overlays-profile-${run}`,
    type: 'profile_update',
    isProfileUpdate: true,
    createdAt: new Date().toISOString(),
    platform: 'twitter',
    text: '',
    author: { handle: 'degenkaito', name: 'kaito', avatar: e2eImage('kaito-pfp', 200, 200) },
    profileChanges: [
      {
        field: 'Bio',
        before: 'i whisper to charts and they pump. sometimes.',
        after: `dev of the week. CA: ${E2E_CA.solana} locked, renounced, no presale`,
      },
    ],
  });
  await ingest(request, [frogPost(run), profile]);
  const card = cardOf(page, profile.id);
  await expect(card).toBeVisible();

  // The address: one line, its trading button on that line after it. The chip's text is two
  // spans (head and tail, for the phone's middle cut), so the line is told by the rectangles'
  // tops: every piece of the address on one line shares one top.
  const address = card.locator('.profile-after .ca-copy');
  const copyBox = await boxOf(address);
  const addressLines = await address.evaluate((button) => {
    const text = document.createRange();
    text.selectNodeContents(button);
    const tops = Array.from(text.getClientRects(), (rect) => Math.round(rect.top));
    return new Set(tops).size;
  });
  expect(addressLines).toBe(1);
  const tradeBox = await boxOf(card.locator('.profile-after .ca-trade'));
  expect(tradeBox.x).toBeGreaterThanOrEqual(copyBox.x + copyBox.width);
  expect(
    Math.abs(tradeBox.y + tradeBox.height / 2 - (copyBox.y + copyBox.height / 2)),
  ).toBeLessThan(copyBox.height / 2);
  await keepScreenshot(page, 'overlays-profile-bio-address');

  // Pointer on the top card pauses the feed: the pill sits above the card, not on its header.
  const top = page.locator('[data-testid="feed-card"]').first();
  await top.hover();
  const pill = page.getByText(/^PAUSED \(\d+ queued\)$/);
  const pillBox = await boxOf(pill);
  expect(intersects(pillBox, await boxOf(top.locator('.card-header')))).toBe(false);
  await keepScreenshot(page, 'overlays-paused-pill');
});

test('the settings import text area shows its first line', async ({ page, request }) => {
  await openFeed(page, request);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('tab', { name: 'Advanced', exact: true }).click();
  await settings.getByRole('button', { name: 'Import Tracker Settings' }).click();
  const importing = page.getByRole('dialog', { name: 'Import Tracker Settings' });
  const area = importing.getByLabel('Settings JSON');
  await area.fill('{\n  "pageSize": 40,\n  "cardWidth": 900\n}');
  await area.evaluate((element) => {
    element.scrollTop = 0;
  });
  // The first line's text starts inside the box, below its top border and padding.
  const padding = await area.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).paddingTop),
  );
  expect(padding).toBeGreaterThanOrEqual(6);
  await keepScreenshot(page, 'overlays-import-text-area');
});
