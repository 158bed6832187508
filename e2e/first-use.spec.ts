import { LIMITS, MESSAGES } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, type Page, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import { openAsNewTrader } from './fixtures/app.ts';
import { E2E_CA } from './fixtures/card-posts.ts';
import { E2E_ADMIN } from './fixtures/constants.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/** What a new trader runs into on a first session: the chat, groups, who is online, deletions. */

let counter = 0;
function freshPost(text: string) {
  counter += 1;
  return makePostInput({
    id: `first-use-${Date.now()}-${counter}`,
    createdAt: new Date(Date.now() + counter).toISOString(),
    text,
  });
}

const chatBox = (page: Page) => page.getByRole('region', { name: 'Site Chat' });
const chatInput = (page: Page) => chatBox(page).getByRole('textbox', { name: 'Chat message' });
const cardOf = (page: Page, id: string) =>
  page.locator(`[data-testid="feed-card"][data-post-id="${id}"]`);

test('the Connection lost bar leaves the chat input on screen', async ({
  page,
  context,
  request,
}) => {
  await openAsNewTrader(page, request);
  await ingest(
    request,
    Array.from({ length: 12 }, (_, i) => freshPost(`a long feed, post ${i}`)),
  );
  await context.setOffline(true);
  await expect(page.getByText(MESSAGES.connectionLost)).toBeVisible();

  await expect(chatInput(page)).toBeInViewport({ ratio: 1 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollHeight - document.documentElement.clientHeight,
  );
  expect(overflow).toBe(0);
  await keepScreenshot(page, 'first-use-01-connection-lost');
  await context.setOffline(false);
  await expect(page.getByText(MESSAGES.connectionLost)).toBeHidden();
});

test('a refused chat line keeps its text, with the reason beside the input', async ({
  page,
  request,
}) => {
  await openAsNewTrader(page, request);
  let alerted = false;
  page.on('dialog', (dialog) => {
    alerted = true;
    void dialog.dismiss();
  });
  const lines = chatBox(page).getByRole('listitem');
  // Ours: LIMITS.chatRate lines per window; the line past it is refused.
  for (let i = 0; i < LIMITS.chatRate.messages; i += 1) {
    await chatInput(page).fill(`gm ${i}`);
    await chatInput(page).press('Enter');
    await expect(chatInput(page)).toHaveValue('');
  }
  await expect(lines.filter({ hasText: `gm ${LIMITS.chatRate.messages - 1}` })).toBeVisible();
  await chatInput(page).fill('one gm too many');
  await chatInput(page).press('Enter');

  await expect(chatBox(page).getByRole('alert')).toContainText(MESSAGES.chatRateLimited);
  await expect(chatInput(page)).toHaveValue('one gm too many');
  expect(alerted).toBe(false);
  await keepScreenshot(page, 'first-use-02-chat-refused');
});

test('invite suggestions push the Create Group button down instead of covering it', async ({
  page,
  request,
}) => {
  await createTrader(request);
  await createTrader(request);
  await openAsNewTrader(page, request);
  await chatBox(page).getByRole('button', { name: 'Chat settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Chat Settings' });
  await settings.getByRole('tab', { name: 'Create Group' }).click();
  await settings.getByPlaceholder('Group Name (must be unique)').fill('Suggestions');
  await settings.getByLabel('Invite Only (only specific users can join)').check();
  const search = settings.getByRole('combobox', { name: 'Invited users' });

  // The reserved admin is never offered.
  await search.fill(E2E_ADMIN.username.slice(0, 3));
  await expect(settings.getByRole('option', { name: E2E_ADMIN.username })).toHaveCount(0);

  await search.fill('trader');
  const list = settings.getByRole('listbox', { name: 'Matching users' });
  await expect(list.getByRole('option').first()).toBeVisible();
  const create = settings.getByRole('button', { name: 'Create Group' });
  const [listBox, createBox] = [await list.boundingBox(), await create.boundingBox()];
  expect(listBox && createBox).toBeTruthy();
  if (listBox && createBox) expect(createBox.y).toBeGreaterThanOrEqual(listBox.y + listBox.height);
  await keepScreenshot(page, 'first-use-03-invite-suggestions');
});

test("the 'N online' count opens the list of who is online", async ({ page, request }) => {
  const trader = await openAsNewTrader(page, request);
  const count = page.getByRole('button', { name: /^\d+ online$/ });
  await expect(count).not.toHaveText('0 online');
  await count.click();
  const list = page.getByRole('region', { name: 'Online users' });
  await expect(list.getByText(trader.username, { exact: true })).toBeVisible();
  await keepScreenshot(page, 'first-use-04-online-users');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
});

test("a deleted post's address keeps its copy button and a marked trading link", async ({
  page,
  request,
}) => {
  await openAsNewTrader(page, request);
  const post = freshPost(`aping this one. CA: ${E2E_CA.solana}`);
  await ingest(request, [post]);
  await expect(cardOf(page, post.id)).toBeVisible();
  await ingest(request, [{ type: 'deleted_tweet', id: post.id }]);

  const deleted = cardOf(page, `deleted_${post.id}`);
  await expect(deleted.getByRole('button', { name: `Copy ${E2E_CA.solana}` })).toBeVisible();
  const trade = deleted.getByRole('link', {
    name: `Open ${E2E_CA.solana} on Axiom (deleted post)`,
  });
  await expect(trade).toBeVisible();
  await expect(trade).toHaveAttribute('title', /deleted post/);
  await deleted.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await keepScreenshot(page, 'first-use-05-deleted-address');
});
