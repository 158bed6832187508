import { expect, type Page, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import { expectMainScreen, skipUpdateNotice, submitLogin } from './fixtures/app.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

const settings = (page: Page) => page.getByRole('dialog', { name: 'Deploy Settings' });
const tab = (page: Page, name: string) => settings(page).getByRole('tab', { name, exact: true });

async function expectGeneral(page: Page, mode: string, deployInterface: string) {
  await tab(page, 'General').click();
  await expect(settings(page).getByRole('radio', { name: mode })).toBeChecked();
  await expect(settings(page).getByLabel('Deploy interface')).toHaveValue(deployInterface);
}

test('Deploy Settings → Advanced: export, reset and import round-trip the deploy settings', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const trader = await createTrader(request);
  await skipUpdateNotice(page);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);

  await page.getByRole('button', { name: 'Deploy Settings', exact: true }).click();
  await settings(page).getByRole('radio', { name: 'bonk' }).check();
  await settings(page).getByLabel('Deploy interface').selectOption('panel');

  // Export: the JSON is on the clipboard and in the dialog.
  await tab(page, 'Advanced').click();
  await expect(settings(page)).toContainText('saved as you make it');
  await settings(page).getByRole('button', { name: 'Export Settings' }).click();
  const exported = page.getByRole('dialog', { name: 'Settings Exported' });
  await expect(exported).toContainText('Your settings are on the clipboard.');
  const json = await page.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(json)).toMatchObject({ defaultMode: 'bonk', deployMode: 'panel' });
  await expect(exported.getByLabel('Exported settings JSON')).toHaveValue(json);
  await keepScreenshot(page, 'deploy-settings-exported');
  await exported.getByRole('button', { name: 'OK' }).click();

  // Reset, after a confirmation.
  await settings(page).getByRole('button', { name: 'Reset to Defaults' }).click();
  await page
    .getByRole('dialog', { name: 'Reset to defaults' })
    .getByRole('button', { name: 'Reset' })
    .click();
  await expect(page.getByText('Settings reset to defaults!')).toBeVisible();
  await expectGeneral(page, 'pump', 'modal');

  // Import: a bad paste is refused and changes nothing; the export brings everything back.
  await tab(page, 'Advanced').click();
  await settings(page).getByRole('button', { name: 'Import Settings' }).click();
  const importing = page.getByRole('dialog', { name: 'Import Settings' });
  await importing.getByLabel('Settings JSON').fill('{ "defaultMode": ');
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importing.getByRole('alert')).toHaveText(
    'Invalid JSON format! Please check your settings.',
  );
  await keepScreenshot(page, 'deploy-settings-import-refused');
  await importing.getByLabel('Settings JSON').fill(json);
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importing).toBeHidden();
  await expect(page.getByText('Settings imported successfully!')).toBeVisible();
  await expectGeneral(page, 'bonk', 'panel');

  // Saved: a reload keeps them.
  await page.reload();
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await page.getByRole('button', { name: 'Deploy Settings', exact: true }).click();
  await expectGeneral(page, 'bonk', 'panel');
});
