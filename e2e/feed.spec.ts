import {
  type PostInput,
  TRACKER_SETTINGS_KEY,
  TRANSLATION_TEXT,
  type TrackerSettings,
} from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import {
  expectMainScreen,
  moveMouseOffFeed,
  skipUpdateNotice,
  submitLogin,
} from './fixtures/app.ts';
import { E2E_CA } from './fixtures/card-posts.ts';
import { FAIL_WORD, fakeTranslation } from './fixtures/fake-libretranslate.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/** The trader's journeys on the live feed: copy, trade, pause, deletion, translation. */

async function openFeed(
  page: Page,
  request: APIRequestContext,
  settings: Partial<TrackerSettings>,
) {
  await skipUpdateNotice(page);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    TRACKER_SETTINGS_KEY,
    JSON.stringify(settings),
  ] as const);
  const trader = await createTrader(request);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await moveMouseOffFeed(page);
}

let counter = 0;
/** A post with an id unique to this run, so earlier journeys' posts never match. */
function freshPost(overrides: Partial<PostInput> = {}): PostInput {
  counter += 1;
  return makePostInput({
    id: `feed-e2e-${Date.now()}-${counter}`,
    createdAt: new Date(Date.now() + counter).toISOString(),
    ...overrides,
  });
}

const cards = (page: Page) => page.locator('[data-testid="feed-card"]');
const cardOf = (page: Page, id: string) =>
  page.locator(`[data-testid="feed-card"][data-post-id="${id}"]`);

test.describe('contract addresses', () => {
  test('copying an address puts exactly it on the clipboard', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openFeed(page, request, { pauseOnHover: false });
    const post = freshPost({ text: `new launch, CA: ${E2E_CA.solana} — do not fade` });
    await ingest(request, [post]);

    await cardOf(page, post.id)
      .getByRole('button', { name: `Copy ${E2E_CA.solana}` })
      .click();
    await expect(cardOf(page, post.id).getByRole('status')).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(E2E_CA.solana);
    await keepScreenshot(page, 'feed-address-copied');
  });

  const chains = [
    {
      name: 'Solana on Axiom (default)',
      settings: {},
      address: E2E_CA.solana,
      link: 'Axiom',
      url: `https://axiom.trade/t/${E2E_CA.solana}?chain=sol`,
    },
    {
      name: 'Solana on Photon',
      settings: { contractButtonPlatform: 'photon' },
      address: E2E_CA.solana,
      link: 'Photon',
      url: `https://photon-sol.tinyastro.io/en/lp/${E2E_CA.solana}`,
    },
    {
      name: 'BNB on GMGN (default)',
      settings: {},
      address: E2E_CA.bnb,
      link: 'GMGN',
      url: `https://gmgn.ai/bsc/token/${E2E_CA.bnb}`,
    },
    {
      name: 'BNB on Axiom',
      settings: { bnbButtonPlatform: 'axiom' },
      address: E2E_CA.bnb,
      link: 'Axiom',
      url: `https://axiom.trade/meme/${E2E_CA.bnb}?chain=bnb`,
    },
  ] as const;

  for (const chain of chains) {
    test(`the trading link opens ${chain.name}`, async ({ page, context, request }) => {
      // The trading sites are not reachable from here: answer them locally and see where we land.
      await context.route(
        /^https:\/\/(axiom\.trade|photon-sol\.tinyastro\.io|gmgn\.ai)\//,
        (route) => route.fulfill({ contentType: 'text/html', body: '<title>trading site</title>' }),
      );
      await openFeed(page, request, { pauseOnHover: false, ...chain.settings });
      const post = freshPost({ text: `CA ${chain.address}` });
      await ingest(request, [post]);

      const link = cardOf(page, post.id).getByRole('link', {
        name: `Open ${chain.address} on ${chain.link}`,
      });
      await expect(link).toHaveAttribute('href', chain.url);
      const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(chain.url);
    });
  }
});

