import { type PostInput, TRACKER_SETTINGS_KEY } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, type Page, test } from '@playwright/test';
import { createWhitelistedTrader } from './fixtures/api.ts';
import { expectMainScreen, skipUpdateNotice, submitLogin } from './fixtures/app.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/**
 * FC §2 Filter Settings and FC §4 filter toggles: a trader filters an account's replies, filters
 * out and unfilters every account, a second window follows, and a card's Hide account hides its
 * account; FC §3 account highlights colour that account's cards.
 */

let counter = 0;
function post(author: string, overrides: Partial<PostInput> = {}): PostInput {
  counter += 1;
  return makePostInput({
    id: `filters-e2e-${Date.now()}-${counter}`,
    createdAt: new Date(Date.now() + counter).toISOString(),
    author: { handle: author, name: `${author} desk` },
    text: `post ${counter} of @${author}`,
    ...overrides,
  });
}
const reply = (author: string) =>
  post(author, {
    isReply: true,
    replyTo: { id: `parent-${counter}`, handle: 'someone', name: 'Someone', text: 'gm?' },
  });

const cardOf = (page: Page, id: string) =>
  page.locator(`[data-testid="feed-card"][data-post-id="${id}"]`);
const accountCard = (page: Page, handle: string) =>
  page.getByRole('group', { name: `Filters for @${handle}` });
const chatBox = (page: Page) => page.getByRole('region', { name: 'Site Chat' });
const tab = (page: Page, name: 'Feed' | 'Filters') =>
  page.getByRole('button', { name, exact: true }).click();

async function watch(page: Page, handle: string) {
  const input = chatBox(page).getByRole('textbox', { name: 'Chat message' });
  await input.fill(`/add @${handle}`);
  await input.press('Enter');
  await expect(chatBox(page).getByText(`Now watching @${handle}`)).toBeVisible();
}

