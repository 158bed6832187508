import { WHITELIST_MESSAGES } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { logInToWallets } from './fixtures/deploy-trader.ts';
import { ingest } from './fixtures/ingest.ts';
import { e2eImage } from './fixtures/media.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/**
 * Issue 14: Deploy Settings → Whitelists and Image Settings change how the deploy form opens for a
 * post. An author on the bonk whitelist opens on bonk, and on the default platform (pump) once
 * removed; a duplicate entry is refused. An account override to ASCII opens that author's post in
 * ASCII mode, its images still offered.
 */

function postBy(handle: string, run: string) {
  return makePostInput({
    id: `whitelist-${run}`,
    text: 'Toad Kingdom rises today',
    createdAt: new Date().toISOString(),
    author: { handle, name: handle, avatar: e2eImage(`${handle}-pfp`, 200, 200) },
    platform: 'twitter',
    tweetUrl: `https://x.com/${handle}/status/1900000000000000042`,
    media: { images: [{ url: e2eImage('toad-1') }] },
  });
}

async function openCategory(page: Page, name: string): Promise<Locator> {
  const settings = page.getByRole('dialog', { name: 'Deploy Settings' });
  if (!(await settings.isVisible())) {
    await page.getByRole('button', { name: 'Deploy Settings', exact: true }).click();
  }
  await settings.getByRole('tab', { name }).click();
  return settings;
}

async function closeSettings(page: Page) {
  const settings = page.getByRole('dialog', { name: 'Deploy Settings' });
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
  await page.mouse.move(5, 5); // the × may sit over the feed, which pauses under it
}

/** Clicks the post's Deploy button and answers the Token Deploy modal it opens. */
async function openDeployForm(page: Page, postId: string, handle: string): Promise<Locator> {
  const card = page.locator(`[data-testid="feed-card"][data-post-id="${postId}"]`);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Deploy a token from @${handle}'s post` }).click();
  const modal = page.getByRole('dialog', { name: 'Token Deploy' });
  await expect(modal.getByLabel('Name', { exact: true })).toHaveValue('Toad Kingdom rises today');
  return modal;
}

async function closeDeployForm(page: Page, modal: Locator) {
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await page.mouse.move(5, 5);
}

const platform = (form: Locator, name: string) =>
  form.locator('.deploy-platforms').getByRole('button', { name, exact: true });

test('a bonk-whitelisted author opens on bonk, on pump once removed; a duplicate is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await logInToWallets(page, request);
  const run = String(Date.now());
  const handle = `toadking${run.slice(-6)}`;

  const settings = await openCategory(page, 'Whitelists');
  const bonk = settings.getByRole('region', { name: 'bonk whitelist' });
  await bonk.getByLabel('Username to add to the bonk whitelist').fill(`  @${handle.toUpperCase()}`);
  await bonk.getByLabel('Username to add to the bonk whitelist').press('Enter');
  await expect(bonk.getByRole('listitem')).toHaveCount(4);
  await expect(bonk.getByText(handle, { exact: true })).toBeVisible();
  await expect(bonk.getByText('4 accounts')).toBeVisible();
  // DA §2: each list scrolls past 200 px.
  await expect(bonk.locator('ul')).toHaveCSS('max-height', '200px');
  await expect(bonk.locator('ul')).toHaveCSS('overflow-y', 'auto');

  await bonk.getByLabel('Username to add to the bonk whitelist').fill(`@${handle}`);
  await bonk.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(bonk.getByRole('alert')).toHaveText(WHITELIST_MESSAGES.duplicate);
  await expect(bonk.getByRole('listitem')).toHaveCount(4);
  await keepScreenshot(page, 'deploy-settings-whitelists');
  await closeSettings(page);

  const post = postBy(handle, run);
  await ingest(request, [post]);
  let form = await openDeployForm(page, post.id, handle);
  await expect(platform(form, 'bonk')).toHaveAttribute('aria-pressed', 'true');
  await keepScreenshot(page, 'deploy-form-whitelisted-bonk');
  await closeDeployForm(page, form);

  const again = await openCategory(page, 'Whitelists');
  const bonkAgain = again.getByRole('region', { name: 'bonk whitelist' });
  await bonkAgain.getByRole('button', { name: `Remove ${handle} from bonk whitelist` }).click();
  await expect(bonkAgain.getByText(handle, { exact: true })).toHaveCount(0);
  await expect(bonkAgain.getByText('3 accounts')).toBeVisible();
  await closeSettings(page);

  form = await openDeployForm(page, post.id, handle);
  await expect(platform(form, 'pump')).toHaveAttribute('aria-pressed', 'true');
  await expect(platform(form, 'bonk')).toHaveAttribute('aria-pressed', 'false');
});

test("an account override to ASCII opens that author's post in ASCII mode", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await logInToWallets(page, request);
  const run = String(Date.now());
  const handle = `pixeltoad${run.slice(-6)}`;

  const settings = await openCategory(page, 'Image Settings');
  const accounts = settings.getByRole('region', { name: 'Account overrides' });
  await accounts.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(accounts.getByRole('alert')).toHaveText('Please enter a username');
  await accounts.getByLabel('Username').fill(`@${handle.toUpperCase()}`);
  await accounts.getByLabel('Image type').selectOption('ascii');
  await accounts.getByRole('button', { name: 'Add', exact: true }).click();
  const listed = accounts.getByRole('listitem', { name: handle });
  await expect(listed).toContainText('ASCII');
  // The server's drawing of the account's name, as the form shows it.
  const preview = listed.getByRole('img', { name: `${handle} image preview` });
  await expect(preview).toHaveAttribute('src', `/api/token-images/ascii.png?name=${handle}`);
  await expect
    .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expect(accounts.getByRole('listitem', { name: 'elonmusk' })).toBeVisible();
  await keepScreenshot(page, 'deploy-settings-image-settings');
  await closeSettings(page);

  const post = postBy(handle, run);
  await ingest(request, [post]);
  const form = await openDeployForm(page, post.id, handle);
  await expect(form.getByRole('button', { name: 'ASCII', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The post's image and the author's picture are still offered, none selected.
  await expect(form.getByRole('button', { name: /^Image \d$/ })).toHaveCount(2);
  await expect(form.getByRole('button', { name: /^Image \d$/, pressed: true })).toHaveCount(0);
  await expect(form.getByRole('img', { name: 'ASCII image preview' })).toBeVisible();
  await keepScreenshot(page, 'deploy-form-ascii-override');
});
