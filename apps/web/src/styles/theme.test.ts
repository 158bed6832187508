import { THEMES, type Theme } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import {
  customProperties,
  featureStylesheets,
  over,
  type Rgba,
  readStylesheet,
  resolveColor,
  rules,
  themeBlocks,
  type Variables,
} from '../../test/styles/theme-css-support.ts';
import {
  TEXT_ON_BACKGROUNDS,
  type TextOnBackground,
} from '../../test/styles/theme-text-pairs-fixture.ts';
import { customThemeVariables } from '../features/settings/theme/apply-theme.ts';
import { contrastRatio, type Rgb } from '../features/settings/theme/contrast.ts';
import { DEFAULT_CUSTOM_THEME_COLORS } from '../lib/storage.ts';

const blocks = themeBlocks(readStylesheet('styles/theme.css'));
const stylesheets = featureStylesheets();
/** The variables the other stylesheets declare (highlight colours, --card-link), from the theme's. */
const stylesheetVariables: Variables = Object.assign(
  {},
  ...stylesheets.flatMap(({ css }) => rules(css).map(([, , body = '']) => customProperties(body))),
);
/** `color:` values that colour no text, each with the reason. */
const NOT_TEXT: Record<string, string> = {
  inherit: 'the parent’s colour, checked where it is set',
  'rgb(0 0 0 / 60%)':
    'the crop area’s shade outside the crop (react-easy-crop draws it in currentColor)',
};
const discord = blocks.get('discord') ?? {};
const REQUIRED = Object.keys(discord);

/** A theme's variables as the root element has them; custom adds what apply-theme sets inline. */
function variablesOf(theme: Theme): Variables {
  const own = { ...stylesheetVariables, ...blocks.get(theme) };
  if (theme !== 'custom') return own;
  return { ...own, ...customThemeVariables(DEFAULT_CUSTOM_THEME_COLORS) };
}

/** WCAG 2.1 AA (1.4.3) for text; no pair relies on the 3:1 that large text may have. */
const AA = 4.5;

/** The colour a pair's text and background show as in `variables`, layers painted bottom up. */
function shown(pair: TextOnBackground, variables: Variables): { text: Rgb; background: Rgb } {
  const layers = pair.on.map((layer) => resolveColor(layer, variables));
  const bottom = layers.at(-1) ?? ([0, 0, 0, 0] as Rgba);
  if (bottom[3] !== 1) throw new Error(`${pair.on.join(' over ')}: the last layer is not opaque`);
  const background = layers
    .slice(0, -1)
    .reduceRight<Rgb>((below, layer) => over(layer, below), [bottom[0], bottom[1], bottom[2]]);
  const [r, g, b, a] = resolveColor(pair.text, variables);
  return { text: over([r, g, b, a * (pair.opacity ?? 1)], background), background };
}

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

  it('is what every text colour in the stylesheets comes from, each checked below', () => {
    const checked = new Set(TEXT_ON_BACKGROUNDS.map((pair) => pair.text));
    const unchecked = stylesheets.flatMap(({ path, css }) =>
      [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(?<![\w-])color:\s*([^;]+);/g)]
        .map(([, value = '']) => value.replace(/\s+/g, ' ').trim())
        .filter((value) => !checked.has(value) && !(value in NOT_TEXT))
        .map((value) => `${path}: ${value}`),
    );
    expect(unchecked).toEqual([]);
  });

  it('has a block for every FC §9 theme and no other', () => {
    expect([...blocks.keys()].sort()).toEqual([...THEMES].sort());
  });

  describe.each(THEMES)('%s', (theme) => {
    const variables = variablesOf(theme);

    it('defines every variable the discord theme defines', () => {
      expect(REQUIRED.filter((name) => !(name in variables))).toEqual([]);
    });

    it('shows every text colour on every background it is drawn on at AA contrast', () => {
      const failing = TEXT_ON_BACKGROUNDS.flatMap((pair) => {
        const { text, background } = shown(pair, variables);
        const ratio = contrastRatio(text, background);
        if (ratio >= AA) return [];
        const opacity = pair.opacity === undefined ? '' : ` at ${pair.opacity} opacity`;
        return [
          `${pair.text}${opacity} on ${pair.on.join(' over ')} (${pair.where}): ${ratio.toFixed(2)}:1`,
        ];
      });
      expect(failing, theme).toEqual([]);
    });
  });
});
