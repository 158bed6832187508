import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { importKey, logInToWallets } from './fixtures/deploy-trader.ts';
import { ingest } from './fixtures/ingest.ts';
import { e2eImage, serveE2eMedia } from './fixtures/media.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';
import { solanaWallet } from './fixtures/wallet-keys.ts';

/**
 * The deploy form's platform buttons, buy amount and 'Launch Token (Enter Key)' are in view
 * without scrolling in every deploy mode (modal, panel docked left or right, pop-out) on the
 * laptop screens traders use; the rest of the form scrolls between its head and its launch
 * footer, and a field scrolled back into view is not hidden under the head.
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
] as const;
const POPOUT_SIZE = { width: 900, height: 1000 } as const;

function imagePost(run: string) {
  return makePostInput({
    id: `layout-${run}`,
    text: 'Tall Giraffe Coin is live. $GIRAFFE https://giraffe.example',
    createdAt: new Date().toISOString(),
    author: { handle: 'layoutkaito', name: 'kaito', avatar: e2eImage('layout-pfp', 200, 200) },
    platform: 'twitter',
    tweetUrl: 'https://x.com/layoutkaito/status/1900000000000000002',
    media: { images: [{ url: e2eImage('giraffe-1') }, { url: e2eImage('giraffe-2') }] },
  });
}

/** A fresh trader with a Solana wallet, Deploy Settings left open on General. */
async function logInWithWallet(page: Page, request: Parameters<typeof logInToWallets>[1]) {
  const settings = await logInToWallets(page, request);
  await importKey(page, settings, solanaWallet().secret);
  await settings.getByRole('tab', { name: 'General' }).click();
  return settings;
}

async function closeSettings(settings: Locator) {
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
  await settings.page().mouse.move(5, 5);
}

/** Clicks the post's Deploy button, once its card is in the feed. */
async function deployFrom(page: Page, postId: string) {
  const card = page.locator(`[data-testid="feed-card"][data-post-id="${postId}"]`);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Deploy a token from @layoutkaito/ }).click();
}

/**
 * The element is inside the window and is what the window shows at its centre (nothing covers
 * it, no scroll container clips it). Measured without scrolling anything into view.
 */
async function expectInView(target: Locator) {
  const page = target.page();
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'laid out').not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  const shown = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
  expect(shown, 'not covered or clipped').toBe(true);
}

/** The platform buttons, the buy amount and the Launch button, all in view, the window unscrolled. */
async function expectLaunchControlsInView(form: Locator) {
  await expect(form.getByRole('button', { name: 'Launch Token (Enter Key)' })).toBeEnabled();
  expect(await form.page().evaluate(() => window.scrollY)).toBe(0);
  for (const platform of ['pump', 'bonk', 'bags', 'bnb', 'usd1']) {
    await expectInView(form.getByRole('button', { name: platform, exact: true }));
  }
  await expectInView(form.getByLabel(/^Buy Amount/));
  await expectInView(form.getByRole('button', { name: 'Launch Token (Enter Key)' }));
}

/**
 * Scrolls the form's fields to their end: the launch controls stay put, and the fields scroll in
 * a part that starts below the form's head, so nothing slides under it. Then the wallet is brought
 * back into view by the smallest scroll (as find-in-page or a screen reader does): its label shows
 * in full too, below the head.
 */
