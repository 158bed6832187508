import { readFile } from 'node:fs/promises';
import { EXTENSIONS, type ExtensionName } from '@launchdeck/protocol';
import { expect, type Locator, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { importKey, logInToWallets } from './fixtures/deploy-trader.ts';
import { chromiumWithExtensions, extensionId, extensionWorker } from './fixtures/extensions.ts';
import { e2eImage, serveE2eMedia } from './fixtures/media.ts';
import { launchTokenFromPost } from './fixtures/offline-launch.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';
import { solanaWallet } from './fixtures/wallet-keys.ts';

/**
 * Issue 14 part 3, the browser extensions (DA §2 Extensions, §7 downloads): both archives are
 * downloaded from Deploy Settings → Extensions and hold Manifest V3 extensions; loaded unpacked
 * in Chromium with the trader's token, the vamp extension's button on a pump.fun token page opens
 * the trader's deploy form filled with that token, and the image extension's "Use image in
 * Launchdeck" adds an image to it.
 */

const TOKEN = { name: 'Extension Eel', ticker: 'EEL', image: e2eImage('extension-eel', 400, 400) };

/** Deploy Settings → Extensions; answers the settings dialog. */
async function openExtensions(settings: Locator) {
  await settings.getByRole('tab', { name: 'Extensions' }).click();
  await expect(settings.getByRole('listitem', { name: EXTENSIONS.vamp.name })).toBeVisible();
  return settings;
}

/** Makes the trader's extension token in the Extensions category; answers it (shown once). */
async function createToken(settings: Locator): Promise<string> {
  const section = settings.getByRole('region', { name: 'Connect the extensions' });
  await section.getByRole('button', { name: 'Create token' }).click();
  const token = section.locator('.extension-secret.is-fresh code');
  await expect(token).toHaveText(/^ldx_[A-Za-z0-9_-]{43}$/);
  return (await token.textContent()) ?? '';
}

test('Both extension archives download from Deploy Settings and hold Manifest V3 extensions', async ({
  page,
  request,
}) => {
  const settings = await openExtensions(await logInToWallets(page, request));
  await keepScreenshot(page, 'extensions-category');
  for (const name of Object.keys(EXTENSIONS) as ExtensionName[]) {
    const { file, name: title } = EXTENSIONS[name];
    const card = settings.getByRole('listitem', { name: title });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: `Download ${title}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(file);
    const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
    const manifest = JSON.parse(new TextDecoder().decode(zip['manifest.json']));
    expect(manifest).toMatchObject({
      manifest_version: 3,
      name: title,
      background: { service_worker: 'background.js' },
    });
    for (const part of ['background.js', 'options.html', 'options.js', 'icons/icon-128.png']) {
      expect(zip[part], `${file} holds ${part}`).toBeDefined();
    }
  }
  const help = settings.getByRole('link', { name: 'How to use the image extension' });
  const [helpPage] = await Promise.all([page.context().waitForEvent('page'), help.click()]);
  await expect(helpPage.getByRole('heading', { name: EXTENSIONS.imageSearch.name })).toBeVisible();
});

test('The loaded extensions vamp a token page into the trader’s form and add an image to it', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no baseURL');
  const context = await chromiumWithExtensions(baseURL);
  try {
    const vampWorker = await extensionWorker(context, 'launchdeckVamp');
    const imageWorker = await extensionWorker(context, 'launchdeckUseImage');

    // The trader: a wallet, a launched token, and the extension token made in Deploy Settings.
    const page = await context.newPage();
    const settings = await logInToWallets(page, request);
    await importKey(page, settings, solanaWallet().secret);
    const token = await createToken(await openExtensions(settings));
    await keepScreenshot(page, 'extensions-token-created');
    await settings.getByRole('button', { name: 'Close' }).click();
    await page.mouse.move(5, 5);
    const address = await launchTokenFromPost(page, request, 'eelkaito', TOKEN);

    // Each extension's options: the address and the token, and Test connection.
    for (const worker of [vampWorker, imageWorker]) {
      const options = await context.newPage();
      await options.goto(`chrome-extension://${extensionId(worker)}/options.html`);
      await options.getByLabel('Launchdeck address').fill(baseURL);
      await options.getByLabel('Extension token').fill(token);
      await options.getByRole('button', { name: 'Test connection' }).click();
      await expect(options.getByRole('status')).toHaveText(/^Connected to .* as trader/);
      if (worker === vampWorker) await keepScreenshot(options, 'extension-options');
      await options.close();
    }

    // A pump.fun token page (served offline): the vamp extension's floating button.
    await context.route('https://pump.fun/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>pump.fun (e2e)</title><h1>A token page</h1>',
      }),
    );
    const site = await context.newPage();
    await site.goto(`https://pump.fun/coin/${address}`);
    const vamp = site.locator('#launchdeck-vamp').getByRole('button');
    await expect(vamp).toHaveText('Vamp');
    await vamp.click();
    await expect(vamp).toHaveText(`${TOKEN.name} (${TOKEN.ticker}): Sent to 1 Launchdeck window.`);
    await keepScreenshot(site, 'extension-vamp-button');

    const form = page.getByRole('dialog', { name: 'Token Deploy' });
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(TOKEN.name);
    await expect(form.getByLabel('Symbol', { exact: true })).toHaveValue(TOKEN.ticker);
    await expect(form.locator(`img[src="${TOKEN.image}"]`).first()).toBeVisible();

    // "Use image in Launchdeck", as its context menu calls it, adds the image to the open form.
    const picked = e2eImage('extension-picked', 300, 300);
    await serveE2eMedia(page);
    const outcome = await imageWorker.evaluate(
      (src) =>
        (
          globalThis as unknown as {
            launchdeckUseImage: (src: string) => Promise<{ ok: boolean; message: string }>;
          }
        ).launchdeckUseImage(src),
      picked,
    );
    expect(outcome).toEqual({ ok: true, message: 'Sent to 1 Launchdeck window.' });
    await expect(form.locator(`img[src="${picked}"]`).first()).toBeVisible();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(TOKEN.name);
    await keepScreenshot(page, 'extension-image-added');
  } finally {
    await context.close();
  }
});
