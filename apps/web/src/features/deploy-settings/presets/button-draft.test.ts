import { DEFAULT_PRESET_BUTTONS, PRESET_MESSAGES, type PresetButton } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import {
  blankButtonDraft,
  buttonOfDraft,
  buttonPreview,
  checkButtonDraft,
  draftOfButton,
  tickerCoreFlags,
  tickerCoreOf,
} from './button-draft.ts';

const [coin, the, inu] = DEFAULT_PRESET_BUTTONS as PresetButton[];

describe('buttonPreview', () => {
  it.each([
    ['Coin', coin, 'Frog King → Frog King Coin / FROG'],
    ['The', the, 'Frog King → The Frog King / THEFROG'],
    ['Inu', inu, 'Frog King → Frog King Inu / FKINU'],
    ['a blank draft', blankButtonDraft(), 'Frog King → Frog King / FROGKING'],
  ])('%s', (_case, button, preview) => {
    expect(buttonPreview(button as PresetButton)).toBe(preview);
  });
});

describe('ticker core', () => {
  it.each([
    ['rule', { tickerUseFirstWord: false, tickerAbbreviate: false }],
    ['first_word', { tickerUseFirstWord: true, tickerAbbreviate: false }],
    ['abbreviate', { tickerUseFirstWord: false, tickerAbbreviate: true }],
  ] as const)('%s is its two flags and back', (core, flags) => {
    expect(tickerCoreFlags(core)).toEqual(flags);
    expect(tickerCoreOf({ ...blankButtonDraft(), ...flags })).toBe(core);
  });

  it('reads both flags as an abbreviation, as applyPresetButton does', () => {
    const both = { ...blankButtonDraft(), tickerUseFirstWord: true, tickerAbbreviate: true };
    expect(tickerCoreOf(both)).toBe('abbreviate');
  });
});

describe('checkButtonDraft and buttonOfDraft', () => {
  it("refuses a blank name with 'Please enter a button name'", () => {
    expect(checkButtonDraft({ ...blankButtonDraft(), name: ' ' })).toBe(
      PRESET_MESSAGES.buttonNameRequired,
    );
    expect(checkButtonDraft({ ...blankButtonDraft(), name: '\u2060\uffa0' })).toBe(
      PRESET_MESSAGES.buttonNameRequired,
    );
    expect(checkButtonDraft(draftOfButton(coin as PresetButton))).toBeNull();
  });

  it('saves the draft under the id with its name trimmed', () => {
    expect(buttonOfDraft('9', { ...draftOfButton(coin as PresetButton), name: ' Coin ' })).toEqual({
      ...coin,
      id: '9',
    });
  });
});
