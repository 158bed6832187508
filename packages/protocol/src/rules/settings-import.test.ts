import { describe, expect, it } from 'vitest';
import { DEPLOY_SETTINGS_FIELDS } from '../deploy-settings.ts';
import { DEFAULT_TRACKER_SETTINGS } from '../settings.ts';
import {
  parseSettingsImport,
  pickSettings,
  SETTINGS_TRANSFER_MESSAGES,
} from './settings-import.ts';

const importDeploy = (text: string) => parseSettingsImport(text, DEPLOY_SETTINGS_FIELDS);

describe('parseSettingsImport (DA §5 settings import)', () => {
  it.each([
    ['', 'Please paste your settings JSON'],
    ['   \n', 'Please paste your settings JSON'],
    ['{not json', 'Invalid JSON format! Please check your settings.'],
    ['[1,2]', SETTINGS_TRANSFER_MESSAGES.notAnObject],
    ['"text"', SETTINGS_TRANSFER_MESSAGES.notAnObject],
    ['null', SETTINGS_TRANSFER_MESSAGES.notAnObject],
    ['{"colour":"blue"}', SETTINGS_TRANSFER_MESSAGES.nothingKnown],
  ])('refuses %j', (text, error) => {
    expect(importDeploy(text)).toEqual({ ok: false, error });
  });

  it('refuses the whole import when one known field is invalid, naming it', () => {
    const text = JSON.stringify({ defaultMode: 'bonk', globalBuyAmount: 'lots' });
    expect(importDeploy(text)).toEqual({
      ok: false,
      error: 'The setting "globalBuyAmount" in the pasted JSON is not valid; nothing was changed.',
    });
  });

  it('keeps the known fields, parsed, and ignores unknown ones', () => {
    const text = JSON.stringify({
      defaultMode: 'bonk',
      bnbWhitelist: ['cz'],
      colorTheme: 'dusk',
      __proto__: { polluted: true },
    });
    expect(importDeploy(text)).toEqual({
      ok: true,
      patch: { defaultMode: 'bonk', bnbWhitelist: ['cz'] },
    });
  });

  it('round-trips an export of the deploy settings', () => {
    // DA §9: the global SOL amount is absent until the trader sets it (or resets to 7).
    const settings = { ...DEFAULT_TRACKER_SETTINGS, globalBuyAmount: 7 };
    const exported = pickSettings(settings, DEPLOY_SETTINGS_FIELDS);
    expect(Object.keys(exported).sort()).toEqual(Object.keys(DEPLOY_SETTINGS_FIELDS).sort());
    expect(exported).not.toHaveProperty('colorTheme');
    expect(importDeploy(JSON.stringify(exported))).toEqual({ ok: true, patch: exported });
  });
});
