/** An opaque sRGB colour, each channel 0–255. */
export type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{6})$/i;

/** '#rrggbb' as channels; null for anything else. */
export function parseHex(value: string): Rgb | null {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

// WCAG 2.x relative luminance: each channel linearised from sRGB, then weighted.
const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, 1 (same) to 21 (black on white); the order of the two does not matter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [17, 17, 17];

/** White or near-black, whichever reads better on `background` (text on a custom brand colour). */
export function readableOn(background: Rgb): string {
  return contrastRatio(WHITE, background) >= contrastRatio(INK, background)
    ? toHex(WHITE)
    : toHex(INK);
}

/** True when the background is light: native controls (scrollbars, pickers) then draw light. */
export function isLight(background: Rgb): boolean {
  return contrastRatio(INK, background) > contrastRatio(WHITE, background);
}

/** CSS color-mix(in srgb, a p%, b): each channel mixed linearly in gamma-encoded sRGB. */
export function mixSrgb(a: Rgb, percentOfA: number, b: Rgb): Rgb {
  const p = percentOfA / 100;
  return [0, 1, 2].map((i) => (a[i] ?? 0) * p + (b[i] ?? 0) * (1 - p)) as unknown as Rgb;
}
