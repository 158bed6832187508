import { describe, expect, it } from 'vitest';
import { formatKeybind, type KeyPress, keybindFromPress, matchesKeybind } from './keybinds.ts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('keybindFromPress', () => {
  it.each([
    [press('x', { ctrlKey: true }), { ctrl: true, shift: false, alt: false, key: 'X' }],
    // Cmd on a Mac is recorded as Ctrl
    [
      press('k', { metaKey: true, shiftKey: true }),
      { ctrl: true, shift: true, alt: false, key: 'K' },
    ],
    // Shift changes the character; the physical key names it
    [
      press('!', { shiftKey: true, code: 'Digit1' }),
      { ctrl: false, shift: true, alt: false, key: '1' },
    ],
    // Alt on a Mac types a symbol; the physical key names it
    [
      press('Ω', { altKey: true, code: 'KeyZ' }),
      { ctrl: false, shift: false, alt: true, key: 'Z' },
    ],
    [press('F2'), { ctrl: false, shift: false, alt: false, key: 'F2' }],
  ])('saves %o', (event, keybind) => {
    expect(keybindFromPress(event)).toEqual(keybind);
  });

  it.each(['Control', 'Shift', 'Alt', 'Meta', 'Dead'])('keeps listening on %s alone', (key) => {
    expect(keybindFromPress(press(key, { ctrlKey: key === 'Control' }))).toBeNull();
  });

  it('cancels on Escape', () => {
    expect(keybindFromPress(press('Escape'))).toBe('cancel');
  });
});

describe('matchesKeybind', () => {
  const ctrlX = { ctrl: true, shift: false, alt: false, key: 'X' };
  it.each([
    [press('x', { ctrlKey: true }), true],
    [press('X', { metaKey: true }), true],
    [press('x'), false],
    [press('x', { ctrlKey: true, shiftKey: true }), false],
    [press('c', { ctrlKey: true }), false],
  ])('%o → %s', (event, matches) => {
    expect(matchesKeybind(ctrlX, event)).toBe(matches);
  });

  it('never matches an unset keybind', () => {
    expect(matchesKeybind({ ctrl: false, shift: false, alt: false, key: '' }, press(''))).toBe(
      false,
    );
  });
});

describe('formatKeybind', () => {
  it.each([
    [{ ctrl: true, shift: false, alt: false, key: 'X' }, 'Ctrl+X'],
    [{ ctrl: true, shift: true, alt: true, key: 'K' }, 'Ctrl+Shift+Alt+K'],
    [{ ctrl: false, shift: false, alt: false, key: ' ' }, 'Space'],
    [{ ctrl: false, shift: false, alt: false, key: '' }, 'None'],
  ])('%o → %s', (keybind, text) => {
    expect(formatKeybind(keybind)).toBe(text);
  });
});
