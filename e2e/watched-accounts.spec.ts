import AxeBuilder from '@axe-core/playwright';
import { ADMIN_PANEL_PATH, PLATFORM_HANDLES, WATCHED_ACCOUNTS_TEXT } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, type Page, test } from '@playwright/test';
import { adminToast, openAdminTab, ownBrowserContexts } from './fixtures/admin-panel.ts';
import { createTrader } from './fixtures/api.ts';
import { expectMainScreen, moveMouseOffFeed } from './fixtures/app.ts';
import { E2E_ADMIN } from './fixtures/constants.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/**
 * Issue 50: the admin watches an account from the Watched Accounts tab (no chat command), a post
 * of it arrives, and the trader's Filters page lists it at once, without a search, with every
 * switch on (shown); the admin sees its last post and removes it, and the audit log has both.
 */

const openAs = ownBrowserContexts();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function expectNoViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map(({ id, nodes }) => ({ rule: id, nodes: nodes.map((n) => n.target.join(' ')) })),
    screen,
  ).toEqual([]);
}

/** A review picture at both sizes the brief asks for, then back to the desktop size. */
async function keepBothSizes(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await keepScreenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await keepScreenshot(page, `${name}-390`);
  await expectNoViolations(page, `${name} at 390×844`);
  await page.setViewportSize(DESKTOP);
}

test('the admin watches an account in the app; the trader’s Filters page shows it, switches on', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const handle = `wa_${run}`;

  const trader = await createTrader(request);
  const traderPage = await openAs(browser, trader, '/');
  await expectMainScreen(traderPage);
  // The pointer left on Login would rest on a card of a full feed and pause it (pause on hover).
  await moveMouseOffFeed(traderPage);

  const admin = await openAs(browser, E2E_ADMIN, ADMIN_PANEL_PATH);
  await admin.setViewportSize(DESKTOP);
  await expect(admin.getByRole('heading', { name: 'Administration Panel' })).toBeVisible();
  await openAdminTab(admin, 'Watched Accounts');
  const handleInput = admin.getByLabel('Account to watch');

  // A handle X would not take is refused before anything is sent, with the platform's rule.
  await handleInput.fill('not-an-x-handle');
  await handleInput.press('Enter');
  await expect(admin.getByRole('alert')).toHaveText(`Handle ${PLATFORM_HANDLES.twitter.message}`);

  // Added on X; no source here can look it up (the journeys' server runs none), and it says so.
  await handleInput.fill(`@${handle}`);
  await handleInput.press('Enter');
  await expect(adminToast(admin)).toHaveText(
    WATCHED_ACCOUNTS_TEXT.addedNotVerified(handle, 'twitter'),
  );
  const entry = admin
    .getByRole('list', { name: 'Watched accounts' })
    .getByRole('listitem')
    .filter({ hasText: `@${handle}` });
  await expect(entry).toContainText('No post in the feed yet');

  // A post of it arrives: the trader's feed shows it, and the Filters page lists the account at
  // once, watched (no "Not watched" tag), every switch on: its posts are shown.
  const post = makePostInput({
    id: `watched-e2e-${run}`,
    createdAt: new Date().toISOString(),
    author: { handle, name: `Watched ${run}` },
    platform: 'twitter',
    text: `first post of @${handle}`,
  });
  await ingest(request, [post]);
  await expect(traderPage.locator(`[data-post-id="${post.id}"]`)).toBeVisible();
  await traderPage.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(traderPage.getByRole('heading', { name: 'Filter Settings' })).toBeVisible();
  const card = traderPage.getByRole('group', { name: `Filters for @${handle}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Not watched')).toHaveCount(0);
  await expect(card.getByRole('switch', { name: 'Replies' })).toBeChecked();
  await expect(card.getByRole('switch', { checked: true })).toHaveCount(7);
  await expect(traderPage.getByRole('searchbox', { name: 'Search accounts' })).toHaveValue('');
  await card.scrollIntoViewIfNeeded();
  await expectNoViolations(traderPage, 'Filters page');
  await keepBothSizes(traderPage, 'watched-filters-page');

  // The admin's list shows its last post once read again; the sources' states are listed.
  await admin.getByRole('button', { name: 'Refresh' }).click();
  await expect(entry).toContainText('Last post ');
  await expect(admin.getByRole('list', { name: 'Sources' }).getByRole('listitem')).toHaveCount(3);
  await expectNoViolations(admin, 'Watched Accounts tab');
  await keepBothSizes(admin, 'watched-admin-tab');

  // Remove after the confirmation; the audit log has the add and the remove.
  await entry.getByRole('button', { name: `Stop watching @${handle}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Stop watching' }).click();
  await expect(adminToast(admin)).toHaveText(WATCHED_ACCOUNTS_TEXT.removed(handle));
  await expect(entry).toHaveCount(0);
  await openAdminTab(admin, 'Audit Log');
  const audit = admin.getByRole('table');
  await expect(
    audit.getByRole('row').filter({ hasText: 'Watched account removed' }).first(),
  ).toContainText(WATCHED_ACCOUNTS_TEXT.removed(handle));
  await expect(
    audit.getByRole('row').filter({ hasText: 'Watched account added' }).first(),
  ).toContainText(WATCHED_ACCOUNTS_TEXT.addedNotVerified(handle, 'twitter'));
});
