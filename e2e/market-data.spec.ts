import { TRACKER_SETTINGS_KEY } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, type Page, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import {
  moveMouseOffFeed,
  openAsNewTrader,
  skipUpdateNotice,
  submitLogin,
} from './fixtures/app.ts';
import { setMarket } from './fixtures/fake-market-data.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepCloseUp, keepScreenshot } from './fixtures/screenshots.ts';

/**
 * Issue 52: each address on a card with its market. The e2e app server asks a loopback
 * DexScreener (fake-market-data.ts); this journey sets a trading pair, a bonding curve and a token
 * with no pair yet, posts them, and reads the figures beside each chip, the details on hover and
 * keyboard focus, and the stored figures after a reload. (A refresh as the pair moves is tested on
 * the server, market-data.integration.test.ts: here every journey's addresses would share its
 * calls.)
 */

// Real mints no other journey posts, so their figures show on this journey's cards only.
const TRADING = 'HZ1JovNiVvGrGNiiYvEozEVgZ58xaU3RKwX8eACQBCt3';
const CURVE = 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So';
const NOT_TRADING = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

const card = (page: Page, id: string) =>
  page.locator(`[data-testid="feed-card"][data-post-id="${id}"]`);
/** The market line beside the chip of `address` (the chip's next sibling). */
const lineOf = (page: Page, id: string, address: string) =>
  card(page, id)
    .locator('.ca-chip', { has: page.locator(`button[aria-label$="${address}"]`) })
    .locator(
      'xpath=following-sibling::*[1]/descendant-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ca-market ")]',
    );

test('a card shows each address with its market cap, liquidity and age, details on hover, and again after a reload', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await setMarket('solana', TRADING, {
    priceUsd: 0.00003124,
    marketCap: 31_240,
    fdv: 31_240,
    liquidityUsd: 8_100,
    volume24h: 184_000,
    pairCreatedAt: Date.now() - 2 * 60_000,
    dexId: 'pumpswap',
  });
  await setMarket('solana', CURVE, {
    priceUsd: 0.0000062,
    marketCap: 6_200,
    dexId: 'pumpfun',
    pairCreatedAt: Date.now() - 40_000,
  });
  await setMarket('solana', NOT_TRADING, null);
  const trader = await openAsNewTrader(page, request);

  const post = makePostInput({
    id: `market-${Date.now()}`,
    text: `Three drops today.\nLive: ${TRADING}\nOn the curve: ${CURVE}\nSoon: ${NOT_TRADING}`,
  });
  await ingest(request, [post]);
  await expect(card(page, post.id)).toBeVisible();

  const trading = lineOf(page, post.id, TRADING);
  await expect(trading).toHaveText(/^MC \$31K · Liq \$8\.1K · 2m$/);
  await expect(trading).toHaveAccessibleName(
    /Market cap \$31K, liquidity \$8\.1K, pair 2 minutes old/,
  );
  await expect(lineOf(page, post.id, CURVE)).toHaveText(/^MC \$6\.2K · \d+s$/);
  await expect(lineOf(page, post.id, NOT_TRADING)).toHaveText('not trading yet');

  // Hover: price, FDV, volume, the DEX, and a link to the pair.
  await trading.hover();
  const details = page.locator('.ca-market-details:popover-open');
  await expect(details).toBeVisible();
  await expect(details).toContainText('$0.00003124');
  await expect(details).toContainText('Market cap $31.2K');
  await expect(details).toContainText('Liquidity $8.1K');
  await expect(details).toContainText('24h volume $184K');
  await expect(details).toContainText('PumpSwap');
  await expect(details).toContainText('DexScreener');
  await expect(details.getByRole('link', { name: /Open pair/ })).toHaveAttribute(
    'href',
    /^https:\/\/dexscreener\.com\/solana\//,
  );
  await keepCloseUp(page, [card(page, post.id), details], 'market-data-card-hover');
  await keepScreenshot(page, 'market-data-1280');

  // Keyboard: Escape closes the details; focus opens them again.
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  await page.mouse.move(5, 5);
  await trading.focus();
  await expect(page.locator('.ca-market-details:popover-open')).toBeVisible();
  await page.keyboard.press('Escape');

  // A reload (a new login, the session not saved) shows the last figures at once.
  await page.reload();
  await submitLogin(page, trader.username, trader.password);
  await expect(lineOf(page, post.id, TRADING)).toHaveText(/^MC \$31K · Liq \$8\.1K/);
});

test('on a phone the market line fits the card', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setMarket('solana', TRADING, {
    priceUsd: 0.00004712,
    marketCap: 47_120,
    liquidityUsd: 11_900,
    volume24h: 260_000,
    dexId: 'pumpswap',
  });
  // At phone size the header has a Menu instead of the main screen's buttons.
  await skipUpdateNotice(page);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    TRACKER_SETTINGS_KEY,
    JSON.stringify({ pauseOnHover: false }),
  ] as const);
  const trader = await createTrader(request);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  await moveMouseOffFeed(page);
  const post = makePostInput({
    id: `market-phone-${Date.now()}`,
    text: `CA ${TRADING} and soon ${NOT_TRADING}`,
  });
  await ingest(request, [post]);
  const line = lineOf(page, post.id, TRADING);
  await expect(line).toHaveText(/^MC \$47K · Liq \$12K · \d+m$/);
  const overflow = await card(page, post.id).evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const cardBox = await card(page, post.id).boundingBox();
  const lineBox = await line.boundingBox();
  expect((lineBox?.x ?? 0) + (lineBox?.width ?? 0)).toBeLessThanOrEqual(
    (cardBox?.x ?? 0) + (cardBox?.width ?? 0),
  );
  await keepScreenshot(page, 'market-data-390');
  await line.click();
  await expect(page.locator('.ca-market-details:popover-open')).toBeVisible();
  await keepScreenshot(page, 'market-data-390-details');
});
