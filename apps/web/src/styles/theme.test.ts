import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { THEMES, type Theme } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { customThemeVariables } from '../features/settings/theme/apply-theme.ts';
import { contrastRatio, mixSrgb, parseHex, type Rgb } from '../features/settings/theme/contrast.ts';
import { DEFAULT_CUSTOM_THEME_COLORS } from '../lib/storage.ts';

type Variables = Record<string, string>;

/** Each `[data-theme="…"]` block's custom properties, as written in theme.css. */
function themeBlocks(css: string): Map<string, Variables> {
  const blocks = new Map<string, Variables>();
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selector = '', body = ''] of source.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const variables: Variables = {};
    for (const [, name = '', value = ''] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      variables[name] = value.trim();
    }
    for (const [, theme = ''] of selector.matchAll(/\[data-theme="([\w-]+)"\]/g)) {
      blocks.set(theme, { ...blocks.get(theme), ...variables });
    }
  }
  return blocks;
}

const NAMED: Record<string, Rgb> = { black: [0, 0, 0], white: [255, 255, 255] };

/** A variable's colour: hex, a named colour, var() or color-mix(in srgb, a p%, b). */
function resolve(value: string, variables: Variables, depth = 0): Rgb {
  if (depth > 10) throw new Error(`${value}: variables refer to each other in a loop`);
  const text = value.trim();
  const hex = parseHex(text) ?? NAMED[text];
  if (hex) return hex;
  const reference = /^var\((--[\w-]+)\)$/.exec(text);
  if (reference?.[1]) {
    const next = variables[reference[1]];
    if (next === undefined) throw new Error(`${reference[1]} is not defined`);
    return resolve(next, variables, depth + 1);
  }
  const mix = /^color-mix\(in srgb,\s*(.+?)\s+(\d+(?:\.\d+)?)%,\s*(.+)\)$/.exec(text);
  if (mix?.[1] && mix[2] && mix[3]) {
    const a = resolve(mix[1], variables, depth + 1);
    const b = resolve(mix[3], variables, depth + 1);
    return mixSrgb(a, Number(mix[2]), b);
  }
  throw new Error(`${value}: not a colour this test can read`);
}

// Not `new URL('./theme.css', import.meta.url)`: Vite would turn that into an asset address.
const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'theme.css'), 'utf8');
const blocks = themeBlocks(css);
const discord = blocks.get('discord') ?? {};
const REQUIRED = Object.keys(discord);

/** A theme's variables as the root element has them; custom adds what apply-theme sets inline. */
function variablesOf(theme: Theme): Variables {
  const own = blocks.get(theme) ?? {};
  if (theme !== 'custom') return own;
  return { ...own, ...customThemeVariables(DEFAULT_CUSTOM_THEME_COLORS) };
}

/** WCAG AA for normal text. */
const AA = 4.5;
const PAIRS = [
  ['--text-primary', '--card-bg'],
  ['--text-primary', '--bg-color'],
  ['--text-secondary', '--card-bg'],
  ['--text-secondary', '--bg-color'],
  ['--text-muted', '--card-bg'],
  ['--brand-contrast', '--brand'],
] as const;

describe('theme.css', () => {
  it('has the discord block with the six base colours and their shades', () => {
    expect(REQUIRED.length).toBeGreaterThanOrEqual(20);
    expect(REQUIRED).toEqual(
      expect.arrayContaining([
        '--bg-color',
        '--card-bg',
        '--text-primary',
        '--text-secondary',
        '--brand',
        '--border-color',
      ]),
    );
  });

  it('has a block for every FC §9 theme and no other', () => {
    expect([...blocks.keys()].sort()).toEqual([...THEMES].sort());
  });

  describe.each(THEMES)('%s', (theme) => {
    const variables = variablesOf(theme);

    it('defines every variable the discord theme defines', () => {
      expect(REQUIRED.filter((name) => !(name in variables))).toEqual([]);
    });

    it.each(PAIRS)('%s on %s reads at 4.5:1 or more', (text, background) => {
      const ratio = contrastRatio(
        resolve(variables[text] ?? '', variables),
        resolve(variables[background] ?? '', variables),
      );
      expect(ratio, `${theme}: ${text} on ${background}`).toBeGreaterThanOrEqual(AA);
    });
  });
});
