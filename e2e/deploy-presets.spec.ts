import { PRESET_MESSAGES } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, type Locator, test } from '@playwright/test';
import { importKey, logInToWallets } from './fixtures/deploy-trader.ts';
import {
  armHotkeys,
  closeSettings,
  expectLaunchToast,
  postCard,
  seedSettings,
  selectWords,
} from './fixtures/feed-launch.ts';
import { ingest } from './fixtures/ingest.ts';
import { e2eImage } from './fixtures/media.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';
import { solanaWallet } from './fixtures/wallet-keys.ts';

/**
 * Issue 14 item: a trader makes a preset in Deploy Settings → Custom Presets (its keybind pressed
 * in the form), finds it in the list and in Keybinds, edits it, and launches selected words with
 * its key on the real server's offline launcher; then makes a preset button and applies it in the
 * deploy form's Presets row.
 */

function swampPost(run: string) {
  return makePostInput({
    id: `presets-${run}`,
    text: 'Frog King has arrived. Hail the swamp',
    createdAt: new Date().toISOString(),
    author: { handle: 'degenkaito', name: 'kaito 🐸', avatar: e2eImage('kaito-pfp', 200, 200) },
    platform: 'twitter',
    tweetUrl: 'https://x.com/degenkaito/status/1900000000000000014',
    media: { images: [{ url: e2eImage('frog-presets') }] },
  });
}

async function expectSettingsToast(settings: Locator, text: string) {
  const toast = settings.page().locator('.ds-toast.is-success');
  await expect(toast).toHaveText(text);
}

test('A trader makes, edits and uses a preset and a preset button', async ({ page, request }) => {
  test.setTimeout(90_000);
  await seedSettings(page, { autoOpenAxiom: false });
  await armHotkeys(page);
  const settings = await logInToWallets(page, request);
  await importKey(page, settings, solanaWallet().secret);

  // Custom Presets: name, a keybind pressed, a suffix.
  await settings.getByRole('tab', { name: 'Custom Presets' }).click();
  const presets = settings.getByRole('tabpanel', { name: 'Custom Presets' });
  await presets.getByLabel('Preset name').fill('Swamp Lord');
  await presets.getByRole('button', { name: 'Change Keybind' }).click();
  await page.keyboard.press('Control+Shift+K');
  await expect(presets.getByLabel('Keybind', { exact: true })).toHaveText('Ctrl+Shift+K');
  await presets.getByLabel('Name suffix').fill(' Lord');
  await keepScreenshot(page, 'deploy-settings-preset-form');
  await presets.getByRole('button', { name: 'Add Preset' }).click();
  await expectSettingsToast(settings, PRESET_MESSAGES.presetSaved);
  const saved = presets.getByRole('listitem', { name: 'Swamp Lord' });
  await expect(saved).toContainText('Ctrl+Shift+K');
  await expect(saved).toContainText('“{selection} Lord” · ticker: selected text');
  await keepScreenshot(page, 'deploy-settings-presets');

  // A key the auto-deploy keybind has is refused, naming it.
  await presets.getByRole('button', { name: 'Change Keybind' }).click();
  await page.keyboard.press('Control+x');
  await expect(presets.getByRole('alert')).toHaveText(
    'Ctrl+X is the auto-deploy keybind: choose another.',
  );
  await keepScreenshot(page, 'deploy-settings-preset-keybind-taken');
  // A custom ticker and image ask for their own fields, shown only then.
  await presets.getByLabel('Ticker').selectOption('custom');
  await presets.getByLabel('Image', { exact: true }).selectOption('custom');
  await expect(presets.getByLabel('Custom ticker')).toBeVisible();
  await expect(presets.getByLabel('Custom image link')).toBeVisible();
  await keepScreenshot(page, 'deploy-settings-preset-custom');

  // Keybinds lists it.
  await settings.getByRole('tab', { name: 'Keybinds' }).click();
  await expect(
    settings.getByRole('region', { name: 'Preset keybinds' }).getByText('Swamp Lord'),
  ).toBeVisible();

  // Edit: the form fills, the panel is back at its top; Update saves.
  await settings.getByRole('tab', { name: 'Custom Presets' }).click();
  await presets.evaluate((panel) => panel.scrollTo({ top: panel.scrollHeight }));
  await saved.getByRole('button', { name: 'Edit' }).click();
  await expect(presets.getByLabel('Preset name')).toHaveValue('Swamp Lord');
  await expect(presets.getByLabel('Name suffix')).toHaveValue(' Lord');
  await expect.poll(() => presets.evaluate((panel) => panel.scrollTop)).toBe(0);
  await presets.getByLabel('Name suffix').fill(' Overlord');
  await presets.getByLabel('Ticker').selectOption('first_word');
  await keepScreenshot(page, 'deploy-settings-preset-edit');
  await presets.getByRole('button', { name: 'Update Preset' }).click();
  await expectSettingsToast(settings, PRESET_MESSAGES.presetSaved);
  await expect(saved).toContainText('“{selection} Overlord” · ticker: first word');
  await expect(presets.getByRole('button', { name: 'Add Preset' })).toBeVisible();

  // Preset Buttons: a button with its live preview.
  await settings.getByRole('tab', { name: 'Preset Buttons' }).click();
  const buttons = settings.getByRole('tabpanel', { name: 'Preset Buttons' });
  await buttons.getByLabel('Button name').fill('Pepe');
  await buttons.getByLabel('Name suffix').fill(' Pepe');
  await buttons.getByLabel('Ticker suffix').fill('PEPE');
  await buttons.getByLabel('Use first word').check();
  await expect(buttons.getByRole('status', { name: 'Preview' })).toHaveText(
    'Frog King → Frog King Pepe / FROGPEPE',
  );
  await keepScreenshot(page, 'deploy-settings-preset-button-form');
  await buttons.getByRole('button', { name: 'Add Preset Button' }).click();
  await expectSettingsToast(settings, PRESET_MESSAGES.buttonSaved);
  await expect(buttons.getByRole('listitem', { name: 'Pepe' })).toContainText(
    'Frog King → Frog King Pepe / FROGPEPE',
  );
  await keepScreenshot(page, 'deploy-settings-preset-buttons');
  await closeSettings(settings);

  // The edited preset's key on selected words launches "{words} Overlord", ticker the first word.
  const post = swampPost(`${Date.now()}`);
  await ingest(request, [post]);
  const card = await postCard(page, post.id);
  await selectWords(page, card, 'Frog King');
  await page.keyboard.press('Control+Shift+K');
  await expectLaunchToast(page, 'Frog King Overlord', 'FROG');
  await page.locator('.deploy-toast-close').click();

  // The new button in the deploy form's Presets row rewrites the name and ticker.
  await selectWords(page, card, 'Hail the swamp');
  await page
    .getByRole('toolbar', { name: 'Deploy the selected words' })
    .getByRole('button', { name: 'GUI' })
    .click();
  const form = page.getByRole('dialog', { name: 'Token Deploy' });
  const row = form.getByRole('region', { name: 'Presets' });
  await expect(row.getByRole('button')).toHaveText(['Coin', 'The', 'Inu', 'Pepe']);
  await row.getByRole('button', { name: 'Pepe' }).click();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Hail the swamp Pepe');
  await expect(form.getByLabel('Symbol', { exact: true })).toHaveValue('HAILPEPE');
  await keepScreenshot(page, 'deploy-form-preset-button-applied');
});
