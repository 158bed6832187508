import { TRACKER_SETTINGS_KEY } from '@launchdeck/protocol';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import {
  expectMainScreen,
  moveMouseOffFeed,
  skipUpdateNotice,
  submitLogin,
} from './fixtures/app.ts';
import { E2E_CA, postsOfEveryKind } from './fixtures/card-posts.ts';
import { importKey, serveTradingSites } from './fixtures/deploy-trader.ts';
import { expectLaunchToast } from './fixtures/feed-launch.ts';
import { ingest } from './fixtures/ingest.ts';
import { serveE2eMedia } from './fixtures/media.ts';
import { keepElementShot, keepScreenshot } from './fixtures/screenshots.ts';
import { solanaWallet } from './fixtures/wallet-keys.ts';

/**
 * Issue 50: the phone works. At 390×844 the header is one row with a Menu, the feed takes the
 * width with a Feed | Chat switch, no card overflows sideways (an address too long for its card
 * shortens in the middle and still copies whole), the deploy form is a full-screen sheet with
 * Launch in view, and the chat sends. The feed pop-out narrowed to 600 px follows the same rules.
 * The web app manifest and its icons are served, so the app installs to a home screen.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A fresh trader on the main screen at phone size, the feed unpaused, some posts in. */
async function openOnPhone(page: Page, request: APIRequestContext) {
  await skipUpdateNotice(page);
  await serveE2eMedia(page);
  await serveTradingSites(page.context());
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    TRACKER_SETTINGS_KEY,
    JSON.stringify({ pauseOnHover: false }),
  ] as const);
  const trader = await createTrader(request);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expect(menuButton(page)).toBeVisible();
  await moveMouseOffFeed(page);
  const posts = postsOfEveryKind(`phone-${Date.now()}`);
  await ingest(request, Object.values(posts));
  for (const post of Object.values(posts)) {
    await expect(page.locator(`[data-post-id="${post.id}"]`)).toBeAttached();
  }
  return { trader, posts };
}

/** Nothing sticks out sideways: not the page, not the feed column, not any card. */
async function expectNoSidewaysOverflow(page: Page) {
  const overflow = await page.evaluate(() => {
    const wide = (element: Element) => element.scrollWidth > element.clientWidth + 1;
    const cards = Array.from(document.querySelectorAll('[data-testid="feed-card"]'));
    return {
      page: document.documentElement.scrollWidth > window.innerWidth,
      main: Array.from(document.querySelectorAll('.app-main')).some(wide),
      // Each card that sticks out, named by its post and its first too-wide part.
      cards: cards
        .filter((card) => wide(card) || card.getBoundingClientRect().right > window.innerWidth)
        .map((card) => {
          const right = card.getBoundingClientRect().right;
          const part = Array.from(card.querySelectorAll('*')).find(
            (element) => element.getBoundingClientRect().right > right + 1,
          );
          return `${card.getAttribute('data-post-id')}: ${part?.className || part?.tagName || '?'}`;
        }),
    };
  });
  expect(overflow).toEqual({ page: false, main: false, cards: [] });
}

async function expectOneRowHeader(page: Page) {
  const header = await page.locator('.app-header').boundingBox();
  expect(header?.height).toBeLessThanOrEqual(64);
}

async function openMenu(page: Page) {
  if ((await menuButton(page).getAttribute('aria-expanded')) !== 'true') {
    await menuButton(page).click();
  }
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
}

