import { THEMES, TRACKER_SETTINGS_KEY } from '@launchdeck/protocol';
import { expect, type Page, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import {
  expectMainScreen,
  moveMouseOffFeed,
  skipUpdateNotice,
  submitLogin,
} from './fixtures/app.ts';
import { postsOfEveryKind } from './fixtures/card-posts.ts';
import { ingest } from './fixtures/ingest.ts';
import { serveE2eMedia } from './fixtures/media.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/** FC §9 themes in Settings → Appearance: every theme, the custom one, saved, in every window. */

// The brief's smallest screen: the dialogs must fit 1280×720 at the app's 75 % zoom.
test.use({ viewport: { width: 1280, height: 720 } });

const LABELS: Record<string, string> = { 'midnight-blue': 'Midnight Blue' };
const label = (theme: string) => LABELS[theme] ?? theme[0]?.toUpperCase() + theme.slice(1);
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Settings' });
const rootTheme = (page: Page) => page.locator('html');
const rootVariable = (page: Page, name: string) =>
  page.evaluate((variable) => document.documentElement.style.getPropertyValue(variable), name);

const CUSTOM = {
  Background: '#f6efe4',
  'Card background': '#fffaf2',
  'Primary text': '#2b1d0e',
  'Secondary text': '#5c4630',
  'Brand (buttons, accents)': '#b4451f',
  Borders: '#e3d3bd',
};

/** The whole dialog is inside the 1280×720 window (boxes are in the window's pixels, after zoom). */
async function expectInsideWindow(dialog: ReturnType<Page['getByRole']>) {
  const box = await dialog.boundingBox();
  if (!box) throw new Error('dialog not shown');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  expect(box.y + box.height).toBeLessThanOrEqual(720);
}

test('Settings → Appearance: sixteen themes and a custom one, kept after a reload and followed by a second window', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await skipUpdateNotice(page);
  await serveE2eMedia(page);
  // Pause on hover off, so the posts ingested below show under the pointer at once.
  await page.addInitScript(
    ([key]) => {
      if (!localStorage.getItem(key))
        localStorage.setItem(key, JSON.stringify({ pauseOnHover: false }));
    },
    [TRACKER_SETTINGS_KEY] as const,
  );
  const trader = await createTrader(request);
  await page.goto('/');
  await expect(rootTheme(page)).toHaveAttribute('data-theme', 'discord');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await moveMouseOffFeed(page);
  const posts = postsOfEveryKind(`themes-${Date.now()}`);
  await ingest(request, Object.values(posts));
  await expect(page.locator(`[data-post-id="${posts.original.id}"]`)).toBeVisible();

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = settingsDialog(page);
  await expect(dialog.getByRole('tab', { name: 'Appearance' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectInsideWindow(dialog);
  const themes = dialog.getByRole('group', { name: 'Theme' });
  await expect(themes.getByRole('radio')).toHaveCount(16);

  for (const theme of THEMES.filter((name) => name !== 'custom')) {
    await themes.getByRole('radio', { name: label(theme), exact: true }).check();
    await expect(rootTheme(page)).toHaveAttribute('data-theme', theme);
    await keepScreenshot(page, `theme-${theme}`);
  }

  // The radios take the arrow keys: from Lavender (last checked) back to Mint.
  await themes.getByRole('radio', { name: 'Lavender' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(rootTheme(page)).toHaveAttribute('data-theme', 'mint');

  // Custom: each picked colour shows at once.
  await themes.getByRole('radio', { name: 'Custom' }).check();
  await expect(rootTheme(page)).toHaveAttribute('data-theme', 'custom');
  for (const [name, color] of Object.entries(CUSTOM)) {
    await dialog.getByLabel(name, { exact: true }).fill(color);
  }
  expect(await rootVariable(page, '--bg-color')).toBe(CUSTOM.Background);
  expect(await rootVariable(page, '--brand')).toBe(CUSTOM['Brand (buttons, accents)']);
  await expect(rootTheme(page)).toHaveCSS('background-color', 'rgb(246, 239, 228)');
  await keepScreenshot(page, 'theme-custom');

  // A second window of the same browser (the feed pop-out) follows a theme and a colour change.
  const second = await context.newPage();
  await second.goto('/?popout=feed');
  await expect(rootTheme(second)).toHaveAttribute('data-theme', 'custom');
  expect(await rootVariable(second, '--card-bg')).toBe(CUSTOM['Card background']);
  await dialog.getByLabel('Borders', { exact: true }).fill('#c9b08f');
  await expect.poll(() => rootVariable(second, '--border-color')).toBe('#c9b08f');
  await themes.getByRole('radio', { name: 'Crimson' }).check();
  await expect(rootTheme(second)).toHaveAttribute('data-theme', 'crimson');
  expect(await rootVariable(second, '--card-bg')).toBe('');
  await second.close();

  // Saved: a reload shows the chosen theme before logging in.
  await themes.getByRole('radio', { name: 'Light' }).check();
  await page.reload();
  await expect(rootTheme(page)).toHaveAttribute('data-theme', 'light');
  await expect(rootTheme(page)).toHaveCSS('background-color', 'rgb(242, 243, 245)');
});

test('Theme export and import: the dialogs fit 1280×720, a bad paste is refused, a good one applies', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await skipUpdateNotice(page);
  const trader = await createTrader(request);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = settingsDialog(page);
  await dialog.getByRole('radio', { name: 'Purple' }).check();

  await dialog.getByRole('button', { name: 'Export Theme' }).click();
  const exported = page.getByRole('dialog', { name: 'Theme Exported' });
  await expect(exported).toBeVisible();
  await expectInsideWindow(exported);
  const json = await page.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(json)).toMatchObject({ colorTheme: 'purple' });
  await keepScreenshot(page, 'theme-exported');
  await exported.getByRole('button', { name: 'OK' }).click();

  await dialog.getByRole('radio', { name: 'Forest' }).check();
  await dialog.getByRole('button', { name: 'Import Theme' }).click();
  const importing = page.getByRole('dialog', { name: 'Import Theme' });
  await expectInsideWindow(importing);
  await importing.getByLabel('Paste the theme JSON').fill('{ "colorTheme": "neon" }');
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importing.getByRole('alert')).toContainText('Unknown theme "neon".');
  await expect(rootTheme(page)).toHaveAttribute('data-theme', 'forest');
  await keepScreenshot(page, 'theme-import-refused');
  await importing.getByLabel('Paste the theme JSON').fill(json);
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importing).toBeHidden();
  await expect(page.getByText('Theme imported: Purple.')).toBeVisible();
  await expect(rootTheme(page)).toHaveAttribute('data-theme', 'purple');
});
