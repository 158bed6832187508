import {
  DEPLOY_SETTINGS_FIELDS,
  TRACKER_SETTINGS_KEY,
  TrackerSettings,
} from '@launchdeck/protocol';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createWhitelistedTrader } from './fixtures/api.ts';
import { expectMainScreen, skipUpdateNotice, submitLogin } from './fixtures/app.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/**
 * FC §2 / §3 Settings → Sounds & Notifications, Contract Addresses and Advanced: a corrupt import
 * changes nothing, the export round-trips every tracker setting through an import, and a second
 * window follows a change made in Sounds.
 */

// The brief's smallest screen: the dialog must fit 1280×720 at the app's 75 % zoom.
test.use({ viewport: { width: 1280, height: 720 } });

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Settings' });
const openTab = (page: Page, name: string) =>
  dialogOf(page).getByRole('tab', { name, exact: true }).click();

/** The tracker's own fields of the stored settings (the deploy settings share the key). */
const feedFields = (page: Page) =>
  page.evaluate(
    ([key, names]) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      return Object.fromEntries(names.map((name) => [name, stored[name]]));
    },
    [
      TRACKER_SETTINGS_KEY,
      Object.keys(TrackerSettings.shape).filter(
        (name) => !Object.hasOwn(DEPLOY_SETTINGS_FIELDS, name),
      ),
    ] as const,
  );
const storedText = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), TRACKER_SETTINGS_KEY);

/** The whole dialog is inside the 1280×720 window (boxes are in the window's pixels, after zoom). */
async function expectInsideWindow(dialog: Locator) {
  const box = await dialog.boundingBox();
  if (!box) throw new Error('dialog not shown');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  expect(box.y + box.height).toBeLessThanOrEqual(720);
}

async function logIn(page: Page, trader: { username: string; password: string }) {
  await skipUpdateNotice(page);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
}

/** Makes an account watched with the chat's /add, so the account pickers offer it. */
async function watch(page: Page, handle: string) {
  const input = page
    .getByRole('region', { name: 'Site Chat' })
    .getByRole('textbox', { name: 'Chat message' });
  await input.fill(`/add @${handle}`);
  await input.press('Enter');
  await expect(page.getByText(`Now watching @${handle}`)).toBeVisible();
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(dialogOf(page)).toBeVisible();
}

/** Adds a handle with one of the category's account pickers. */
async function pick(page: Page, picker: string, handle: string) {
  await dialogOf(page).getByRole('combobox', { name: picker }).fill(handle);
  await dialogOf(page).getByRole('combobox', { name: picker }).press('Enter');
}

