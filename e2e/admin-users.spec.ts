import { ADMIN_PANEL_PATH, MESSAGES } from '@launchdeck/protocol';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  ADMIN_VIEWPORT_75PCT,
  adminToast,
  type Login,
  openAdminTab,
  ownBrowserContexts,
} from './fixtures/admin-panel.ts';
import { createTrader } from './fixtures/api.ts';
import { expectMainScreen } from './fixtures/app.ts';
import { E2E_ADMIN } from './fixtures/constants.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/**
 * Issue 16, User Management and Active Sessions: the admin adds a login, links its Discord id (a
 * bad one refused with the DA §5 sentence first), edits it, disables and re-enables it (refused
 * at login meanwhile), turns its chat off, kicks it from a second browser (which shows Session
 * Expired) and deletes it after the confirmation. A non-admin at /adminpanel111 lands on /.
 */

const openAs = ownBrowserContexts();

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const rowOf = (page: Page, tableName: string, username: string) =>
  table(page, tableName)
    .getByRole('row')
    .filter({ has: page.getByText(username, { exact: true }) });

async function loginStatus(request: APIRequestContext, login: Login) {
  const res = await request.post('/api/login', { data: login });
  return { status: res.status(), body: await res.json() };
}

test('the admin adds, links, edits, disables, mutes, kicks and deletes a login', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const first: Login = { username: `newbie_${run}`, password: 'first-password-1' };
  const renamed: Login = { username: `veteran_${run}`, password: 'second-password-2' };
  // DA §5: 17-19 digits; the clock makes it this run's own.
  const discordId = `4${String(Date.now()).padStart(17, '0')}`;

  const admin = await openAs(browser, E2E_ADMIN, ADMIN_PANEL_PATH);
  await expect(admin.getByRole('heading', { name: 'Administration Panel' })).toBeVisible();
  await expect(admin.getByRole('heading', { level: 2, name: 'User Management' })).toBeVisible();
  await expect(admin.getByRole('tab', { name: /^Enhanced Logins \(\d+\)$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // DA §5: both fields empty, then a password of only spaces, are refused in the spec's words.
  await admin.getByRole('button', { name: 'Add User' }).click();
  await expect(admin.getByRole('alert')).toHaveText(MESSAGES.usernamePasswordRequired);
  await keepScreenshot(admin, 'admin-users-00-both-empty');
  await admin.getByLabel('Username', { exact: true }).fill(first.username);
  await admin.getByLabel('Password', { exact: true }).fill('   ');
  await admin.getByRole('button', { name: 'Add User' }).click();
  await expect(admin.getByRole('alert')).toHaveText(MESSAGES.passwordEmpty);

  // Enhanced Logins: a login without a Discord id is refused before anything is sent.
  await admin.getByLabel('Username', { exact: true }).fill(first.username);
  await admin.getByLabel('Password', { exact: true }).fill(first.password);
  await admin.getByRole('button', { name: 'Add User' }).click();
  await expect(admin.getByRole('alert')).toHaveText(MESSAGES.discordRequired);
  await keepScreenshot(admin, 'admin-users-01-enhanced');

  // Legacy Logins: the same login is added without one; the form clears.
  await admin.getByRole('tab', { name: /^Legacy Logins/ }).click();
  await admin.getByLabel('Username', { exact: true }).fill(first.username);
  await admin.getByLabel('Password', { exact: true }).fill(first.password);
  await admin.getByRole('button', { name: 'Add User' }).click();
  await expect(adminToast(admin)).toHaveText(MESSAGES.userAdded);
  await expect(admin.getByLabel('Username', { exact: true })).toHaveValue('');
  const legacyRow = rowOf(admin, 'Legacy Logins', first.username);
  await expect(legacyRow).toContainText('legacy');
  await expect(legacyRow).toContainText('Not set');
  // The reserved admin is listed with no action.
  const adminRow = rowOf(admin, 'Legacy Logins', E2E_ADMIN.username);
  await expect(adminRow).toContainText('Reserved');
  await expect(adminRow.getByRole('button')).toHaveCount(0);
  await admin.getByLabel('Search users').fill(run);
  await expect(table(admin, 'Legacy Logins').getByRole('row')).toHaveCount(2);
  await admin.getByLabel('Search users').fill('');
  await keepScreenshot(admin, 'admin-users-02-legacy');

  // Set Discord User ID: a bad id shows the DA §5 sentence; a good one makes the login enhanced.
  await legacyRow.getByRole('button', { name: `Set Discord ID ${first.username}` }).click();
  const modal = admin.getByRole('dialog', { name: 'Set Discord User ID' });
  await modal.getByLabel('Discord user ID').fill('12345');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByRole('alert')).toHaveText(MESSAGES.discordInvalid);
  await keepScreenshot(admin, 'admin-users-03-discord-modal');
  await modal.getByLabel('Discord user ID').fill(discordId);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(adminToast(admin)).toHaveText(MESSAGES.discordIdSet);
  await expect(modal).toBeHidden();
  await expect(legacyRow).toHaveCount(0);
  await admin.getByRole('tab', { name: /^Enhanced Logins/ }).click();
  const enhancedRow = rowOf(admin, 'Enhanced Logins', first.username);
  await expect(enhancedRow).toContainText(discordId);
  await expect(enhancedRow).toContainText('enhanced');

  // Edit: new name and password in the row; the old password stops working.
  await enhancedRow.getByRole('button', { name: `Edit ${first.username}` }).click();
  const nameInput = admin.getByRole('textbox', { name: 'Edit username' });
  await expect(nameInput).toBeFocused();
  await nameInput.fill(renamed.username);
  await admin.getByLabel('New password').fill(renamed.password);
  await keepScreenshot(admin, 'admin-users-04-edit-mode');
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(adminToast(admin)).toHaveText(MESSAGES.userUpdated);
  const row = rowOf(admin, 'Enhanced Logins', renamed.username);
  await expect(row).toContainText(discordId);
  expect((await loginStatus(request, first)).status).toBe(401);
  expect((await loginStatus(request, renamed)).status).toBe(200);

  // Disable: the login is refused; enable: it works again.
  await row.getByRole('checkbox', { name: 'Enabled' }).uncheck();
  await expect(adminToast(admin)).toHaveText(MESSAGES.userDisabled);
  await expect(row).toContainText('Disabled');
  const refused = await loginStatus(request, renamed);
  expect(refused.status).toBe(401);
  expect(refused.body.error).toBe(MESSAGES.loginFailed);
  await row.getByRole('checkbox', { name: 'Enabled' }).check();
  await expect(adminToast(admin)).toHaveText(MESSAGES.userEnabled);
  await expect(row.getByRole('checkbox', { name: 'Enabled' })).toBeChecked();

  // Chat off.
  await row.getByRole('checkbox', { name: 'Can chat' }).uncheck();
  await expect(adminToast(admin)).toHaveText(MESSAGES.canChatDisabled);
  await expect(row.getByRole('checkbox', { name: 'Can chat' })).not.toBeChecked();

  // Kick: the login's second browser shows Session Expired; the admin's own session has no Kick.
  const member = await openAs(browser, renamed, '/');
  await expectMainScreen(member);
  await openAdminTab(admin, 'Active Sessions');
  await admin.getByLabel('Search sessions').fill(run);
  const sessionRow = table(admin, 'Active sessions').getByRole('row').filter({
    hasText: renamed.username,
  });
  await expect(sessionRow).toHaveCount(1);
  await expect(sessionRow).toContainText('Online (1)');
  await admin.getByLabel('Search sessions').fill('');
  const ownRow = table(admin, 'Active sessions')
    .getByRole('row')
    .filter({ has: admin.getByText(E2E_ADMIN.username, { exact: true }) })
    .first();
  await expect(ownRow).toContainText('You');
  await expect(ownRow.getByRole('button')).toHaveCount(0);
  await keepScreenshot(admin, 'admin-users-05-sessions');
  await sessionRow.getByRole('button', { name: `Kick ${renamed.username}` }).click();
  const kickDialog = admin.getByRole('dialog', { name: 'Kick user' });
  await expect(kickDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await kickDialog.getByRole('button', { name: 'Kick' }).click();
  await expect(adminToast(admin)).toHaveText(MESSAGES.userKicked);
  await expect(member.getByRole('dialog', { name: 'Session Expired' })).toBeVisible();
  await expect(sessionRow).toHaveCount(0);

  // Delete after the confirmation: the login is gone and refused.
  await openAdminTab(admin, 'User Management');
  await row.getByRole('button', { name: `Delete ${renamed.username}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm).toContainText(renamed.username);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(adminToast(admin)).toHaveText(MESSAGES.userDeleted);
  await expect(row).toHaveCount(0);
  expect((await loginStatus(request, renamed)).status).toBe(401);
});

test('a trader at /adminpanel111 lands on /', async ({ browser, request }) => {
  const trader = await createTrader(request);
  const page = await openAs(browser, trader, ADMIN_PANEL_PATH);
  await expectMainScreen(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Administration Panel')).toHaveCount(0);
});

/** Whether every admin table shows all of its columns, and the page does not scroll sideways. */
async function tablesFit(page: Page) {
  return page.evaluate(() => {
    const areas = Array.from(document.querySelectorAll<HTMLElement>('.admin-vrows-scroll'));
    return (
      areas.length > 0 &&
      areas.every((area) => area.scrollWidth <= area.clientWidth) &&
      document.documentElement.scrollWidth <= window.innerWidth
    );
  });
}

test('the users and sessions tables fit at 1280×720 and at 75 % zoom', async ({
  browser,
  request,
}) => {
  const trader = await createTrader(request);
  const page = await openAs(browser, E2E_ADMIN, ADMIN_PANEL_PATH);
  await page.getByRole('tab', { name: /^Legacy Logins/ }).click();
  await expect(rowOf(page, 'Legacy Logins', trader.username)).toBeVisible();
  expect(await tablesFit(page)).toBe(true);
  await openAdminTab(page, 'Active Sessions');
  await expect(table(page, 'Active sessions').getByRole('row').nth(1)).toBeVisible();
  expect(await tablesFit(page)).toBe(true);

  // At 75 % zoom the panel has a third more room.
  await page.setViewportSize(ADMIN_VIEWPORT_75PCT);
  expect(await tablesFit(page)).toBe(true);
  await keepScreenshot(page, 'admin-users-07-sessions-75pct');
  await openAdminTab(page, 'User Management');
  await page.getByRole('tab', { name: /^Legacy Logins/ }).click();
  await expect(rowOf(page, 'Legacy Logins', trader.username)).toBeVisible();
  expect(await tablesFit(page)).toBe(true);
  await keepScreenshot(page, 'admin-users-08-legacy-75pct');
});
