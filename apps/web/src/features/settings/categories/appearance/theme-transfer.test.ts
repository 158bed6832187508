import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOM_THEME_COLORS } from '../../../../lib/storage.ts';
import { THEME_IMPORT_ERRORS as ERRORS } from './appearance-text.ts';
import { exportTheme, parseThemeImport } from './theme-transfer.ts';

const colors = DEFAULT_CUSTOM_THEME_COLORS;
const json = (value: unknown) => JSON.stringify(value);

describe('parseThemeImport', () => {
  it('takes back what exportTheme wrote', () => {
    const text = exportTheme({ colorTheme: 'custom', customThemeColors: colors });
    expect(JSON.parse(text)).toEqual({ colorTheme: 'custom', customThemeColors: colors });
    expect(parseThemeImport(text)).toEqual({
      ok: true,
      colorTheme: 'custom',
      customThemeColors: colors,
    });
  });

  it.each([
    ['a named theme without colours', json({ colorTheme: 'mint' }), 'mint', null],
    [
      'upper-case colours, kept lower-case',
      json({ colorTheme: 'dark', customThemeColors: { ...colors, brand: '#ABCDEF' } }),
      'dark',
      { ...colors, brand: '#abcdef' },
    ],
  ])('accepts %s', (_, text, colorTheme, customThemeColors) => {
    expect(parseThemeImport(text)).toEqual({ ok: true, colorTheme, customThemeColors });
  });

  it.each([
    ['text that is not JSON', '{ colorTheme: dark', ERRORS.invalidJson],
    ['nothing', '', ERRORS.invalidJson],
    ['an array', json(['dark']), ERRORS.notAnObject],
    ['a string', json('dark'), ERRORS.notAnObject],
    ['null', 'null', ERRORS.notAnObject],
    [
      'another field',
      json({ colorTheme: 'dark', pageSize: 5 }),
      ERRORS.unexpectedField('pageSize'),
    ],
    ['no theme name', json({ customThemeColors: colors }), ERRORS.missingTheme],
    ['an unknown theme', json({ colorTheme: 'neon' }), ERRORS.unknownTheme('neon')],
    ['a theme name that is not text', json({ colorTheme: 3 }), ERRORS.unknownTheme('3')],
    ['a custom theme without colours', json({ colorTheme: 'custom' }), ERRORS.customWithoutColors],
    [
      'colours that are not an object',
      json({ colorTheme: 'custom', customThemeColors: '#ffffff' }),
      ERRORS.colorsNotAnObject,
    ],
    [
      'a missing colour',
      json({ colorTheme: 'custom', customThemeColors: { ...colors, cardBg: undefined } }),
      ERRORS.missingColor('cardBg'),
    ],
    [
      'an unknown colour',
      json({ colorTheme: 'custom', customThemeColors: { ...colors, linkColor: '#ffffff' } }),
      ERRORS.unexpectedColor('linkColor'),
    ],
    [
      'a colour name',
      json({ colorTheme: 'custom', customThemeColors: { ...colors, brand: 'red' } }),
      ERRORS.badColor('brand', '"red"'),
    ],
    [
      'a short hex colour',
      json({ colorTheme: 'custom', customThemeColors: { ...colors, bgColor: '#fff' } }),
      ERRORS.badColor('bgColor', '"#fff"'),
    ],
    [
      'a colour with alpha',
      json({ colorTheme: 'custom', customThemeColors: { ...colors, textPrimary: '#ffffffcc' } }),
      ERRORS.badColor('textPrimary', '"#ffffffcc"'),
    ],
    [
      'a number for a colour',
      json({ colorTheme: 'custom', customThemeColors: { ...colors, borderColor: 3 } }),
      ERRORS.badColor('borderColor', '3'),
    ],
  ])('refuses %s', (_, text, error) => {
    expect(parseThemeImport(text)).toEqual({ ok: false, error });
  });

  it('names the problem in plain words', () => {
    expect(ERRORS.unknownTheme('neon')).toBe(
      'Unknown theme "neon". Themes: discord, dark, light, midnight-blue, dusk, sunset, purple, forest, crimson, cyan, yellow, orange, pink, mint, lavender, custom.',
    );
    expect(ERRORS.badColor('brand', '"red"')).toBe(
      '"brand" must be a colour like #5865f2, not "red".',
    );
  });
});
