import { MESSAGES } from '@launchdeck/protocol';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import { expectMainScreen, skipUpdateNotice, submitLogin } from './fixtures/app.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

type Trader = { username: string; password: string };

const contexts: BrowserContext[] = [];

// The contexts are ours, not the fixture's: close them so no socket outlives the journey.
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** One user in their own browser context (own storage, own socket), logged in on the main screen. */
async function openAs(browser: Browser, trader: Trader): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await skipUpdateNotice(page);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  return page;
}

const chatBox = (page: Page) => page.getByRole('region', { name: 'Site Chat' });
const settings = (page: Page) => page.getByRole('dialog', { name: 'Chat Settings' });

async function openSettings(page: Page) {
  await chatBox(page).getByRole('button', { name: 'Chat settings' }).click();
  await expect(settings(page)).toBeVisible();
}

async function closeSettings(page: Page) {
  await settings(page).getByRole('button', { name: 'Close' }).click();
  await expect(settings(page)).toBeHidden();
  // FC §4 pause on hover: a mouse left over the feed would queue the site-message cards.
  await chatBox(page).hover();
}

async function say(page: Page, text: string) {
  await chatBox(page).getByRole('textbox', { name: 'Chat message' }).fill(text);
  await chatBox(page).getByRole('textbox', { name: 'Chat message' }).press('Enter');
}

