import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, type Page, test } from '@playwright/test';
import { importKey, logInToWallets } from './fixtures/deploy-trader.ts';
import { postCard } from './fixtures/feed-launch.ts';
import { ingest } from './fixtures/ingest.ts';
import { e2eImage } from './fixtures/media.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';
import { solanaWallet } from './fixtures/wallet-keys.ts';

/**
 * Issue 50, hotkeys never launch by accident: with DA's default keys (Ctrl+X auto-deploy, Ctrl+Z
 * Coinify, Ctrl+Q Grok Companion), a key pressed over a post before the hotkeys are armed shows
 * what each key does and launches nothing; Arm arms them, the header says so, and the key then
 * launches (on the offline launcher) with its toast and no trading site, listed in My Launches as
 * "Hotkey Ctrl+Z · Coinify · @handle's post"; the header chip disarms them. Ctrl+X in a text
 * field still cuts.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

function frogPost(run: string) {
  return makePostInput({
    id: `hotkeys-${run}`,
    text: 'Frog King has arrived',
    createdAt: new Date().toISOString(),
    author: { handle: 'hotkeyfrog', name: 'frog', avatar: e2eImage('hotkey-pfp', 200, 200) },
    platform: 'twitter',
    tweetUrl: 'https://x.com/hotkeyfrog/status/1900000000000000050',
    media: { images: [{ url: e2eImage('hotkey-frog') }] },
  });
}

async function pressOver(page: Page, postId: string, key: string) {
  await (await postCard(page, postId)).locator('.post-text').hover();
  await page.keyboard.press(key);
}

test('a hotkey asks to be armed first, then launches with its toast and is listed as a hotkey', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const settings = await logInToWallets(page, request);
  await importKey(page, settings, solanaWallet().secret);
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
  const post = frogPost(`${Date.now()}`);
  await ingest(request, [post]);

  // Before arming: the key shows the list and launches nothing.
  await pressOver(page, post.id, 'Control+z');
  const arm = page.getByRole('dialog', { name: 'Arm the launch hotkeys?' });
  await expect(arm).toBeVisible();
  const rows = arm.getByRole('row');
  await expect(rows.filter({ hasText: 'Ctrl+Z' })).toContainText('Coinify');
  await expect(rows.filter({ hasText: 'Ctrl+Z' })).toContainText('7 SOL');
  await expect(rows.filter({ hasText: 'Ctrl+X' })).toContainText('Auto-deploy');
  await expect(rows.filter({ hasText: 'Ctrl+Q' })).toContainText('Grok Companion');
  await expect(page.locator('.deploy-toast')).toBeHidden();
  await keepScreenshot(page, 'hotkeys-arm-dialog');
  await page.setViewportSize(PHONE);
  await keepScreenshot(page, 'hotkeys-arm-dialog-phone');
  await page.setViewportSize(DESKTOP);
  await arm.getByRole('button', { name: 'Not now' }).click();
  await expect(arm).toBeHidden();
  const chip = page.getByRole('button', { name: /^Hotkeys armed/ });
  await expect(chip).toBeHidden();

  // Ctrl+X in a text field cuts, armed or not.
  const chatInput = page.getByRole('textbox', { name: 'Chat message' });
  await chatInput.fill('cut me');
  await chatInput.press('Control+a');
  await chatInput.press('Control+x');
  await expect(chatInput).toHaveValue('');
  await expect(arm).toBeHidden();
  await chatInput.blur(); // a key pressed while typing stays the field's (Ctrl+Z would undo)

  // Arm: the header says so, and the key launches with its toast and opens no trading site.
  await pressOver(page, post.id, 'Control+z');
  await arm.getByRole('button', { name: 'Arm' }).click();
  await expect(arm).toBeHidden();
  await expect(chip).toBeVisible();
  await pressOver(page, post.id, 'Control+z');
  const toast = page.locator('.deploy-toast');
  await expect(toast).toBeVisible();
  await expect(toast.locator('.deploy-toast-token')).toContainText('Coin');
  await expect(toast).toContainText('Simulated');
  await expect(toast.locator('.deploy-toast-link')).toHaveCount(0);
  await expect.poll(() => page.context().pages().length).toBe(1);
  await keepScreenshot(page, 'hotkeys-armed-toast');
  await page.setViewportSize(PHONE);
  await keepScreenshot(page, 'hotkeys-armed-phone');
  await page.setViewportSize(DESKTOP);

  // My Launches names the hotkey, its preset and the post.
  await page.mouse.move(5, 5);
  await page.getByRole('link', { name: 'Launches', exact: true }).click();
  const row = page.getByRole('article', { name: /Coin \$/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Hotkey Ctrl+Z · Coinify · @hotkeyfrog's post");
  await expect(row.getByRole('link')).toHaveCount(0); // simulated: no site has the token
  await keepScreenshot(page, 'hotkeys-my-launches');
  await page.setViewportSize(PHONE);
  await keepScreenshot(page, 'hotkeys-my-launches-phone');
  await page.setViewportSize(DESKTOP);

  // The chip disarms: the key asks again and launches nothing more.
  await page.getByRole('link', { name: /Back to Feed/ }).click();
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(chip).toBeHidden();
  await pressOver(page, post.id, 'Control+z');
  await expect(arm).toBeVisible();
  await arm.getByRole('button', { name: 'Not now' }).click();
  await page.mouse.move(5, 5);
  await page.getByRole('link', { name: 'Launches', exact: true }).click();
  await expect(page.getByRole('article', { name: /Coin \$/ })).toHaveCount(1);
});