test('reads the feed on a phone: one-row header, full-width cards, a menu', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { trader, posts } = await openOnPhone(page, request);
  await expectOneRowHeader(page);
  await expect(mainNav(page)).toBeHidden();

  const card = page.locator(`[data-post-id="${posts.original.id}"]`);
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  expect(box?.width).toBeGreaterThan(PHONE.width * 0.9);
  await expectNoSidewaysOverflow(page);
  await keepScreenshot(page, 'phone-feed');
  const profile = page.locator(`[data-post-id="${posts['profile-update'].id}"]`);
  await profile.scrollIntoViewIfNeeded();
  await keepElementShot(profile, 'phone-profile-card');

  // The menu is a disclosure: it holds the navigation, the user and Logout; Escape closes it.
  await openMenu(page);
  await expect(mainNav(page).getByRole('button', { name: 'Settings', exact: true })).toBeVisible();
  await expect(page.getByText(trader.username, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
  await keepScreenshot(page, 'phone-menu');
  await page.keyboard.press('Escape');
  await expect(mainNav(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();

  // An item chosen closes the menu; its dialog fits the screen and its × is in reach.
  await openMenu(page);
  await mainNav(page).getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  await expect(mainNav(page)).toBeHidden();
  const dialog = await settings.boundingBox();
  expect(dialog && dialog.x >= 0 && dialog.x + dialog.width <= PHONE.width).toBe(true);
  expect(dialog && dialog.y >= 0 && dialog.y + dialog.height <= PHONE.height).toBe(true);
  expect(await settings.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
    true,
  );
  await keepScreenshot(page, 'phone-settings');
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test('copies a whole address from a chip shortened in the middle', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const { posts } = await openOnPhone(page, request);
  const card = page.locator(`[data-post-id="${posts.original.id}"]`);
  const copy = card.getByRole('button', { name: `Copy ${E2E_CA.solana}`, exact: true });
  await expect(copy).toBeVisible();
  await expect(copy).toHaveText(E2E_CA.solana);
  await expect(copy).toHaveAttribute('title', `Copy ${E2E_CA.solana}`);

  // The narrowest phones: the address no longer fits its card and loses its middle, not its end.
  await page.setViewportSize({ width: 320, height: 700 });
  await copy.scrollIntoViewIfNeeded();
  const cut = await copy.evaluate((button) => {
    const head = button.querySelector('.ca-head');
    const tail = button.querySelector('.ca-tail');
    const card = button.closest('[data-testid="feed-card"]');
    return {
      headCut: head ? head.scrollWidth > head.clientWidth : false,
      ellipsis: head ? getComputedStyle(head).textOverflow : '',
      tail: tail?.textContent,
      inside: card
        ? button.getBoundingClientRect().right <= card.getBoundingClientRect().right
        : false,
    };
  });
  expect(cut).toEqual({
    headCut: true,
    ellipsis: 'ellipsis',
    tail: E2E_CA.solana.slice(-6),
    inside: true,
  });
  await expectNoSidewaysOverflow(page);
  await keepScreenshot(page, 'phone-320-address');

  await page.evaluate(() => navigator.clipboard.writeText(''));
  await copy.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(E2E_CA.solana);
});

test('opens the deploy sheet from a card and launches with Launch in view', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A trading tab a launch may open is not this journey's subject.
  page.context().on('page', (tab) => void tab.close());
  const { posts } = await openOnPhone(page, request);
  await openMenu(page);
  await mainNav(page).getByRole('button', { name: 'Deploy Settings', exact: true }).click();
  const deploySettings = page.getByRole('dialog', { name: 'Deploy Settings' });
  await deploySettings.getByRole('tab', { name: 'Wallets' }).click();
  await importKey(page, deploySettings, solanaWallet().secret);
  await keepScreenshot(page, 'phone-deploy-settings');
  await deploySettings.getByRole('button', { name: 'Close' }).click();
  await expect(deploySettings).toBeHidden();

  const card = page.locator(`[data-post-id="${posts.original.id}"]`);
  await card.getByRole('button', { name: /^Deploy a token from / }).click();
  const sheet = page.getByRole('dialog', { name: 'Token Deploy' });
  await expect(sheet).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
  const launch = sheet.getByRole('button', { name: /^Launch Token/ });
  await expect(launch).toBeEnabled();
  await expect(launch).toBeInViewport({ ratio: 1 });
  await keepScreenshot(page, 'phone-deploy-sheet');

  const name = await sheet.getByLabel('Name', { exact: true }).inputValue();
  const ticker = await sheet.getByLabel('Symbol', { exact: true }).inputValue();
  await launch.click();
  await expectLaunchToast(page, name, ticker);
  await expect(sheet).toBeHidden();
});

test('opens the chat tab and sends a message', async ({ page, request }) => {
  test.setTimeout(60_000);
  await openOnPhone(page, request);
  const chat = page.getByRole('region', { name: 'Site Chat' });
  await expect(chat).toBeHidden();
  const chatTab = page.getByRole('tab', { name: 'Chat' });
  await chatTab.click();
  await expect(chatTab).toHaveAttribute('aria-selected', 'true');
  await expect(chat).toBeVisible();
  await expect(page.locator('[data-testid="feed-card"]').first()).toBeHidden();

  const line = `gm from a phone ${Date.now()}`;
  const input = chat.getByRole('textbox', { name: 'Chat message' });
  await expect(input).toBeInViewport({ ratio: 1 });
  await input.fill(line);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.locator('.chat-line').filter({ hasText: line })).toBeVisible();
  await keepScreenshot(page, 'phone-chat');

  // The arrow keys move between the tabs; the chat's hide button goes back to the feed too.
  await chatTab.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Feed' })).toBeFocused();
  await expect(chat).toBeHidden();
  await page.getByRole('tab', { name: 'Chat' }).click();
  await chat.getByRole('button', { name: 'Hide chat' }).click();
  await expect(page.getByRole('tab', { name: 'Feed' })).toHaveAttribute('aria-selected', 'true');
});

test('the feed pop-out narrowed to 600 px keeps its names, chips and Logout', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await skipUpdateNotice(page);
  await serveE2eMedia(page);
  const trader = await createTrader(request);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  const [popout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Pop Out Feed', exact: true }).click(),
  ]);
  await serveE2eMedia(popout);
  await popout.setViewportSize({ width: 600, height: 800 });
  await expect(menuButton(popout)).toBeVisible();
  const posts = postsOfEveryKind(`popout-600-${Date.now()}`);
  await ingest(request, Object.values(posts));
  const card = popout.locator(`[data-post-id="${posts.original.id}"]`);
  await expect(card).toBeVisible();
  await expectOneRowHeader(popout);
  await expect(card.locator('.card-name')).toBeVisible();
  expect(await card.locator('.card-name').evaluate((name) => name.clientWidth)).toBeGreaterThan(40);
  await expectNoSidewaysOverflow(popout);
  await keepScreenshot(popout, 'popout-600-feed');

  await openMenu(popout);
  await expect(popout.getByText(trader.username, { exact: true })).toBeInViewport({ ratio: 1 });
  await expect(popout.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
  await keepScreenshot(popout, 'popout-600-menu');
});

test('serves the web app manifest and its icons, linked from the page', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
  const answer = await request.get(href ?? '');
  expect(answer.status()).toBe(200);
  const manifest = (await answer.json()) as {
    name: string;
    display: string;
    icons: { src: string; type: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Launchdeck', display: 'standalone' });
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const icons: { src: string; type: string }[] = [
    ...manifest.icons,
    { src: touchIcon ?? '', type: 'image/png' },
  ];
  for (const icon of icons) {
    const served = await request.get(icon.src);
    expect(served.status(), icon.src).toBe(200);
    expect(served.headers()['content-type'], icon.src).toContain(icon.type);
  }
});