test('two traders chat in an invite-only group that a third never sees', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [a, b, c] = [
    await createTrader(request),
    await createTrader(request),
    await createTrader(request),
  ];
  const [pageA, pageB, pageC] = [
    await openAs(browser, a),
    await openAs(browser, b),
    await openAs(browser, c),
  ];

  // A creates an invite-only group, finding B with the invite search.
  await openSettings(pageA);
  await expect(settings(pageA).getByRole('tab', { name: 'Join Group' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(settings(pageA).getByRole('button', { name: 'Group Chat' })).toBeDisabled();
  await expect(settings(pageA).getByText('Join a group first')).toBeVisible();
  await keepScreenshot(pageA, 'chat-01-settings-join');

  await settings(pageA).getByRole('tab', { name: 'Create Group' }).click();
  const groupName = `Whales ${Date.now().toString(36)}`;
  await settings(pageA).getByPlaceholder('Group Name (must be unique)').fill(groupName);
  await settings(pageA).getByLabel('Invite Only (only specific users can join)').check();
  const search = settings(pageA).getByRole('combobox', { name: 'Invited users' });
  await search.fill(b.username.slice(0, -1));
  const match = settings(pageA).getByRole('option', { name: b.username, exact: true });
  await expect(match).toBeVisible();
  await keepScreenshot(pageA, 'chat-02-settings-create');
  await match.click();
  await expect(settings(pageA).getByRole('button', { name: `Remove ${b.username}` })).toBeVisible();
  await settings(pageA).getByRole('button', { name: 'Create Group' }).click();
  const created = settings(pageA).getByRole('status').filter({ hasText: 'created' });
  await expect(created).toBeVisible();
  const code = (await created.textContent())?.match(/\b[A-Z0-9]{8}\b/)?.[0];
  expect(code).toBeTruthy();
  await expect(settings(pageA).getByLabel('Current group')).toContainText(groupName);

  await settings(pageA).getByRole('tab', { name: 'Manage My Groups' }).click();
  const row = settings(pageA).getByRole('listitem').filter({ hasText: groupName });
  await expect(row).toContainText('Invite-Only');
  await expect(row).toContainText(code ?? '');
  await keepScreenshot(pageA, 'chat-03-settings-manage');

  // B joins by code; C, not invited, is refused.
  await openSettings(pageB);
  await settings(pageB)
    .getByPlaceholder('Enter 8-character code')
    .fill((code ?? '').toLowerCase());
  await expect(settings(pageB).getByPlaceholder('Enter 8-character code')).toHaveValue(code ?? '');
  await settings(pageB).getByRole('button', { name: 'Join Group' }).click();
  await expect(settings(pageB).getByRole('status')).toContainText(`You joined "${groupName}"`);
  await openSettings(pageC);
  await settings(pageC)
    .getByPlaceholder('Enter 8-character code')
    .fill(code ?? '');
  await settings(pageC).getByRole('button', { name: 'Join Group' }).click();
  await expect(settings(pageC).getByRole('alert')).toHaveText(MESSAGES.groupInviteOnly);
  await closeSettings(pageC);

  // A and B switch to group mode and talk; C stays public.
  for (const page of [pageA, pageB]) {
    await settings(page).getByRole('button', { name: 'Group Chat' }).click();
    await expect(settings(page).getByRole('button', { name: 'Group Chat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await closeSettings(page);
    await expect(chatBox(page)).toContainText(groupName);
  }
  await say(pageC, 'public hello from C');
  await expect(chatBox(pageC).getByText('public hello from C')).toBeVisible();
  await say(pageA, 'gm whales, only for you');
  await expect(chatBox(pageB).getByText('gm whales, only for you')).toBeVisible();
  await say(pageB, 'gm A, loud and clear');
  await expect(chatBox(pageA).getByText('gm A, loud and clear')).toBeVisible();
  await keepScreenshot(pageA, 'chat-04-chat-box-group');

  // The lines are site-message cards in the feed too, marked with the group.
  const card = pageA.getByRole('article').filter({ hasText: 'gm A, loud and clear' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(groupName);
  // With the chat column collapsed, the feed takes the width.
  await chatBox(pageA).getByRole('button', { name: 'Hide chat' }).click();
  await keepScreenshot(pageA, 'chat-05-site-message-card');
  await pageA.getByRole('button', { name: 'Show chat' }).click();

  // C, in public mode, never received the group's lines; the group never saw C's public line.
  await expect(chatBox(pageC).getByText('public hello from C')).toBeVisible();
  await expect(pageC.getByText('gm whales, only for you')).toHaveCount(0);
  await expect(pageC.getByText('gm A, loud and clear')).toHaveCount(0);
  await expect(chatBox(pageA).getByText('public hello from C')).toHaveCount(0);

  // A renames the group; B sees the new name.
  const newName = `Orcas ${Date.now().toString(36)}`;
  await openSettings(pageA);
  await settings(pageA).getByRole('tab', { name: 'Manage My Groups' }).click();
  await settings(pageA)
    .getByRole('listitem')
    .filter({ hasText: groupName })
    .getByRole('button', { name: 'Edit' })
    .click();
  await settings(pageA).getByLabel('Group name').fill(newName);
  await settings(pageA).getByRole('button', { name: 'Save Changes' }).click();
  await expect(settings(pageA).getByRole('status')).toContainText(`Group "${newName}" updated.`);
  await expect(chatBox(pageB)).toContainText(newName);

  // A watches the members; B leaves and the list updates live.
  await settings(pageA)
    .getByLabel('Current group')
    .getByRole('button', { name: 'Members' })
    .click();
  const members = pageA.getByRole('dialog', { name: newName });
  await expect(members).toContainText('Members (2)');
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await keepScreenshot(pageA, 'chat-06-members-modal');

  await openSettings(pageB);
  await settings(pageB).getByLabel('Current group').getByRole('button', { name: 'Leave' }).click();
  await expect(settings(pageB).getByRole('status')).toContainText('You left the group.');
  await expect(settings(pageB).getByRole('button', { name: 'Public Chat' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(members).toContainText('Members (1)');
  await expect(members.getByRole('listitem')).toHaveCount(1);
  // The members modal closes by a click on its overlay.
  await pageA
    .locator('.modal-backdrop')
    .last()
    .click({ position: { x: 8, y: 8 } });
  await expect(members).toBeHidden();
  await closeSettings(pageB);

  // C mutes: the notice shows, and public lines no longer reach C.
  await chatBox(pageC).getByRole('button', { name: 'Mute' }).click();
  await expect(chatBox(pageC).getByText('Chat muted', { exact: true })).toBeVisible();
  await keepScreenshot(pageC, 'chat-07-muted');
  await expect(chatBox(pageC).getByText('public hello from C')).toHaveCount(0);
  await say(pageB, 'back in public, anyone here?');
  await expect(chatBox(pageB).getByText('back in public, anyone here?')).toBeVisible();
  await expect(pageC.getByText('back in public, anyone here?')).toHaveCount(0);
  await expect(chatBox(pageC).getByRole('listitem')).toHaveCount(0);
  await expect(chatBox(pageC).getByText('Chat muted', { exact: true })).toBeHidden();
});
