import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type JSHandle, type Locator, type Page, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import { expectMainScreen, submitLogin } from './fixtures/app.ts';
import { importKey, logInToWallets } from './fixtures/deploy-trader.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';
import { solanaWallet } from './fixtures/wallet-keys.ts';

/**
 * Issue 13, images (DA §2, §5): drop an image file on the deploy form and see it uploaded; crop it
 * in the Crop Image modal and see the cropped PNG in the form; keep it in the Image Library across
 * a reload; a 3 MB image ends under 1000 KB; a launch against the offline launcher sends our
 * upload's link as its image.
 */

const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
/** DA §5 "about 1000 KB". */
const LIMIT_BYTES = 1000 * 1024;
const UPLOADED = /^https?:\/\/[^/]+\/api\/token-images\/u\/[A-Za-z0-9_-]+\.(png|jpe?g)$/;

type Trader = Awaited<ReturnType<typeof createTrader>>;

/** Logged in with a Solana wallet, the deploy form docked beside the feed (deployMode panel). */
async function dockedForm(
  page: Page,
  request: Parameters<typeof logInToWallets>[1],
  trader: Trader,
) {
  const settings = await logInToWallets(page, request, trader);
  await importKey(page, settings, solanaWallet().secret);
  await settings.getByRole('tab', { name: 'General' }).click();
  await settings.getByLabel('Deploy interface').selectOption('panel');
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
  await page.mouse.move(5, 5);
  const panel = page.getByRole('complementary', { name: 'Token Deploy' });
  await expect(panel).toBeVisible();
  return panel;
}

type PictureSpec = { width: number; height: number; name: string; noise?: boolean };

/**
 * A DataTransfer holding one PNG file drawn in the page: a picture (gradient and shapes) or, with
 * `noise`, random pixels, which PNG cannot shrink, so the file is as large as its pixels.
 */
function pngTransfer(page: Page, spec: PictureSpec): Promise<JSHandle<DataTransfer>> {
  return page.evaluateHandle(async ({ width, height, name, noise }) => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    if (noise) {
      const pixels = context.createImageData(width, height);
      const random = new Uint8Array(65536);
      for (let offset = 0; offset < pixels.data.length; offset += random.length) {
        crypto.getRandomValues(random);
        pixels.data.set(random.subarray(0, pixels.data.length - offset), offset);
      }
      for (let i = 3; i < pixels.data.length; i += 4) pixels.data[i] = 255;
      context.putImageData(pixels, 0, 0);
    } else {
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#22c55e');
      gradient.addColorStop(1, '#1e3a8a');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#facc15';
      context.beginPath();
      context.arc(width / 2, height / 2, Math.min(width, height) / 4, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#0f172a';
      context.font = `bold ${Math.round(height / 8)}px sans-serif`;
      context.textAlign = 'center';
      context.fillText('FROG', width / 2, height / 2 + height / 24);
    }
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], name, { type: 'image/png' }));
    return transfer;
  }, spec);
}

/** The size of the file a transfer holds. */
const transferSize = (transfer: JSHandle<DataTransfer>) =>
  transfer.evaluate((data) => data.files[0]?.size ?? 0);

/** The next upload the page sends: its data URL and the link the server answered. */
async function nextUpload(page: Page): Promise<{ dataUrl: string; url: string }> {
  const response = await page.waitForResponse(
    (answer) =>
      answer.request().method() === 'POST' &&
      new URL(answer.url()).pathname === '/api/token-images',
  );
  expect(response.status()).toBe(200);
  const { data_url: dataUrl } = response.request().postDataJSON() as { data_url: string };
  const { url } = (await response.json()) as { url: string };
  return { dataUrl, url };
}

