import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mixSrgb, parseHex, type Rgb } from '../../src/features/settings/theme/contrast.ts';

/** Custom properties by name, as written in a stylesheet. */
export type Variables = Record<string, string>;

/** A colour with its alpha, 0 (transparent) to 1 (opaque). */
export type Rgba = readonly [number, number, number, number];

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../../src');

/** A stylesheet under src/, read as text (not imported: Vite would turn it into an asset). */
export function readStylesheet(path: string): string {
  return readFileSync(join(SRC, path), 'utf8');
}

/** Every stylesheet under src/ but theme.css, by path. */
export function featureStylesheets(): { path: string; css: string }[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.css') && !path.endsWith('theme.css'))
    .sort()
    .map((path) => ({ path, css: readStylesheet(path) }));
}

/** Each `[data-theme="…"]` block's custom properties in `css` (theme.css). */
export function themeBlocks(css: string): Map<string, Variables> {
  const blocks = new Map<string, Variables>();
  for (const [, selector = '', body = ''] of rules(css)) {
    const variables = customProperties(body);
    for (const [, theme = ''] of selector.matchAll(/\[data-theme="([\w-]+)"\]/g)) {
      blocks.set(theme, { ...blocks.get(theme), ...variables });
    }
  }
  return blocks;
}

/** Every rule of `css` (comments removed) as [whole, selector, body]. */
export function rules(css: string): RegExpMatchArray[] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)];
}

/** The custom properties declared in one rule's body. */
export function customProperties(body: string): Variables {
  const variables: Variables = {};
  for (const [, name = '', value = ''] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    variables[name] = value.trim();
  }
  return variables;
}

const NAMED: Record<string, Rgba> = {
  black: [0, 0, 0, 1],
  white: [255, 255, 255, 1],
  transparent: [0, 0, 0, 0],
};

/** `#rgb` as `#rrggbb`, anything else as it is. */
const longHex = (text: string) =>
  /^#[0-9a-f]{3}$/i.test(text) ? `#${[...text.slice(1)].map((c) => c + c).join('')}` : text;

/**
 * A CSS colour as the browser computes it: hex, black / white / transparent, `rgb(r g b / a%)`,
 * `var(--x)` and `color-mix(in srgb, a p%, b)` (alpha premultiplied, as CSS mixes it).
 */
export function resolveColor(value: string, variables: Variables, depth = 0): Rgba {
  if (depth > 10) throw new Error(`${value}: variables refer to each other in a loop`);
  const text = value.trim();
  const hex = parseHex(longHex(text));
  if (hex) return [...hex, 1];
  const named = NAMED[text];
  if (named) return named;
  const rgb = /^rgb\((\d+) (\d+) (\d+)(?: \/ (\d+(?:\.\d+)?)%)?\)$/.exec(text);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / 100;
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), alpha];
  }
  const reference = /^var\((--[\w-]+)\)$/.exec(text);
  if (reference?.[1]) {
    const next = variables[reference[1]];
    if (next === undefined) throw new Error(`${reference[1]} is not defined`);
    return resolveColor(next, variables, depth + 1);
  }
  const mix = /^color-mix\(in srgb,\s*(.+?)\s+(\d+(?:\.\d+)?)%,\s*(.+)\)$/.exec(text);
  if (mix?.[1] && mix[2] && mix[3]) {
    const p = Number(mix[2]) / 100;
    const a = resolveColor(mix[1], variables, depth + 1);
    const b = resolveColor(mix[3], variables, depth + 1);
    const alpha = a[3] * p + b[3] * (1 - p);
    if (alpha === 0) return NAMED.transparent as Rgba;
    const channel = (i: number) => ((a[i] ?? 0) * a[3] * p + (b[i] ?? 0) * b[3] * (1 - p)) / alpha;
    return [channel(0), channel(1), channel(2), alpha];
  }
  throw new Error(`${value}: not a colour this test can read`);
}

/** `top` painted over the opaque colour `below`. */
export function over(top: Rgba, below: Rgb): Rgb {
  return mixSrgb([top[0], top[1], top[2]], top[3] * 100, below);
}
