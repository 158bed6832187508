import { expect, type Page, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import { openFeedInBrowser } from './fixtures/app.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

const marksOf = (page: Page, id: string) =>
  page.locator(`[data-testid="feed-card"][data-post-id="${id}"] mark.post-meme`);
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

test('meme words live on the server: add and remove change the highlighting, in every browser of the trader', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const trader = await createTrader(request);
  const page = await openFeedInBrowser(browser, trader);
  const id = `meme-e2e-${Date.now()}`;
  await ingest(request, [
    {
      id,
      text: 'ribbit season is here, a memecoin for frogs',
      author: { handle: 'frogwatcher', name: 'Frog Watcher' },
      createdAt: new Date().toISOString(),
    },
  ]);
  // The FC §3 default words: 'memecoin' holds 'coin' and 'meme'.
  await expect(marksOf(page, id)).toHaveText(['memecoin']);

  // Settings → Word Highlighting: a typed $ never enters the field; the word lights up at once.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await settingsDialog(page).getByRole('tab', { name: 'Word Highlighting' }).click();
  const field = settingsDialog(page).getByLabel('Meme word', { exact: true });
  await field.pressSequentially('$Ribbit');
  await expect(field).toHaveValue('Ribbit');
  await field.press('Enter');
  await expect(settingsDialog(page).getByRole('status').first()).toHaveText(
    'Added "ribbit" to meme words',
  );
  await expect(marksOf(page, id)).toHaveText(['ribbit', 'memecoin']);
  // FC §5: a duplicate is refused with its message.
  await field.fill('RIBBIT');
  await field.press('Enter');
  await expect(settingsDialog(page).getByRole('alert')).toHaveText(
    'Word already exists in meme list',
  );
  await keepScreenshot(page, 'settings-word-highlighting');

  // The same trader in another browser gets the list from the server, and follows changes live.
  const other = await openFeedInBrowser(browser, trader);
  await expect(marksOf(other, id)).toHaveText(['ribbit', 'memecoin']);
  for (const word of ['coin', 'meme']) {
    await settingsDialog(page)
      .getByRole('button', { name: `Remove "${word}"` })
      .click();
    await expect(settingsDialog(page).getByRole('status').first()).toHaveText(
      `Removed "${word}" from meme words`,
    );
  }
  await expect(marksOf(page, id)).toHaveText(['ribbit']);
  await expect(marksOf(other, id)).toHaveText(['ribbit']);

  // Highlighting off: no word lights up anywhere; back on, they return.
  await settingsDialog(page).getByRole('switch', { name: 'Meme highlighting' }).click();
  await expect(settingsDialog(page).getByRole('status').first()).toHaveText(
    'Meme highlighting disabled',
  );
  await expect(marksOf(other, id)).toHaveCount(0);
  await settingsDialog(page).getByRole('switch', { name: 'Meme highlighting' }).click();
  await expect(marksOf(other, id)).toHaveText(['ribbit']);

  // Meme alerts on: a live post with a meme word says so for 3 s.
  await settingsDialog(page).getByRole('switch', { name: 'Meme alerts' }).click();
  await page.keyboard.press('Escape');
  await expect(settingsDialog(page)).toBeHidden();
  await ingest(request, [
    {
      id: `${id}-alert`,
      text: 'ribbit ribbit',
      author: { handle: 'pondlord', name: 'Pond Lord' },
      createdAt: new Date().toISOString(),
    },
  ]);
  const notice = page.getByRole('button', { name: 'Meme word “ribbit” in a post by @pondlord' });
  await expect(notice).toBeVisible();
  await keepScreenshot(page, 'meme-alert-notice');
  await expect(notice).toBeHidden({ timeout: 5000 });

  // A click on a highlighted word in the other browser opens Meme Settings with it; Remove.
  await marksOf(other, id).first().click();
  const modal = other.getByRole('dialog', { name: 'Meme Settings' });
  await expect(modal.getByLabel('Meme word', { exact: true })).toHaveValue('ribbit');
  await keepScreenshot(other, 'meme-settings-modal');
  await modal.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(modal.getByRole('status').first()).toHaveText('Removed "ribbit" from meme words');
  await expect(marksOf(other, id)).toHaveCount(0);
  await expect(marksOf(page, id)).toHaveCount(0);
  await other.context().close();
  await page.context().close();
});