/** Drops the transfer on the image area, as a drag from the desktop does. */
async function dropOn(zone: Locator, transfer: JSHandle<DataTransfer>) {
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

/** A thumbnail's picture: its source and natural size. */
function thumbnail(form: Locator, n: number) {
  return form
    .getByRole('button', { name: `Image ${n}`, exact: true })
    .locator('img')
    .evaluate((img: HTMLImageElement) => ({
      src: img.src,
      width: img.naturalWidth,
      height: img.naturalHeight,
      complete: img.complete,
    }));
}

const bytesOfDataUrl = (dataUrl: string) =>
  Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64').length;

test('drop an image, crop it, keep it in the Image Library, launch with its uploaded link', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // The launch's debug_request, as the browser sends it on the socket.
  const sent: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => sent.push(String(payload))),
  );
  const trader = await createTrader(request);
  const form = await dockedForm(page, request, trader);
  await form.getByLabel('Name', { exact: true }).fill('Pixel Frog');
  const area = form.getByRole('group', { name: 'Images' });
  const zone = form.getByTestId('image-drop');

  // LETTER by default, drawn by the server from the name (DA §4 image mode).
  const letter = form.getByRole('img', { name: 'LETTER image preview' });
  await expect(letter).toHaveAttribute('src', '/api/token-images/letter.png?name=Pixel%20Frog');
  await expect
    .poll(() => letter.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await area.screenshot({ path: path.join(SCREENSHOTS, 'deploy-images-letter.png') });

  // Drop a picture: it is shown, selected, and uploaded once.
  const picture = await pngTransfer(page, { width: 640, height: 480, name: 'pixel-frog.png' });
  await zone.dispatchEvent('dragenter', { dataTransfer: picture });
  await zone.dispatchEvent('dragover', { dataTransfer: picture });
  await expect(zone).toHaveClass(/is-over/);
  await area.screenshot({ path: path.join(SCREENSHOTS, 'deploy-images-drop-over.png') });
  const firstUpload = nextUpload(page);
  await zone.dispatchEvent('drop', { dataTransfer: picture });
  const dropped = await firstUpload;
  expect(dropped.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  expect(dropped.url).toMatch(UPLOADED);
  await expect(form.getByRole('button', { name: 'Image 1', pressed: true })).toBeVisible();
  await expect(form.getByText('Uploading…')).toHaveCount(0);
  expect(await thumbnail(form, 1)).toMatchObject({ width: 640, height: 480 });
  await expect(form.getByRole('img', { name: 'LETTER image preview' })).toHaveCount(0);
  await area.screenshot({ path: path.join(SCREENSHOTS, 'deploy-images-area.png') });

  // Crop Image: fits the 480 px side in the 300 px box; scrolling zooms in.
  await form.getByRole('button', { name: 'Crop image 1' }).click();
  const crop = page.getByRole('dialog', { name: 'Crop Image' });
  await expect(crop.getByText('Scale: 63%')).toBeVisible();
  await expect(crop.getByText('Scroll to zoom • Drag image')).toBeVisible();
  await expect(crop.getByText('Crop Size: 480 × 480 pixels')).toBeVisible();
  const stage = crop.locator('.crop-stage');
  const box = await stage.boundingBox();
  if (!box) throw new Error('no crop stage');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -200);
  await expect(crop.getByText('Scale: 63%')).toHaveCount(0);
  const cropSize = await crop.getByText(/^Crop Size: \d+ × \d+ pixels$/).textContent();
  const side = Number(/(\d+) ×/.exec(cropSize ?? '')?.[1]);
  expect(side).toBeLessThan(480);
  // Scrolling out stops at the fitting scale.
  await page.mouse.wheel(0, 5000);
  await expect(crop.getByText('Scale: 63%')).toBeVisible();
  await page.mouse.wheel(0, -200);
  await expect(crop.getByText(cropSize ?? '')).toBeVisible();
  await keepScreenshot(page, 'deploy-images-crop');

  const cropUpload = nextUpload(page);
  await crop.getByRole('button', { name: 'Crop & Save' }).click();
  await expect(crop).toBeHidden();
  const cropped = await cropUpload;
  expect(cropped.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  expect(cropped.url).toMatch(UPLOADED);
  expect(cropped.url).not.toBe(dropped.url);
  // The cropped PNG replaces the image in the form: square, the crop's own size.
  await expect(form.getByRole('button', { name: /^Image \d$/ })).toHaveCount(1);
  await expect(form.getByText('Uploading…')).toHaveCount(0);
  expect(await thumbnail(form, 1)).toMatchObject({
    src: cropped.dataUrl,
    width: side,
    height: side,
  });
  const hosted = await request.get(cropped.url);
  expect(hosted.headers()['content-type']).toBe('image/png');

  // Image Library: save the cropped image; it is still there after a reload.
  await form.getByRole('button', { name: 'Image Library' }).click();
  let library = page.getByRole('dialog', { name: 'Image Library' });
  await expect(
    library.getByText('No saved images yet. Add the selected image or a file.'),
  ).toBeVisible();
  await library.getByRole('button', { name: 'Add Selected Image' }).click();
  await expect(library.getByRole('button', { name: 'Use pixel-frog' })).toBeVisible();
  const second = await pngTransfer(page, { width: 300, height: 500, name: 'moon-cat.png' });
  await library.getByLabel('Add from File').evaluate((input: HTMLInputElement, transfer) => {
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, second);
  await expect(library.getByRole('button', { name: 'Use moon-cat' })).toBeVisible();
  await keepScreenshot(page, 'deploy-images-library');
  await library.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(library).toBeHidden();

  // A reload asks for a fresh login (FC §4); the library is this browser's, so it is still there.
  await page.reload();
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await page.mouse.move(5, 5);
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Image Library' }).click();
  library = page.getByRole('dialog', { name: 'Image Library' });
  await expect(library.getByRole('button', { name: /^Use / })).toHaveCount(2);
  await library.getByLabel('Search by name').fill('FROG');
  await expect(library.getByRole('button', { name: /^Use / })).toHaveCount(1);
  await library.getByLabel('Search by name').fill('dog');
  await expect(library.getByText('No saved image matches "dog".')).toBeVisible();
  await library.getByLabel('Search by name').fill('');
  // Delete asks first.
  await library.getByRole('button', { name: 'Delete moon-cat' }).click();
  await expect(library.getByText('Delete "moon-cat" from the library?')).toBeVisible();
  await library.getByRole('button', { name: 'Keep' }).click();
  await library.getByRole('button', { name: 'Delete moon-cat' }).click();
  await library.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(library.getByRole('button', { name: /^Use / })).toHaveCount(1);

  // Select: the saved crop joins the form (the same bytes, so the same hosted link).
  const reupload = nextUpload(page);
  await library.getByRole('button', { name: 'Use pixel-frog' }).click();
  await expect(library).toBeHidden();
  expect((await reupload).url).toBe(cropped.url);
  await expect(form.getByRole('button', { name: 'Image 1', pressed: true })).toBeVisible();
  await expect(form.getByText('Uploading…')).toHaveCount(0);

  // Launch: the request carries the hosted link, never the data URL.
  await form.getByLabel('Name', { exact: true }).fill('Pixel Frog');
  const launch = form.getByRole('button', { name: 'Launch Token (Enter Key)' });
  await expect(launch).toBeEnabled();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), launch.click()]);
  await expect(page.locator('.deploy-toast')).toContainText('Pixel Frog');
  await tab.close();
  const requests = sent
    .filter((frame) => frame.startsWith('42["debug_request"'))
    .map((frame) => (JSON.parse(frame.slice(2)) as [string, Record<string, unknown>])[1]);
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({ image_url: cropped.url, image_type: null });
});

test('a 3 MB image ends under 1000 KB, at most 1024 px', async ({ page, request }) => {
  test.setTimeout(60_000);
  const form = await dockedForm(page, request, await createTrader(request));
  const noise = await pngTransfer(page, {
    width: 1400,
    height: 760,
    name: 'noise.png',
    noise: true,
  });
  expect(await transferSize(noise)).toBeGreaterThan(3_000_000);

  const upload = nextUpload(page);
  await dropOn(form.getByTestId('image-drop'), noise);
  const { dataUrl, url } = await upload;
  expect(dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
  expect(bytesOfDataUrl(dataUrl)).toBeLessThan(LIMIT_BYTES);
  expect(url).toMatch(UPLOADED);
  await expect(form.getByRole('button', { name: 'Image 1', pressed: true })).toBeVisible();
  const shown = await thumbnail(form, 1);
  expect(shown).toMatchObject({ src: dataUrl, width: 1024 });
  expect(Math.abs(shown.height - (760 / 1400) * 1024)).toBeLessThan(1);
  await expect(form.getByText('Uploading…')).toHaveCount(0);
});
