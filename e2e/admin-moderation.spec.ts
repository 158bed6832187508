import { ADMIN_PANEL_PATH, MESSAGES, type PostInput } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN_VIEWPORT_75PCT,
  adminToast,
  openAdminTab,
  ownBrowserContexts,
} from './fixtures/admin-panel.ts';
import { createTrader } from './fixtures/api.ts';
import { expectMainScreen, moveMouseOffFeed } from './fixtures/app.ts';
import { E2E_ADMIN } from './fixtures/constants.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/**
 * Issue 16: the admin moderates from /adminpanel111 while a trader uses the site in a second
 * browser — blocks an account whose card then leaves the trader's feed, unblocks it, sends an
 * alert the trader reads, reads the trader's chat line, sees the trader's chat mode, whitelists
 * and un-whitelists the trader, and finds all of it in the audit log.
 */

const openAs = ownBrowserContexts();

const cardOf = (page: Page, id: string) =>
  page.locator(`[data-testid="feed-card"][data-post-id="${id}"]`);
const chatBox = (page: Page) => page.getByRole('region', { name: 'Site Chat' });

test('the admin blocks and unblocks an account, alerts, reads the chat, whitelists and audits', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const handle = `rugpuller_${run}`;
  let counter = 0;
  const postBy = (authorHandle: string, text: string): PostInput => {
    counter += 1;
    return makePostInput({
      id: `admin-mod-${run}-${counter}`,
      createdAt: new Date(Date.now() + counter).toISOString(),
      author: { handle: authorHandle, name: authorHandle },
      text,
    });
  };

  // The trader watches the feed in the second browser; the account to block has a card there.
  const trader = await createTrader(request);
  const traderPage = await openAs(browser, trader, '/');
  await expectMainScreen(traderPage);
  await moveMouseOffFeed(traderPage);
  const doomed = postBy(`RugPuller_${run}`, 'free airdrop, connect your wallet 🎁');
  await ingest(request, [doomed]);
  await expect(cardOf(traderPage, doomed.id)).toBeVisible();

  const admin = await openAs(browser, E2E_ADMIN, ADMIN_PANEL_PATH);
  await expect(admin.getByRole('heading', { name: 'Administration Panel' })).toBeVisible();

  // Blocked Accounts: an empty handle is refused before sending; '@' and capitals are dropped.
  await openAdminTab(admin, 'Blocked Accounts');
  const handleInput = admin.getByLabel('Account to block');
  await handleInput.fill(' @ ');
  await handleInput.press('Enter');
  await expect(admin.getByRole('alert')).toHaveText(MESSAGES.handleRequired);
  await handleInput.fill(`@RUGPULLER_${run}`);
  await handleInput.press('Enter');
  await expect(adminToast(admin)).toHaveText(MESSAGES.accountBlocked);
  const blockedList = admin.getByRole('list', { name: 'Blocked accounts' });
  await expect(blockedList.getByText(`@${handle}`, { exact: true })).toBeVisible();
  await expect(handleInput).toHaveValue('');
  // The card leaves the trader's feed at once; a new post of the account is dropped, another
  // account's post still arrives.
  await expect(cardOf(traderPage, doomed.id)).toHaveCount(0);
  const droppedLater = postBy(handle, 'second airdrop, hurry');
  const marker = postBy(`bystander_${run}`, 'an honest post');
  await ingest(request, [droppedLater, marker]);
  await expect(cardOf(traderPage, marker.id)).toBeVisible();
  await expect(cardOf(traderPage, droppedLater.id)).toHaveCount(0);
  await keepScreenshot(admin, 'admin-moderation-01-blocked-accounts');

  // Unblock after the confirmation: the account's next post reaches the feed again.
  await admin.getByRole('button', { name: `Unblock @${handle}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Unblock account' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await keepScreenshot(admin, 'admin-moderation-02-unblock-confirm');
  await confirm.getByRole('button', { name: 'Unblock' }).click();
  await expect(adminToast(admin)).toHaveText(MESSAGES.accountUnblocked);
  await expect(admin.getByText(`@${handle}`, { exact: true })).toHaveCount(0);
  const welcomeBack = postBy(handle, 'sorry, no more airdrops');
  await ingest(request, [welcomeBack]);
  await expect(cardOf(traderPage, welcomeBack.id)).toBeVisible();

  // Alerts: an empty message is refused; a sent one opens the trader's Admin Announcement.
  await openAdminTab(admin, 'Alerts');
  await admin.getByRole('button', { name: 'Send Alert' }).click();
  await expect(admin.getByRole('alert')).toHaveText(MESSAGES.alertMessageRequired);
  const announcement = `Maintenance tonight ${run} <b>not bold</b>`;
  const alertBox = admin.getByLabel('Message to every connected user');
  await alertBox.fill(announcement);
  await expect(admin.getByText(`${announcement.length} / 1000`)).toBeVisible();
  await admin.getByRole('button', { name: 'Send Alert' }).click();
  await expect(adminToast(admin)).toHaveText(/^Alert sent to [1-9]\d* user\(s\)$/);
  await expect(alertBox).toHaveValue('');
  const modal = traderPage.getByRole('dialog', { name: 'Admin Announcement' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(announcement, { exact: true })).toBeVisible();
  await keepScreenshot(traderPage, 'admin-moderation-03-trader-announcement');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
  // The admin who sent it is connected too, but is not shown their own alert.
  await expect(admin.getByRole('dialog', { name: 'Admin Announcement' })).toHaveCount(0);
  await alertBox.fill('draft for the screenshot');
  await keepScreenshot(admin, 'admin-moderation-04-alerts');

  // Chat Logs: the trader's line is found by a search, shown exactly as typed (chat refuses
  // HTML tags; an entity stays the characters typed).
  const line = `wen moon ${run} <3 &amp; gm`;
  await chatBox(traderPage).getByRole('textbox', { name: 'Chat message' }).fill(line);
  await chatBox(traderPage).getByRole('textbox', { name: 'Chat message' }).press('Enter');
  await expect(chatBox(traderPage).getByText(line)).toBeVisible();
  await openAdminTab(admin, 'Chat Logs');
  await admin.getByLabel('Search chat').fill(`moon ${run}`);
  const logTable = admin.getByRole('table', { name: 'Chat log, newest first' });
  const logRow = logTable.getByRole('row').filter({ hasText: line });
  await expect(logRow).toHaveCount(1);
  await expect(logRow.getByRole('cell').nth(3)).toHaveText(trader.username);
  await expect(logRow.getByRole('cell').nth(1)).toHaveText('public');
  await expect(logRow.getByRole('cell').nth(4)).toHaveText(line);
  await keepScreenshot(admin, 'admin-moderation-05-chat-logs');

  // Chat Modes: the trader is connected, chatting in public.
  await openAdminTab(admin, 'Chat Modes');
  const active = admin.getByRole('list', { name: 'Users connected now' });
  await expect(active.getByRole('listitem').filter({ hasText: trader.username })).toHaveText(
    `${trader.username}public`,
  );
  await keepScreenshot(admin, 'admin-moderation-06-chat-modes');

  // Command Whitelist: add the trader (an empty name refused first), then remove after confirming.
  await openAdminTab(admin, 'Command Whitelist');
  const nameInput = admin.getByLabel('Username to allow');
  await admin.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(admin.getByRole('alert')).toHaveText(MESSAGES.whitelistUsernameRequired);
  await nameInput.fill(trader.username);
  await nameInput.press('Enter');
  await expect(adminToast(admin)).toHaveText(MESSAGES.whitelistAdded);
  const allowed = admin.getByRole('list', { name: 'Users allowed to use commands' });
  await expect(allowed.getByText(trader.username, { exact: true })).toBeVisible();
  await keepScreenshot(admin, 'admin-moderation-07-whitelist');
  await admin
    .getByRole('button', { name: `Remove ${trader.username} from the command whitelist` })
    .click();
  await admin
    .getByRole('dialog', { name: 'Remove from command whitelist' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(adminToast(admin)).toHaveText(MESSAGES.whitelistRemoved);
  await expect(admin.getByText(trader.username, { exact: true })).toHaveCount(0);

  // Audit Log: every action above, newest first, found by what they were done to.
  await openAdminTab(admin, 'Audit Log');
  const audit = admin.getByRole('table', { name: 'Admin actions, newest first' });
  const search = admin.getByLabel('Search audit log');
  await search.fill(handle);
  await expect(audit.getByRole('row').nth(1)).toContainText('Account unblocked');
  await expect(audit.getByRole('row').nth(2)).toContainText('Account blocked');
  await search.fill(trader.username);
  await expect(audit.getByRole('row').nth(1)).toContainText('Command whitelist: removed');
  await expect(audit.getByRole('row').nth(2)).toContainText('Command whitelist: added');
  await search.fill('');
  await expect(audit.getByRole('row').filter({ hasText: 'Alert sent' }).first()).toBeVisible();
  await keepScreenshot(admin, 'admin-moderation-08-audit-log');

  // At 75 % zoom the panel has a third more room: the same tabs, laid out wider and taller.
  await admin.setViewportSize(ADMIN_VIEWPORT_75PCT);
  await keepScreenshot(admin, 'admin-moderation-09-audit-log-75pct');
  await openAdminTab(admin, 'Chat Logs');
  await keepScreenshot(admin, 'admin-moderation-10-chat-logs-75pct');
});