test('Settings → Advanced: a corrupt import changes nothing; export, change, import round-trips every feed setting; a second window follows Sounds', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const trader = await createWhitelistedTrader(request);
  await logIn(page, trader);
  // Two watched accounts, unique to this run (the server's list is shared), for the pickers.
  const stamp = Date.now().toString(36);
  const [ray, ton] = [`ray${stamp}`, `ton${stamp}`];
  await watch(page, ray);
  await watch(page, ton);
  await openSettings(page);
  const dialog = dialogOf(page);

  // A corrupt paste: the spec's message, nothing saved.
  await openTab(page, 'Advanced');
  await expectInsideWindow(dialog);
  await keepScreenshot(page, 'settings-advanced');
  const before = await storedText(page);
  await dialog.getByRole('button', { name: 'Import Tracker Settings' }).click();
  const importing = page.getByRole('dialog', { name: 'Import Tracker Settings' });
  await importing.getByLabel('Settings JSON').fill('{ "notificationsEnabled": ');
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importing.getByRole('alert')).toHaveText(
    'Invalid JSON format! Please check your settings.',
  );
  await keepScreenshot(page, 'settings-import-refused');
  expect(await storedText(page)).toBe(before);
  await importing.getByRole('button', { name: 'Cancel' }).click();

  // Several settings, in the three categories.
  await openTab(page, 'Sounds & Notifications');
  await dialog.getByRole('switch', { name: 'Sound notifications' }).uncheck();
  await dialog.getByRole('slider', { name: 'Volume' }).fill('30');
  await expect(dialog.getByText('30 %')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Specific accounts' }).check();
  await pick(page, 'Add an account to notify', '@Alpha_Trader');
  await pick(page, 'Add an account to notify', 'beta');
  await dialog.getByRole('combobox', { name: 'Default sound' }).selectOption('chime');
  await dialog.getByRole('combobox', { name: 'Sound for the added account' }).selectOption('metal');
  // The picker offers the watched accounts matching what is typed; the arrows and Enter pick one.
  const soundPicker = dialog.getByRole('combobox', { name: 'Add an account with its own sound' });
  await soundPicker.fill(stamp.toUpperCase());
  const matches = dialog.getByRole('listbox', { name: 'Matching accounts' }).getByRole('option');
  await expect(matches).toHaveText([new RegExp(`@${ray}$`), new RegExp(`@${ton}$`)]);
  await keepScreenshot(page, 'settings-sounds-picker');
  await soundPicker.press('ArrowDown');
  await soundPicker.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Accounts that notify' })).toContainText(
    '@alpha_trader',
  );
  await expect(dialog.getByRole('list', { name: 'Accounts with their own sound' })).toContainText(
    `@${ray}`,
  );
  await expectInsideWindow(dialog);
  await keepScreenshot(page, 'settings-sounds');

  await openTab(page, 'Contract Addresses');
  await dialog.getByRole('switch', { name: 'Contract address sound' }).uncheck();
  await dialog.getByLabel('Sound for a new contract address').selectOption('destroyer');
  await dialog
    .getByRole('group', { name: 'Solana platform' })
    .getByRole('radio', { name: 'Photon' })
    .check();
  await dialog
    .getByRole('group', { name: 'BNB platform' })
    .getByRole('radio', { name: 'Axiom' })
    .check();
  await expectInsideWindow(dialog);
  await keepScreenshot(page, 'settings-contract-addresses');

  await openTab(page, 'Advanced');
  await dialog.getByRole('switch', { name: 'Download image on click' }).check();

  const changed = await feedFields(page);
  expect(changed).toMatchObject({
    notificationsEnabled: false,
    notificationVolume: 0.3,
    notificationAccounts: 'specific',
    specificAccounts: ['alpha_trader', 'beta'],
    defaultSound: 'chime',
    accountSounds: { [ray]: 'metal' },
    contractAddressSoundEnabled: false,
    contractAddressSound: 'destroyer',
    contractButtonPlatform: 'photon',
    bnbButtonPlatform: 'axiom',
    devSettings: { downloadImageOnClick: true, copyUrlOnClick: false },
  });

  // Export: the clipboard holds exactly the stored feed settings.
  await dialog.getByRole('button', { name: 'Export Settings' }).click();
  const exported = page.getByRole('dialog', { name: 'Settings Exported' });
  await expect(exported).toContainText('Your settings are on the clipboard.');
  const json = await page.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(json)).toEqual(changed);
  await keepScreenshot(page, 'settings-exported');
  await exported.getByRole('button', { name: 'OK' }).click();

  // Other values, then the export imported back.
  await dialog.getByRole('switch', { name: 'Download image on click' }).uncheck();
  await openTab(page, 'Sounds & Notifications');
  await dialog.getByRole('switch', { name: 'Sound notifications' }).check();
  await dialog.getByRole('slider', { name: 'Volume' }).fill('90');
  await dialog.getByRole('button', { name: 'Remove @beta' }).click();
  await dialog.getByRole('radio', { name: 'All accounts' }).check();
  await dialog.getByRole('combobox', { name: 'Default sound' }).selectOption('buzz');
  await dialog.getByRole('button', { name: `Remove @${ray}` }).click();
  await openTab(page, 'Contract Addresses');
  await dialog.getByRole('switch', { name: 'Contract address sound' }).check();
  await dialog
    .getByRole('group', { name: 'Solana platform' })
    .getByRole('radio', { name: 'Axiom' })
    .check();
  const reset = await feedFields(page);
  for (const name of [
    'notificationsEnabled',
    'notificationVolume',
    'specificAccounts',
    'accountSounds',
  ]) {
    expect(reset[name]).not.toEqual(changed[name]);
  }

  await openTab(page, 'Advanced');
  await dialog.getByRole('button', { name: 'Import Tracker Settings' }).click();
  await importing.getByLabel('Settings JSON').fill(json);
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importing).toBeHidden();
  await expect(page.getByText('Settings imported successfully!')).toBeVisible();
  expect(await feedFields(page)).toEqual(changed);
  await expect(dialog.getByRole('switch', { name: 'Download image on click' })).toBeChecked();
  await openTab(page, 'Sounds & Notifications');
  await expect(dialog.getByRole('switch', { name: 'Sound notifications' })).not.toBeChecked();
  await expect(dialog.getByText('30 %')).toBeVisible();

  // A second window of the same browser follows a change made in Sounds.
  const second = await context.newPage();
  await logIn(second, trader);
  await openSettings(second);
  await openTab(second, 'Sounds & Notifications');
  const secondDialog = dialogOf(second);
  await expect(secondDialog.getByRole('switch', { name: 'Sound notifications' })).not.toBeChecked();
  await dialog.getByRole('switch', { name: 'Sound notifications' }).check();
  await dialog.getByRole('slider', { name: 'Volume' }).fill('65');
  await expect(secondDialog.getByRole('switch', { name: 'Sound notifications' })).toBeChecked();
  await expect(secondDialog.getByText('65 %')).toBeVisible();
  await expect(secondDialog.getByRole('list', { name: 'Accounts that notify' })).toContainText(
    '@alpha_trader',
  );
  await second.close();
});
