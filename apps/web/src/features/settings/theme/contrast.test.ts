import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  isLight,
  mixSrgb,
  parseHex,
  readableOn,
  relativeLuminance,
  toHex,
} from './contrast.ts';

describe('contrast', () => {
  it.each([
    ['#000000', [0, 0, 0]],
    ['#FFFFFF', [255, 255, 255]],
    ['#5865f2', [88, 101, 242]],
  ])('parses %s', (hex, rgb) => {
    expect(parseHex(hex)).toEqual(rgb);
    expect(toHex(rgb as [number, number, number])).toBe(hex.toLowerCase());
  });

  it.each(['#fff', 'red', '#12345g', '5865f2', '#5865f2ff', ''])('refuses %j', (text) => {
    expect(parseHex(text)).toBeNull();
  });

  it('measures luminance from black (0) to white (1)', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
  });

  it.each([
    // Known WCAG ratios.
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 4.0],
  ])('%s on %s is %d:1 in either order', (a, b, ratio) => {
    const [x, y] = [parseHex(a), parseHex(b)];
    if (!x || !y) throw new Error('bad test colour');
    expect(contrastRatio(x, y)).toBeCloseTo(ratio, 1);
    expect(contrastRatio(y, x)).toBeCloseTo(ratio, 1);
  });

  it('picks white on a dark colour and ink on a light one', () => {
    expect(readableOn([88, 101, 242])).toBe('#ffffff');
    expect(readableOn([241, 196, 15])).toBe('#111111');
    expect(isLight([241, 196, 15])).toBe(true);
    expect(isLight([49, 51, 56])).toBe(false);
  });

  it('mixes like color-mix in srgb', () => {
    expect(toHex(mixSrgb([255, 255, 255], 50, [0, 0, 0]))).toBe('#808080');
    expect(toHex(mixSrgb([255, 0, 0], 100, [0, 0, 255]))).toBe('#ff0000');
  });
});
