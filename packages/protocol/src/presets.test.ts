import { describe, expect, it } from 'vitest';
import { DeploySettings } from './deploy-settings.ts';
import {
  DEFAULT_AUTO_DEPLOY_KEYBIND,
  DEFAULT_PRESET_BUTTONS,
  DEFAULT_PRESETS,
  PRESET_SETTINGS_FIELDS,
} from './presets.ts';

describe('preset settings', () => {
  it('start with the DA §9 defaults', () => {
    const settings = DeploySettings.parse({});
    expect(settings.presets.map((preset) => preset.name)).toEqual(['Coinify', 'Grok Companion']);
    expect(settings.presetButtons).toEqual(DEFAULT_PRESET_BUTTONS);
    expect(settings.keybinds.autoDeploy).toEqual({
      ctrl: true,
      shift: false,
      alt: false,
      key: 'X',
    });
  });

  it('keep a stored list, dropping only its corrupt entries', () => {
    const good = { ...DEFAULT_PRESETS[0], id: 1700000000000, name: 'Mine' };
    const presets = PRESET_SETTINGS_FIELDS.presets.parse([good, { name: 'no keybind' }, 42]);
    expect(presets).toHaveLength(1);
    // DA §3: ids are timestamps; stored as numbers by older versions, read as strings
    expect(presets[0]).toMatchObject({ id: '1700000000000', name: 'Mine' });
  });

  it.each([
    ['presets', 'not a list', DEFAULT_PRESETS],
    ['presetButtons', { a: 1 }, DEFAULT_PRESET_BUTTONS],
    ['keybinds', null, { autoDeploy: DEFAULT_AUTO_DEPLOY_KEYBIND }],
  ] as const)('fall back to the default when %s is stored corrupt', (key, bad, fallback) => {
    expect(DeploySettings.parse({ [key]: bad })[key]).toEqual(fallback);
  });

  it('give a bad field of a good preset its own default', () => {
    const [preset] = PRESET_SETTINGS_FIELDS.presets.parse([
      { ...DEFAULT_PRESETS[0], tickerMode: 'loud', imageType: 7, suffix: 'x'.repeat(99) },
    ]);
    expect(preset).toMatchObject({
      tickerMode: 'selected_text',
      imageType: 'image_in_post',
      suffix: '',
    });
  });
});