test.describe('pause on hover', () => {
  test('queues posts under the mouse and merges them, newest first, on leave', async ({
    page,
    request,
  }) => {
    await openFeed(page, request, { pauseOnHover: true });
    const first = freshPost({ text: 'the post under the mouse' });
    await ingest(request, [first]);
    await expect(cardOf(page, first.id)).toBeVisible();

    await cardOf(page, first.id).hover();
    const queued = [freshPost({ text: 'queued one' }), freshPost({ text: 'queued two' })];
    await ingest(request, queued);
    await expect(page.getByText('PAUSED (2 queued)')).toBeVisible();
    await expect(cardOf(page, queued[0]?.id ?? '')).toHaveCount(0);
    await keepScreenshot(page, 'feed-paused');

    await moveMouseOffFeed(page);
    await expect(page.getByText(/PAUSED/)).toHaveCount(0);
    const ids = await cards(page).evaluateAll((list) =>
      list.slice(0, 3).map((card) => card.getAttribute('data-post-id')),
    );
    expect(ids).toEqual([queued[1]?.id, queued[0]?.id, first.id]);
  });

  test('a burst while paused is capped at 50 on leave', async ({ page, request }) => {
    await openFeed(page, request, { pauseOnHover: true });
    const first = freshPost({ text: 'hover target' });
    await ingest(request, [first]);
    await cardOf(page, first.id).hover();

    const burst = Array.from({ length: 60 }, (_, i) => freshPost({ text: `burst ${i}` }));
    await ingest(request, burst);
    // FC §9: the pause queue itself holds at most 50.
    await expect(page.getByText('PAUSED (50 queued)')).toBeVisible();
    await moveMouseOffFeed(page);

    const newest = burst[burst.length - 1];
    await expect(cardOf(page, newest?.id ?? '')).toBeVisible();
    await expect(cards(page)).toHaveCount(50);
    await expect(cardOf(page, first.id)).toHaveCount(0);
  });
});

test('a deletion turns the card into a deleted entry at the top', async ({ page, request }) => {
  await openFeed(page, request, { pauseOnHover: false });
  const doomed = freshPost({ text: 'this post will be deleted' });
  const later = freshPost({ text: 'a newer post' });
  await ingest(request, [doomed, later]);
  await expect(cardOf(page, later.id)).toBeVisible();

  await ingest(request, [{ type: 'deleted_tweet', id: doomed.id }]);
  const deleted = cardOf(page, `deleted_${doomed.id}`);
  await expect(deleted).toHaveAttribute('data-kind', 'deleted');
  await expect(deleted).toContainText('this post will be deleted');
  await expect(cardOf(page, doomed.id)).toHaveCount(0);
  await expect(cards(page).first()).toHaveAttribute('data-post-id', `deleted_${doomed.id}`);
  await keepScreenshot(page, 'feed-deleted-entry');
});

test.describe('translation', () => {
  test('shows the English text per block, and the failure text', async ({ page, request }) => {
    await openFeed(page, request, { pauseOnHover: false });
    const chinese = '新代币今天上线';
    const russian = 'Согласен. Ликвидность важнее хайпа, всегда.';
    const good = freshPost({
      text: chinese,
      isQuote: true,
      quotedTweet: { handle: 'ivan', name: 'Ivan', text: russian },
    });
    const bad = freshPost({ text: `${FAIL_WORD} Привет всем, друзья` });
    const english = freshPost({ text: 'plain English needs no translation' });
    await ingest(request, [good, bad, english]);

    const translate = (id: string) =>
      cardOf(page, id).getByRole('button', { name: TRANSLATION_TEXT.button, exact: true });
    await expect(translate(english.id)).toHaveCount(0);

    await translate(good.id).click();
    await expect(cardOf(page, good.id)).toContainText(fakeTranslation(chinese));
    await expect(cardOf(page, good.id)).toContainText(fakeTranslation(russian));

    await translate(bad.id).click();
    await expect(cardOf(page, bad.id)).toContainText(TRANSLATION_TEXT.failed);
    await keepScreenshot(page, 'feed-translation');
  });
});
