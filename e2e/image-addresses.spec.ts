import AxeBuilder from '@axe-core/playwright';
import { TRACKER_SETTINGS_KEY, type TrackerSettings } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  type PictureServer,
  renderAddressPictures,
  servePictures,
} from './fixtures/address-pictures.ts';
import { createTrader } from './fixtures/api.ts';
import {
  expectMainScreen,
  moveMouseOffFeed,
  skipUpdateNotice,
  submitLogin,
} from './fixtures/app.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepCloseUp, keepScreenshot } from './fixtures/screenshots.ts';
import { type RestartableServer, restartableServer } from './fixtures/server.ts';

/**
 * Issue 31: contract addresses read from a post's pictures. A server of the journey's own may fetch
 * pictures from loopback (MEDIA_ALLOW_PRIVATE_HOSTS), where this journey serves two screenshots:
 * one holds an address an earlier post gave in its text (read, then verified by that text), the
 * other one nobody knows (shown unverified). The card gains both chips in place; the unverified
 * one shows the crop of its picture on hover and keyboard focus; the verified one copies.
 */

const KNOWN = '4rT9sWdXk3MhVbN7cEaPz2FjYu6HgKs8RtUm5CwXvA1e';
const UNKNOWN = 'HxNq9cWv3TtR4yKp6ZmB2sEfGh7JkLa5UdVcXw8Yz1Pr';
// Issue 48: a pictured address, and its look-alike twin (w → W) an earlier post gave: a decoy.
const PICTURED = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';
const TWIN = '4k3Dyjzvzp8eMZWUXbBCjEvWSkkk59S5iCNLY3QrkX6R';
/** What an unverified chip copies: the reading, which may be off by a character (that is the point). */
const SOLANA_COPY = /^Copy [1-9A-HJ-NP-Za-km-z]{32,44}$/;
const TEXT = {
  list: 'Addresses read from images',
  fromImage: 'from image',
  unverified: 'unverified',
  didYouMean: 'did you mean',
  alreadyPosted: 'an address already posted',
  check: 'read from image, check before trading',
  crop: 'The part of the picture the address was read from',
  copied: 'Copied!',
};

// The pictures come from a loopback http server, which the product's CSP (https pictures only,
// as the platforms' CDNs are) would keep out of the page; the journey is about the cards.
test.use({ bypassCSP: true });

let server: RestartableServer;
let pictures: PictureServer;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  pictures = await servePictures(
    await renderAddressPictures(browser, {
      known: { headline: 'Stealth launch is live, liquidity locked', address: KNOWN },
      unknown: { headline: 'Second launch of the day, same dev', address: UNKNOWN },
      decoy: { headline: 'Real CA below, the one going round is fake', address: PICTURED },
    }),
  );
  server = await restartableServer({ MEDIA_ALLOW_PRIVATE_HOSTS: 'true' });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  await pictures?.close();
});

async function openFeed(
  browser: Browser,
  request: APIRequestContext,
  settings: Partial<TrackerSettings>,
) {
  const context = await browser.newContext({ bypassCSP: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await skipUpdateNotice(page);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    TRACKER_SETTINGS_KEY,
    JSON.stringify({ pauseOnHover: false, ...settings }),
  ] as const);
  const trader = await createTrader(request);
  await page.goto(`${server.baseURL}/`);
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await moveMouseOffFeed(page);
  return page;
}

const cardOf = (page: Page, id: string) =>
  page.locator(`[data-testid="feed-card"][data-post-id="${id}"]`);
const cardIds = (page: Page) =>
  page
    .locator('[data-testid="feed-card"]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post-id')));

/** axe-core's WCAG 2.1 AA rules find nothing on the card, its chips and the open tooltip. */
async function expectAccessible(page: Page, card: ReturnType<typeof cardOf>, screen: string) {
  const id = await card.getAttribute('data-post-id');
  const { violations } = await new AxeBuilder({ page })
    .include(`[data-post-id="${id}"]`)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map(({ id: rule, nodes }) => ({
      rule,
      nodes: nodes.map((n) => n.target.join(' ')),
    })),
    screen,
  ).toEqual([]);
}

