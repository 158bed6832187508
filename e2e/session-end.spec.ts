import { ADMIN_API, type AdminSession, MESSAGES } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, createTrader } from './fixtures/api.ts';
import {
  expectMainScreen,
  moveMouseOffFeed,
  skipUpdateNotice,
  submitLogin,
} from './fixtures/app.ts';
import { E2E_ADMIN } from './fixtures/constants.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/** The admin's Active Sessions of one login (what the admin panel lists). */
async function sessionsOf(request: APIRequestContext, username: string) {
  const admin = await apiLogin(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const res = await request.get(ADMIN_API.sessions, {
    headers: { 'x-session-id': admin.sessionId },
  });
  expect(res.status()).toBe(200);
  const { sessions } = (await res.json()) as { sessions: AdminSession[] };
  return sessions.filter((s) => s.username === username);
}

const connectionsOf = async (request: APIRequestContext, username: string) =>
  (await sessionsOf(request, username)).map((s) => s.connections);

async function logInAsNewTrader(page: Page, request: APIRequestContext) {
  await skipUpdateNotice(page);
  const trader = await createTrader(request);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  return trader;
}

test('a reloaded or closed main window leaves no live session behind', async ({
  page,
  context,
  request,
}) => {
  const trader = await logInAsNewTrader(page, request);
  await expect.poll(() => connectionsOf(request, trader.username)).toEqual([1]);

  // FC §4: the reload asks for a fresh login; the old session's beacon ended it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect.poll(() => connectionsOf(request, trader.username)).toEqual([]);

  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await expect.poll(() => connectionsOf(request, trader.username)).toEqual([1]);

  // A second tab logs in on its own; closing both leaves nothing.
  const second = await context.newPage();
  await second.goto('/');
  await submitLogin(second, trader.username, trader.password);
  await expectMainScreen(second);
  await expect.poll(() => connectionsOf(request, trader.username)).toEqual([1, 1]);
  await second.close();
  await page.close();
  await expect.poll(() => connectionsOf(request, trader.username)).toEqual([]);
});

test('a feed pop-out keeps the session when its main window reloads or closes', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const card = (p: Page, n: number) =>
    p.locator(`[data-testid="feed-card"][data-post-id="session-end-${stamp}-${n}"]`);
  const post = (n: number) =>
    makePostInput({
      id: `session-end-${stamp}-${n}`,
      text: `pop-out keeps working ${n}`,
      createdAt: new Date(stamp + n).toISOString(),
    });
  const expired = (p: Page) => p.getByRole('dialog', { name: /Session Expired/i });
  const trader = await logInAsNewTrader(page, request);
  const [popout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Pop Out Feed', exact: true }).click(),
  ]);
  await expect.poll(() => connectionsOf(request, trader.username)).toEqual([2]);

  // The main window reloads; its beacon (a request Playwright cannot see from an unloading page)
  // keeps the session for the pop-out's socket, which goes on receiving the feed.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect.poll(() => connectionsOf(request, trader.username)).toEqual([1]);
  await moveMouseOffFeed(popout);
  await ingest(request, [post(0)]);
  await expect(card(popout, 0)).toBeVisible();
  await expect(expired(popout)).toHaveCount(0);

  // It logs in again: the pop-out follows and leaves the old session, which ends.
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await expect.poll(() => connectionsOf(request, trader.username)).toEqual([2]);

  // The main window closes: the trader keeps working in the pop-out.
  await page.close();
  await expect.poll(() => connectionsOf(request, trader.username)).toEqual([1]);
  await ingest(request, [post(1)]);
  await expect(card(popout, 1)).toBeVisible();
  await expect(expired(popout)).toHaveCount(0);
  expect(await connectionsOf(request, trader.username)).toEqual([1]);
  await keepScreenshot(popout, 'session-end-popout-after-main-closed');
});

test('the connection-lost bar overlays the page without moving the feed', async ({
  page,
  context,
  request,
}) => {
  await logInAsNewTrader(page, request);
  await moveMouseOffFeed(page);
  await ingest(request, [makePostInput({ id: `bar-${Date.now()}`, text: 'a card to watch' })]);
  const feed = page.locator('main.app-main');
  const header = page.locator('.app-header');
  const before = { feed: await feed.boundingBox(), header: await header.boundingBox() };

  await context.setOffline(true);
  const bar = page.getByText(MESSAGES.connectionLost);
  await expect(bar).toBeVisible();
  await keepScreenshot(page, 'session-end-connection-lost-overlay');
  expect(await feed.boundingBox()).toEqual(before.feed);
  expect(await header.boundingBox()).toEqual(before.header);
  await context.setOffline(false);
  await expect(bar).toBeHidden();
});

test("an admin's kick shows Session Expired alone, no connection-lost bar", async ({
  page,
  request,
}) => {
  const trader = await logInAsNewTrader(page, request);
  const admin = await apiLogin(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const kick = await request.post(ADMIN_API.kick(trader.username), {
    headers: { 'x-session-id': admin.sessionId },
  });
  expect(kick.status()).toBe(200);

  const expired = page.getByRole('dialog', { name: /Session Expired/i });
  await expect(expired).toBeVisible();
  await expect(page.locator('.connection-bar')).toBeEmpty();
  await expect(page.getByText(MESSAGES.connectionLost)).toHaveCount(0);
  await keepScreenshot(page, 'session-end-kicked');
});
