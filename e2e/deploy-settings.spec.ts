import { WALLET_MESSAGES } from '@launchdeck/protocol';
import { expect, type Page, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import { expectMainScreen, skipUpdateNotice, submitLogin } from './fixtures/app.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';
import { bnbKey, solanaWallet } from './fixtures/wallet-keys.ts';

type Trader = { username: string; password: string };

const settings = (page: Page) => page.getByRole('dialog', { name: 'Deploy Settings' });
const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import Dev Wallet' });
const column = (page: Page, name: string) => settings(page).getByRole('region', { name });

async function logIn(page: Page, trader: Trader) {
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await page.mouse.move(5, 5);
}

async function openDeploySettings(page: Page) {
  await page.getByRole('button', { name: 'Deploy Settings', exact: true }).click();
  await expect(settings(page)).toBeVisible();
}

/** Imports a key through the masked field; `answer` is the dialog that should follow. */
async function importKey(page: Page, key: string) {
  await settings(page).getByRole('button', { name: 'Import Wallet' }).click();
  const field = importDialog(page).getByLabel('Private key');
  await field.fill(key);
  // DA §2: only the first 3 characters show.
  await expect(field).toHaveValue(key.slice(0, 3) + '•'.repeat(key.length - 3));
  await importDialog(page).getByRole('button', { name: 'Import', exact: true }).click();
}

async function acknowledge(page: Page, title: 'Success' | 'Error', text: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('Deploy Settings: General choices persist, wallets import, show their handle and delete', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const trader = await createTrader(request);
  await skipUpdateNotice(page);
  await page.goto('/');
  await logIn(page, trader);

  // General: the header button opens it there; every change saves itself.
  await openDeploySettings(page);
  await expect(settings(page).getByRole('tab', { name: 'General' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(settings(page).getByRole('tab')).toHaveText([
    'General',
    'Wallets',
    'Keybinds',
    'Custom Presets',
    'Preset Buttons',
    'Whitelists',
    'Image Settings',
    'Extensions',
    'Referral',
    'Advanced',
  ]);
  await expect(settings(page).getByRole('radio', { name: 'pump' })).toBeChecked();
  await settings(page).getByRole('radio', { name: 'bonk' }).check();
  await settings(page).getByLabel('Deploy interface').selectOption('panel');
  await settings(page).getByRole('checkbox', { name: 'Deploy buttons on tweets' }).uncheck();
  await keepScreenshot(page, 'deploy-settings-general');

  // A reload asks for a fresh login (FC §4); the choices are still there.
  await page.reload();
  await logIn(page, trader);
  await openDeploySettings(page);
  await expect(settings(page).getByRole('radio', { name: 'bonk' })).toBeChecked();
  await expect(settings(page).getByLabel('Deploy interface')).toHaveValue('panel');
  await expect(
    settings(page).getByRole('checkbox', { name: 'Deploy buttons on tweets' }),
  ).not.toBeChecked();

  // Wallets: a Solana key generated here; the server derives the same address.
  await settings(page).getByRole('tab', { name: 'Wallets' }).click();
  const solana = solanaWallet();
  await settings(page).getByRole('button', { name: 'Import Wallet' }).click();
  await importDialog(page).getByLabel('Private key').fill(solana.secret);
  await keepScreenshot(page, 'deploy-settings-import-wallet');
  await importDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await importKey(page, solana.secret);
  await acknowledge(page, 'Success', WALLET_MESSAGES.imported);

  const solanaCard = column(page, 'Solana Wallets').getByRole('listitem');
  await expect(solanaCard).toHaveCount(1);
  await expect(solanaCard).toContainText(solana.address);
  await expect(solanaCard.getByText('ACTIVE', { exact: true })).toBeVisible();
  await expect(solanaCard).not.toContainText('wk_');
  await solanaCard.getByRole('button', { name: 'Show API Key' }).click();
  await expect(solanaCard.locator('.wallet-api-key-value')).toHaveText(
    /^wk_[A-Za-z0-9_-]{20,100}$/,
  );
  await expect(solanaCard.getByRole('button', { name: 'Hide API Key' })).toBeVisible();

  // A BNB key goes to the BNB Chain column.
  await importKey(page, bnbKey());
  await acknowledge(page, 'Success', WALLET_MESSAGES.imported);
  const bnbCard = column(page, 'BNB Chain Wallets').getByRole('listitem');
  await expect(bnbCard).toHaveCount(1);
  await expect(bnbCard.locator('.wallet-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await expect(bnbCard.getByText('ACTIVE', { exact: true })).toBeVisible();

  // The same Solana key again is refused with the spec's sentence.
  await importKey(page, solana.secret);
  await acknowledge(page, 'Error', WALLET_MESSAGES.alreadyImported);
  await importDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(importDialog(page)).toBeHidden();
  await keepScreenshot(page, 'deploy-settings-wallets');

  // The browser keeps handles and addresses only: the key is nowhere on the page or in storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(solana.secret);
  expect(await page.content()).not.toContain(solana.secret);

  // Delete asks first, then says so in the green toast.
  await bnbCard.getByRole('button', { name: /^Delete wallet/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Wallet' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: WALLET_MESSAGES.deleted })).toBeVisible();
  await expect(bnbCard).toHaveCount(0);
  await expect(column(page, 'BNB Chain Wallets')).toContainText('No BNB Chain wallets yet.');
  await keepScreenshot(page, 'deploy-settings-wallet-deleted');

  // The list survives a reload: it comes back from the server at login.
  await page.reload();
  await logIn(page, trader);
  await openDeploySettings(page);
  await settings(page).getByRole('tab', { name: 'Wallets' }).click();
  await expect(column(page, 'Solana Wallets').getByRole('listitem')).toContainText(solana.address);
  await expect(column(page, 'BNB Chain Wallets').getByRole('listitem')).toHaveCount(0);

  // × closes it.
  await settings(page).getByRole('button', { name: 'Close' }).click();
  await expect(settings(page)).toBeHidden();
});