async function expectWalletLabelClearOfHead(form: Locator, shot: string) {
  const page = form.page();
  const head = form.locator('.deploy-form-head');
  const body = form.locator('.deploy-form-body');
  const launch = form.getByRole('button', { name: 'Launch Token (Enter Key)' });
  const launchBefore = await launch.boundingBox();
  await body.hover();
  await page.mouse.wheel(0, 2000);
  await expect
    .poll(() => body.evaluate((element) => element.scrollTop + element.clientHeight))
    .toBeGreaterThanOrEqual(await body.evaluate((element) => element.scrollHeight - 1));
  expect(await launch.boundingBox()).toEqual(launchBefore);
  await expectInView(form.getByText('Connected', { exact: true }));
  const headBottom = async () => {
    const box = await head.boundingBox();
    return (box?.y ?? 0) + (box?.height ?? 0);
  };
  expect((await body.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(await headBottom());
  await keepScreenshot(page, `${shot}-scrolled`);

  await form.getByLabel('Wallet').evaluate((select) => select.scrollIntoView({ block: 'nearest' }));
  const label = form.locator('.deploy-wallet label');
  await expectInView(label);
  expect((await label.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(await headBottom());
  await keepScreenshot(page, `${shot}-wallet-in-view`);
}

async function dockPanel(settings: Locator, side: 'Left' | 'Right') {
  await settings.getByLabel('Deploy interface').selectOption('panel');
  await settings.getByLabel('Panel side').selectOption({ label: side });
}

for (const size of SIZES) {
  const at = `${size.width}x${size.height}`;
  test.describe(`at ${at}`, () => {
    test.use({ viewport: size });

    test(`the modal shows the launch controls without scrolling (${at})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      await closeSettings(await logInWithWallet(page, request));
      const post = imagePost(`modal-${at}-${Date.now()}`);
      await ingest(request, [post]);
      await deployFrom(page, post.id);
      const modal = page.getByRole('dialog', { name: 'Token Deploy' });
      await expect(modal.getByRole('button', { name: /^Image \d$/ })).toHaveCount(3);
      await expectLaunchControlsInView(modal);
      await keepScreenshot(page, `deploy-layout-modal-${at}`);
      await expectWalletLabelClearOfHead(modal, `deploy-layout-modal-${at}`);
    });

    test(`the panel docked left, then right, shows the launch controls (${at})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const settings = await logInWithWallet(page, request);
      await dockPanel(settings, 'Left');
      await closeSettings(settings);
      const panel = page.getByRole('complementary', { name: 'Token Deploy' });
      const post = imagePost(`panel-${at}-${Date.now()}`);
      await ingest(request, [post]);
      await deployFrom(page, post.id);
      await expect(panel.getByRole('button', { name: /^Image \d$/ })).toHaveCount(3);
      expect((await panel.boundingBox())?.x).toBe(0);
      await expectLaunchControlsInView(panel);
      await keepScreenshot(page, `deploy-layout-panel-left-${at}`);
      await expectWalletLabelClearOfHead(panel, `deploy-layout-panel-left-${at}`);

      await page.getByRole('button', { name: 'Deploy Settings', exact: true }).click();
      await settings.getByRole('tab', { name: 'General' }).click();
      await settings.getByLabel('Panel side').selectOption({ label: 'Right' });
      await closeSettings(settings);
      const box = await panel.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(size.width, 0);
      await expectLaunchControlsInView(panel);
      await keepScreenshot(page, `deploy-layout-panel-right-${at}`);
      await expectWalletLabelClearOfHead(panel, `deploy-layout-panel-right-${at}`);

      // The edge sits left of a right-hand panel: dragging it left widens the panel.
      const edge = page.getByRole('separator', { name: /resize/i });
      const before = Number(await edge.getAttribute('aria-valuenow'));
      const grip = await edge.boundingBox();
      if (!grip) throw new Error('the panel edge is not laid out');
      await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
      await page.mouse.down();
      await page.mouse.move(grip.x + grip.width / 2 - size.width * 0.1, grip.y + grip.height / 2, {
        steps: 4,
      });
      await page.mouse.up();
      await expect
        .poll(async () => Number(await edge.getAttribute('aria-valuenow')))
        .toBeGreaterThan(before + 5);
      await page.mouse.move(5, 5);
      await expectLaunchControlsInView(panel);
    });
  });
}

test('the pop-out panel shows the launch controls in its 900x1000 window, and on laptop screens', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await closeSettings(await logInWithWallet(page, request));
  const post = imagePost(`popout-${Date.now()}`);
  await ingest(request, [post]);
  await deployFrom(page, post.id);
  const modal = page.getByRole('dialog', { name: 'Token Deploy' });
  const [popout] = await Promise.all([
    page.waitForEvent('popup'),
    modal.getByRole('button', { name: 'Pop Out GUI' }).click(),
  ]);
  await serveE2eMedia(popout);
  await popout.setViewportSize(POPOUT_SIZE);
  const form = popout.getByRole('form', { name: 'Token Deploy' });
  await deployFrom(page, post.id);
  await expect(form.getByRole('button', { name: /^Image \d$/ })).toHaveCount(3);
  for (const size of [POPOUT_SIZE, ...SIZES]) {
    await popout.setViewportSize(size);
    await expectLaunchControlsInView(form);
    await keepScreenshot(popout, `deploy-layout-popout-${size.width}x${size.height}`);
  }
  await expectWalletLabelClearOfHead(form, 'deploy-layout-popout-1366x768');
});