/** Shows the crop tooltip of the unverified chip, checks it and keeps a screenshot of it. */
async function expectCrop(page: Page, card: ReturnType<typeof cardOf>, name: string) {
  const tip = page.getByRole('tooltip').filter({ hasText: TEXT.check });
  await expect(tip).toBeVisible();
  const crop = tip.getByRole('img', { name: TEXT.crop });
  await expect(crop).toBeVisible();
  await expect
    .poll(() => crop.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await card.scrollIntoViewIfNeeded();
  await keepScreenshot(page, name);
  await keepCloseUp(page, [card.getByRole('list', { name: TEXT.list }), tip], `${name}-close`);
  return tip;
}

test('addresses read from pictures: a verified chip, an unverified one with its crop, a copy', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const stamp = Date.now();
  const earlier = makePostInput({
    id: `image-ca-text-${stamp}`,
    text: `dev wallet funded, CA: ${KNOWN}`,
    createdAt: new Date(stamp - 60_000).toISOString(),
  });
  const post = makePostInput({
    id: `image-ca-${stamp}`,
    text: 'Two new launches today, the addresses are in the pictures',
    createdAt: new Date(stamp).toISOString(),
    media: { images: [{ url: pictures.url('known') }, { url: pictures.url('unknown') }] },
  });

  const page = await openFeed(browser, request, {});
  await ingest(request, [earlier]);
  await expect(cardOf(page, earlier.id)).toBeVisible();
  await ingest(request, [post]);
  const card = cardOf(page, post.id);
  await expect(card).toBeVisible();
  const order = await cardIds(page);

  // The update with the addresses read arrives after the post, and changes the card in place.
  const list = card.getByRole('list', { name: TEXT.list });
  await expect(list).toBeVisible({ timeout: 60_000 });
  expect(await cardIds(page)).toEqual(order);

  const [verified, unverified] = [
    list.getByRole('listitem').nth(0),
    list.getByRole('listitem').nth(1),
  ];
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(verified.getByRole('button', { name: `Copy ${KNOWN}` })).toBeVisible();
  await expect(verified.getByRole('link', { name: `Open ${KNOWN} on Axiom` })).toBeVisible();
  await expect(verified).toContainText(TEXT.fromImage);
  await expect(verified).not.toContainText(TEXT.unverified);
  await expect(unverified).toContainText(`${TEXT.fromImage} · ${TEXT.unverified}`);
  await expect(unverified.getByRole('link')).toHaveCount(0);
  const unverifiedCopy = unverified.getByRole('button', { name: SOLANA_COPY });
  await expect(unverifiedCopy).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'image-addresses-dark');
  await keepCloseUp(page, [list], 'image-addresses-dark-close');

  // Hover shows the crop of the picture; Escape hides it.
  await unverifiedCopy.hover();
  const tip = await expectCrop(page, card, 'image-addresses-crop-dark');
  await expectAccessible(page, card, 'the card with the crop open, dark');
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await moveMouseOffFeed(page);

  // Keyboard focus shows it too.
  await unverifiedCopy.focus();
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();

  // The verified address copies exactly.
  await verified.getByRole('button', { name: `Copy ${KNOWN}` }).click();
  await expect(verified.getByRole('status')).toHaveText(TEXT.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(KNOWN);
  await page.context().close();

  // Stored: a trader who logs in later sees the same chips, here in the light theme.
  const light = await openFeed(browser, request, { colorTheme: 'light' });
  const lightCard = cardOf(light, post.id);
  const lightList = lightCard.getByRole('list', { name: TEXT.list });
  await expect(lightList.getByRole('listitem')).toHaveCount(2);
  await lightCard.scrollIntoViewIfNeeded();
  await keepScreenshot(light, 'image-addresses-light');
  await keepCloseUp(light, [lightList], 'image-addresses-light-close');
  await lightList.getByRole('listitem').nth(1).getByRole('button', { name: SOLANA_COPY }).hover();
  await expectCrop(light, lightCard, 'image-addresses-crop-light');
  await expectAccessible(light, lightCard, 'the card with the crop open, light');
  await light.context().close();
  await request.dispose();
});

test('a decoy: the pictured address stays unverified, its posted twin is only a "did you mean"', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const stamp = Date.now();
  const twinPost = makePostInput({
    id: `image-ca-twin-${stamp}`,
    text: `CA: ${TWIN}`,
    createdAt: new Date(stamp - 60_000).toISOString(),
  });
  const post = makePostInput({
    id: `image-ca-decoy-${stamp}`,
    text: 'Careful, copy the CA from the picture',
    createdAt: new Date(stamp).toISOString(),
    media: { images: [{ url: pictures.url('decoy') }] },
  });
  for (const viewport of [
    { width: 1280, height: 800, name: 'desktop' },
    { width: 390, height: 844, name: 'phone' },
  ]) {
    const page = await openFeed(browser, request, {});
    await page.setViewportSize(viewport);
    if (viewport.name === 'desktop') {
      await ingest(request, [twinPost]);
      await expect(cardOf(page, twinPost.id)).toBeVisible();
      await ingest(request, [post]);
    }
    const card = cardOf(page, post.id);
    const list = card.getByRole('list', { name: TEXT.list });
    await expect(list).toBeVisible({ timeout: 60_000 });
    const chip = list.getByRole('listitem');
    await expect(chip).toHaveCount(1);
    await expect(chip).toContainText(`${TEXT.fromImage} · ${TEXT.unverified}`);
    await expect(chip).toContainText(TEXT.didYouMean);
    await expect(chip.locator('.ia-did-you-mean mark')).toHaveText('W');
    await expect(chip.getByRole('link')).toHaveCount(0);
    await expect(chip.getByRole('button', { name: `Copy ${PICTURED}` })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await keepScreenshot(page, `image-addresses-decoy-${viewport.name}`);
    await chip.getByRole('button', { name: `Copy ${PICTURED}` }).hover();
    const tip = await expectCrop(page, card, `image-addresses-decoy-crop-${viewport.name}`);
    await expect(tip).toContainText(TWIN);
    await expect(tip).toContainText(TEXT.alreadyPosted);
    await expectAccessible(page, card, `the decoy card with its crop open, ${viewport.name}`);
    await page.context().close();
  }
  await request.dispose();
});
