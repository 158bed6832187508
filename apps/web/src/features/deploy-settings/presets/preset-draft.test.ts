import {
  DEFAULT_AUTO_DEPLOY_KEYBIND,
  DEFAULT_PRESETS,
  type Keybind,
  PRESET_MESSAGES,
  type Preset,
} from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { keybindOwner } from './keybind-owner.ts';
import {
  blankPresetDraft,
  checkPresetDraft,
  draftOfPreset,
  type PresetDraft,
  presetOfDraft,
  presetSummary,
  timestampId,
} from './preset-draft.ts';

const key = (key: string, mods: Partial<Keybind> = {}): Keybind => ({
  ctrl: false,
  shift: false,
  alt: false,
  key,
  ...mods,
});
const presets = DEFAULT_PRESETS as Preset[];
const coinify = presets[0] as Preset;
const draft = (patch: Partial<PresetDraft>): PresetDraft => ({
  ...blankPresetDraft(),
  name: 'Moon',
  keybind: key('K', { ctrl: true, shift: true }),
  ...patch,
});

describe('keybindOwner', () => {
  it.each([
    ['Ctrl+X, the auto-deploy keybind', key('X', { ctrl: true }), null, { kind: 'auto-deploy' }],
    ['Ctrl+Z, Coinify', key('Z', { ctrl: true }), null, { kind: 'preset', name: 'Coinify' }],
    ['Ctrl+Z while Coinify itself is edited', key('Z', { ctrl: true }), '1', null],
    ['Ctrl+Shift+Z, other modifiers', key('Z', { ctrl: true, shift: true }), null, null],
    ['no key at all', key(''), null, null],
  ])('%s', (_case, keybind, exceptId, owner) => {
    expect(keybindOwner(keybind, DEFAULT_AUTO_DEPLOY_KEYBIND, presets, exceptId)).toEqual(owner);
  });
});

describe('checkPresetDraft', () => {
  it.each([
    [
      'a blank name',
      draft({ name: '  ' }),
      { field: 'name', message: PRESET_MESSAGES.nameRequired },
    ],
    [
      'a name of invisible characters',
      draft({ name: '\u200b\u2800\u3164' }),
      { field: 'name', message: PRESET_MESSAGES.nameRequired },
    ],
    [
      'no keybind',
      draft({ keybind: key('') }),
      { field: 'keybind', message: PRESET_MESSAGES.keybindRequired },
    ],
    [
      'the auto-deploy keybind',
      draft({ keybind: key('X', { ctrl: true }) }),
      { field: 'keybind', message: 'Ctrl+X is the auto-deploy keybind: choose another.' },
    ],
    [
      "another preset's keybind",
      draft({ keybind: key('Q', { ctrl: true }) }),
      {
        field: 'keybind',
        message: 'Ctrl+Q is already the keybind of the preset “Grok Companion”: choose another.',
      },
    ],
    [
      'a custom ticker left blank',
      draft({ tickerMode: 'custom' }),
      { field: 'customTicker', message: 'Enter the custom ticker' },
    ],
    [
      'a custom image that is no link',
      draft({ imageType: 'custom', customImage: 'frog.png' }),
      { field: 'customImage', message: 'Enter an image link starting with https:// or http://' },
    ],
    ['a good draft', draft({}), null],
    [
      'custom ticker and image given',
      draft({
        tickerMode: 'custom',
        customTicker: 'MOON',
        imageType: 'custom',
        customImage: 'https://i.example/m.png',
      }),
      null,
    ],
  ])('%s', (_case, given, refusal) => {
    expect(checkPresetDraft(given, DEFAULT_AUTO_DEPLOY_KEYBIND, presets, null)).toEqual(refusal);
  });

  it('lets a preset being edited keep its own keybind', () => {
    expect(
      checkPresetDraft(draftOfPreset(coinify), DEFAULT_AUTO_DEPLOY_KEYBIND, presets, coinify.id),
    ).toBeNull();
  });
});

describe('presetOfDraft', () => {
  it('trims the name and keeps a custom ticker or image only when chosen', () => {
    const saved = presetOfDraft(
      '42',
      draft({ name: ' Moon ', customTicker: 'OLD', customImage: 'https://old.example/a.png' }),
    );
    expect(saved).toMatchObject({ id: '42', name: 'Moon', customTicker: '', customImage: '' });
    expect(
      presetOfDraft('42', draft({ tickerMode: 'custom', customTicker: ' MOON ' })).customTicker,
    ).toBe('MOON');
  });
});

describe('timestampId', () => {
  it('is the time in milliseconds, moved on past a taken one', () => {
    expect(timestampId([], 1700000000000)).toBe('1700000000000');
    expect(timestampId([{ id: '1700000000000' }, { id: '1700000000001' }], 1700000000000)).toBe(
      '1700000000002',
    );
  });
});

describe('presetSummary', () => {
  it.each([
    [
      'Coinify',
      { ...coinify, mode: 'pump' as const },
      '“{selection} Coin” · ticker: selected text · pump · image in post',
    ],
    [
      'Grok Companion',
      presets[1] as Preset,
      "“Grok's {selection}” · ticker: abbreviation · default platform · image in post",
    ],
    [
      'a custom one in Chinese',
      presetOfDraft(
        '7',
        draft({
          prefix: 'The ',
          mode: 'bnb',
          tickerMode: 'custom',
          customTicker: 'MOON',
          imageType: 'custom',
          customImage: 'https://i.example/m.png',
          translateToChinese: true,
        }),
      ),
      '“The {selection}” · ticker: MOON · bnb · custom image · Chinese name',
    ],
    [
      'an ascii one',
      { ...coinify, imageType: 'ascii' as const, tickerMode: 'first_word' as const },
      '“{selection} Coin” · ticker: first word · default platform · ascii',
    ],
  ])('%s', (_case, preset, summary) => {
    expect(presetSummary(preset)).toBe(summary);
  });
});