test('filters hide what the trader chose, live, in every window; Hide account on a card', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const run = Date.now().toString(36);
  const alpha = `fla${run}`;
  const beta = `flb${run}`;
  const trader = await createWhitelistedTrader(request);
  await skipUpdateNotice(page);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    TRACKER_SETTINGS_KEY,
    JSON.stringify({
      pauseOnHover: false,
      accountHighlights: { [alpha.toUpperCase()]: { enabled: true, color: 'magenta' } },
    }),
  ] as const);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await watch(page, alpha);
  await watch(page, beta);

  const first = {
    alphaPost: post(alpha),
    alphaReply: reply(alpha),
    betaPost: post(beta),
    betaReply: reply(beta),
  };
  await ingest(request, Object.values(first));
  for (const item of Object.values(first)) await expect(cardOf(page, item.id)).toBeVisible();

  // A new browser starts with the FC §9 default filters (brands' replies hidden: switch off);
  // the page opens on the feed's accounts, every switch on (shown), issue 50.
  await tab(page, 'Filters');
  await expect(page.getByRole('heading', { name: 'Filter Settings' })).toBeVisible();
  await expect(page.getByText(/^\d+ accounts? tracked, \d+ filtered$/)).toBeVisible();
  await expect(
    accountCard(page, 'binance').getByRole('switch', { name: 'Replies' }),
  ).not.toBeChecked();
  await expect(accountCard(page, alpha).getByRole('switch', { checked: true })).toHaveCount(7);

  // Search an account and filter out its replies (its Replies switch off).
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill(alpha.toUpperCase());
  await expect(page.getByRole('group', { name: /^Filters for @/ })).toHaveCount(1);
  await accountCard(page, alpha).getByRole('switch', { name: 'Replies' }).uncheck();
  await keepScreenshot(page, 'filters-search');
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill('');
  await expect(accountCard(page, alpha).getByRole('switch', { name: 'Replies' })).not.toBeChecked();
  await keepScreenshot(page, 'filters-with-filters');

  // The feed drops its replies at once, keeps its other posts, and a later reply stays hidden.
  await tab(page, 'Feed');
  await expect(cardOf(page, first.alphaReply.id)).toHaveCount(0);
  await expect(cardOf(page, first.alphaPost.id)).toBeVisible();
  await expect(cardOf(page, first.betaReply.id)).toBeVisible();
  const later = { alphaReply: reply(alpha), betaPost: post(beta) };
  await ingest(request, [later.alphaReply]);
  await ingest(request, [later.betaPost]);
  await expect(cardOf(page, later.betaPost.id)).toBeVisible();
  await expect(cardOf(page, later.alphaReply.id)).toHaveCount(0);

  // The highlighted account's cards carry its colour.
  await expect(cardOf(page, first.alphaPost.id)).toHaveAttribute('data-highlight', 'magenta');
  await expect(cardOf(page, first.betaPost.id)).not.toHaveAttribute('data-highlight');
  await cardOf(page, first.alphaPost.id).scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'filters-highlighted-card');

  // A second window (the feed pop-out, same browser) follows the filters changed in this one.
  const second = await context.newPage();
  await second.setViewportSize({ width: 1280, height: 720 });
  await second.goto('/?popout=feed');
  await expect(cardOf(second, later.betaPost.id)).toBeVisible();
  await expect(cardOf(second, later.alphaReply.id)).toHaveCount(0);
  await tab(page, 'Filters');
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill(beta);
  await accountCard(page, beta).getByRole('switch', { name: 'Tweets', exact: true }).uncheck();
  await expect(cardOf(second, later.betaPost.id)).toHaveCount(0);
  await expect(cardOf(second, first.betaReply.id)).toBeVisible();

  // Filter out all accounts asks first: Cancel leaves every filter as it was.
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill('');
  const filterAll = page.getByRole('button', { name: 'Filter out all accounts' });
  const confirm = page.getByRole('dialog', { name: 'Filter out all accounts?' });
  await filterAll.click();
  await expect(confirm).toBeVisible();
  await keepScreenshot(page, 'filters-filter-all-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(accountCard(page, alpha).getByRole('switch', { checked: false })).toHaveCount(1);
  await expect(accountCard(page, 'binance').getByRole('switch', { checked: false })).toHaveCount(1);

  // Confirmed: every listed account, the brand defaults too, all seven; both feeds follow, and
  // the count says as many accounts filtered as there are cards.
  await filterAll.click();
  await confirm.getByRole('button', { name: 'Filter out all' }).click();
  for (const handle of [alpha, beta, 'binance']) {
    await expect(accountCard(page, handle).getByRole('switch', { checked: false })).toHaveCount(7);
  }
  const cards = await page.getByRole('group', { name: /^Filters for @/ }).count();
  await expect(page.getByText(`${cards} accounts tracked, ${cards} filtered`)).toBeVisible();
  await keepScreenshot(page, 'filters-all-filtered');
  await expect(cardOf(second, first.betaReply.id)).toHaveCount(0);
  await expect(cardOf(second, first.alphaPost.id)).toHaveCount(0);

  // Unfilter all accounts: every switch on again; the hidden posts come back, new ones show too.
  await page.getByRole('button', { name: 'Unfilter all accounts' }).click();
  await expect(page.getByRole('switch', { checked: false })).toHaveCount(0);
  await expect(page.getByText(/^\d+ accounts? tracked, 0 filtered$/)).toBeVisible();
  await expect(cardOf(second, first.betaReply.id)).toBeVisible();
  await expect(cardOf(second, later.alphaReply.id)).toBeVisible();
  const after = { alphaReply: reply(alpha), betaPost: post(beta) };
  await ingest(request, Object.values(after));
  await expect(cardOf(second, after.alphaReply.id)).toBeVisible();
  await expect(cardOf(second, after.betaPost.id)).toBeVisible();

  // Hide account from a card: the notice shows, the account's cards go here and in the pop-out.
  await tab(page, 'Feed');
  await cardOf(page, after.betaPost.id).getByRole('button', { name: 'Hide account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Hidden @${beta}'s posts` }),
  ).toBeVisible();
  await keepScreenshot(page, 'filters-hide-account-notice');
  await expect(cardOf(page, after.betaPost.id)).toHaveCount(0);
  await expect(cardOf(second, after.betaPost.id)).toHaveCount(0);
  await expect(cardOf(page, after.alphaReply.id)).toBeVisible();
  await expect(page.getByText(`Hidden @${beta}'s posts`)).toHaveCount(0);
  await tab(page, 'Filters');
  await expect(accountCard(page, beta).getByRole('switch', { checked: false })).toHaveCount(7);
});

test('a card hidden with Hide account comes back in place when its filter goes, without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const run = Date.now().toString(36);
  const alpha = `fua${run}`;
  const beta = `fub${run}`;
  const trader = await createWhitelistedTrader(request);
  await skipUpdateNotice(page);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    TRACKER_SETTINGS_KEY,
    JSON.stringify({ pauseOnHover: false }),
  ] as const);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);

  // One at a time, so the feed's order is the order they arrive in.
  const sent = [post(alpha), post(beta), reply(alpha), post(beta)];
  for (const item of sent) {
    await ingest(request, [item]);
    await expect(cardOf(page, item.id)).toBeVisible();
  }
  const ours = new Set(sent.map((item) => item.id));
  const order = async () =>
    (
      await page
        .locator('[data-testid="feed-card"]')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post-id')))
    ).filter((id) => id !== null && ours.has(id));
  const before = await order();
  expect(before).toEqual(sent.map((item) => item.id).reverse());
  // Set in this document only: a reload would lose it.
  await page.evaluate(() => document.documentElement.setAttribute('data-no-reload', 'yes'));

  // Hide alpha from its card: its two cards go, and a post of alpha that arrives now stays out.
  const [alphaPost, , alphaReply] = sent;
  if (!alphaPost || !alphaReply) throw new Error('posts missing');
  await cardOf(page, alphaPost.id).getByRole('button', { name: 'Hide account' }).click();
  await expect(cardOf(page, alphaPost.id)).toHaveCount(0);
  await expect(cardOf(page, alphaReply.id)).toHaveCount(0);
  const whileHidden = post(alpha);
  ours.add(whileHidden.id);
  await ingest(request, [whileHidden]);
  const marker = post(beta);
  ours.add(marker.id);
  await ingest(request, [marker]);
  await expect(cardOf(page, marker.id)).toBeVisible();
  await expect(cardOf(page, whileHidden.id)).toHaveCount(0);

  // Turn alpha's switches back on on the Filters tab: every card of alpha is back, where it was.
  await tab(page, 'Filters');
  const switches = accountCard(page, alpha).getByRole('switch', { checked: false });
  await expect(switches).toHaveCount(7);
  for (let off = 7; off > 0; off -= 1) {
    await switches.first().click();
    await expect(switches).toHaveCount(off - 1);
  }
  await expect(accountCard(page, alpha).getByRole('switch', { checked: true })).toHaveCount(7);
  await tab(page, 'Feed');
  await expect(cardOf(page, alphaPost.id)).toBeVisible();
  await expect(cardOf(page, whileHidden.id)).toBeVisible();
  expect(await order()).toEqual([marker.id, whileHidden.id, ...before]);
  await expect(page.locator('html')).toHaveAttribute('data-no-reload', 'yes');
  await keepScreenshot(page, 'filters-unhidden-in-place');
});
