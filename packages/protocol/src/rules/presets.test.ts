import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRESET_BUTTONS,
  DEFAULT_PRESETS,
  type Preset,
  type PresetButton,
} from '../presets.ts';
import {
  abbreviationTicker,
  applyPresetButton,
  customTicker,
  firstWordTicker,
  presetToken,
} from './presets.ts';

const preset = (overrides: Partial<Preset>): Preset => ({
  id: '9',
  name: 'Test',
  keybind: { ctrl: true, shift: false, alt: false, key: 'K' },
  prefix: '',
  suffix: '',
  mode: 'default',
  tickerMode: 'selected_text',
  customTicker: '',
  imageType: 'image_in_post',
  customImage: '',
  translateToChinese: false,
  ...overrides,
});

const button = (overrides: Partial<PresetButton>): PresetButton => ({
  id: '9',
  name: 'Test',
  namePrefix: '',
  nameSuffix: '',
  tickerPrefix: '',
  tickerSuffix: '',
  tickerUseFirstWord: false,
  tickerAbbreviate: false,
  ...overrides,
});

describe('presetToken', () => {
  it.each([
    // ticker mode selected_text: the DA §5 rule on the selection alone (not the affixes)
    [{ suffix: ' Coin' }, 'Frog King', 'Frog King Coin', 'FROGKING'],
    [{ prefix: 'Baby ' }, 'Pepe', 'Baby Pepe', 'PEPE'],
    // abbreviation: the first letter of each word
    [
      { tickerMode: 'abbreviation' as const },
      'Make America Great Again',
      'Make America Great Again',
      'MAGA',
    ],
    [
      { prefix: "Grok's ", tickerMode: 'abbreviation' as const },
      'space cat',
      "Grok's space cat",
      'SC',
    ],
    // first word, whole and cut to 10
    [
      { tickerMode: 'first_word' as const },
      'Dogefather rises again',
      'Dogefather rises again',
      'DOGEFATHER',
    ],
    [
      { tickerMode: 'first_word' as const },
      'Supercalifragilistic wins',
      'Supercalifragilistic wins',
      'SUPERCALIF',
    ],
    // custom: the preset's own, letters and digits only
    [{ tickerMode: 'custom' as const, customTicker: '$moon-2' }, 'anything', 'anything', 'MOON2'],
    [{ tickerMode: 'custom' as const, customTicker: '' }, 'anything', 'anything', 'TOKEN'],
    // whitespace in the selection collapses
    [{ suffix: ' Inu' }, '  big\n  dog ', 'big dog Inu', 'BIGDOG'],
  ])('%o on %j → %j / %j', (overrides, selection, name, ticker) => {
    expect(presetToken(preset(overrides), selection)).toEqual({ name, ticker });
  });

  it('gives the default presets their advertised names', () => {
    const [coinify, grok] = DEFAULT_PRESETS;
    expect(coinify?.keybind).toEqual({ ctrl: true, shift: false, alt: false, key: 'Z' });
    expect(grok?.keybind).toEqual({ ctrl: true, shift: false, alt: false, key: 'Q' });
    expect(presetToken(coinify as Preset, 'Frog')).toEqual({ name: 'Frog Coin', ticker: 'FROG' });
    expect(presetToken(grok as Preset, 'Space Cat')).toEqual({
      name: "Grok's Space Cat",
      ticker: 'SC',
    });
  });
});

describe('applyPresetButton', () => {
  it.each([
    [{ nameSuffix: ' Coin', tickerUseFirstWord: true }, 'Frog King', 'Frog King Coin', 'FROG'],
    [
      { namePrefix: 'The ', tickerPrefix: 'THE', tickerUseFirstWord: true },
      'Frog',
      'The Frog',
      'THEFROG',
    ],
    [
      { nameSuffix: ' Inu', tickerSuffix: 'INU', tickerAbbreviate: true },
      'Big Dog',
      'Big Dog Inu',
      'BDINU',
    ],
    // the ticker keeps its suffix when cut to 10
    [{ tickerSuffix: 'INU' }, 'Dogefather', 'Dogefather', 'DOGEFATINU'],
    // neither: the DA §5 rule on the name
    [{}, 'Make America Great Again', 'Make America Great Again', 'MAGA'],
    [{}, '', '', 'TOKEN'],
  ])('%o on %j → %j / %j', (overrides, name, newName, ticker) => {
    expect(applyPresetButton(button(overrides), name)).toEqual({ name: newName, ticker });
  });

  it('has three default buttons', () => {
    expect(DEFAULT_PRESET_BUTTONS).toHaveLength(3);
  });
});

describe('ticker helpers', () => {
  it.each([
    ['grok companion', 'GC', 'GROK', 'GROKCOMPAN'],
    ['  ', 'TOKEN', 'TOKEN', 'TOKEN'],
    ['Café 2028 olé', 'C2O', 'CAFE', 'CAFE2028OL'],
  ])('%j', (text, abbreviation, firstWord, custom) => {
    expect(abbreviationTicker(text)).toBe(abbreviation);
    expect(firstWordTicker(text)).toBe(firstWord);
    expect(customTicker(text)).toBe(custom);
  });
});
