import { TRANSLATION_TEXT } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import {
  type APIRequestContext,
  request as apiRequest,
  type Browser,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { moveMouseOffFeed, openAsNewTrader } from './fixtures/app.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';
import { type RestartableServer, restartableServer } from './fixtures/server.ts';

/**
 * Issue 50, a trader's first minutes: a card's age ticks (one timer for the feed, the browser's
 * clock driven by Playwright so nothing sleeps), Translate is not offered on a server without a
 * translator, and a group's code has a Copy button.
 */

const cardOf = (page: Page, id: string) =>
  page.locator(`[data-testid="feed-card"][data-post-id="${id}"]`);

let serial = 0;
function freshPost(text: string) {
  serial += 1;
  return makePostInput({
    id: `first-day-${Date.now().toString(36)}-${serial}`,
    createdAt: new Date().toISOString(),
    text,
  });
}

test('a card says how old its post is, and the age ticks as time passes', async ({
  page,
  request,
}) => {
  // The browser's clock is Playwright's: it runs on from now, and the journey moves it forward.
  await page.clock.install();
  await openAsNewTrader(page, request);
  const post = freshPost('first day: an age that ticks');
  await ingest(request, [post]);
  const age = cardOf(page, post.id).getByTestId('post-age');
  await expect(age).toHaveText('now');
  await expect(age).toHaveAttribute('aria-label', 'Posted just now');
  // The delivery latency stays in its tooltip, named so.
  await age.hover();
  await expect(page.getByRole('tooltip')).toContainText('Delivery latency');
  await moveMouseOffFeed(page);

  await page.clock.fastForward(12_000);
  await expect(age).toHaveText(/^1[2-4]s$/);
  await expect(age).toHaveAttribute('aria-label', /^Posted 1[2-4] seconds ago$/);
  await keepScreenshot(page, 'first-day-age-12s');

  await page.clock.fastForward('03:00');
  await expect(age).toHaveText('3m');
  await expect(age).toHaveAttribute('aria-label', 'Posted 3 minutes ago');

  await page.clock.fastForward('02:00:00');
  await expect(age).toHaveText('2h');
  await expect(age).toHaveAttribute('aria-label', 'Posted 2 hours ago');
});

test.describe('a server without a translator', () => {
  let server: RestartableServer;
  let api: APIRequestContext;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The e2e servers have LIBRETRANSLATE_URL; this one has no translator at all.
    server = await restartableServer();
    await server.start();
    api = await apiRequest.newContext({ baseURL: server.baseURL });
  });

  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
  });

  test('offers no Translate on a post in another script', async ({ page }) => {
    await openAsNewTrader(page, api, `${server.baseURL}/`);
    const post = freshPost('新代币今天上线');
    await ingest(api, [post]);
    const card = cardOf(page, post.id);
    await expect(card).toContainText('新代币今天上线');
    await expect(card.getByRole('button', { name: TRANSLATION_TEXT.button })).toHaveCount(0);
    await keepScreenshot(page, 'first-day-no-translator');
  });
});

test('the main server, which has a translator, offers Translate on the same post', async ({
  page,
  request,
}) => {
  await openAsNewTrader(page, request);
  const post = freshPost('新代币今天上线');
  await ingest(request, [post]);
  await expect(
    cardOf(page, post.id).getByRole('button', { name: TRANSLATION_TEXT.button }),
  ).toBeVisible();
});

async function openChatSettings(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await openAsNewTrader(page, request);
  await page
    .getByRole('region', { name: 'Site Chat' })
    .getByRole('button', { name: 'Chat settings' })
    .click();
  const settings = page.getByRole('dialog', { name: 'Chat Settings' });
  await expect(settings).toBeVisible();
  return { page, settings };
}

test("a group's code is copied with its Copy button", async ({ browser, request }) => {
  const { page, settings } = await openChatSettings(browser, request);
  await settings.getByRole('tab', { name: 'Create Group' }).click();
  const name = `Copy ${Date.now().toString(36)}`;
  await settings.getByPlaceholder('Group Name (must be unique)').fill(name);
  await settings.getByRole('button', { name: 'Create Group' }).click();
  const created = settings.getByRole('status').filter({ hasText: 'created' });
  await expect(created).toBeVisible();
  const code = (await created.textContent())?.match(/\b[A-Z0-9]{8}\b/)?.[0] ?? '';
  expect(code).toHaveLength(8);

  await settings.getByRole('tab', { name: 'Manage My Groups' }).click();
  // The Current group line has its own Copy too: this is the one in Manage My Groups.
  const copy = settings
    .getByRole('tabpanel', { name: 'Manage My Groups' })
    .getByRole('button', { name: `Copy code ${code}` });
  await copy.click();
  await expect(copy).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await keepScreenshot(page, 'first-day-group-code-copied');
  await page.context().close();
});
