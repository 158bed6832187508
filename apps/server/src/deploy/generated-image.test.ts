import { describe, expect, it } from 'vitest';
import { GLYPHS, generatedImageSvg, initialOf, letterInk, PALETTE } from './generated-image.ts';
import { STROKE_GLYPHS } from './stroke-font.ts';

describe('generatedImageSvg', () => {
  it.each([
    ['Moon Cat', 'M'],
    ['  $wif', 'W'],
    ['2028 election', '2'],
    ['élan', 'E'],
    ['🚀🚀', '?'],
    ['', '?'],
  ])('draws %j with the initial %s', (name, initial) => {
    expect(initialOf(name)).toBe(initial);
  });

  it('draws the same image for the same name, another for another', () => {
    expect(generatedImageSvg('letter', 'Moon Cat')).toBe(generatedImageSvg('letter', 'Moon Cat'));
    expect(generatedImageSvg('ascii', 'Moon Cat')).not.toBe(
      generatedImageSvg('letter', 'Moon Cat'),
    );
    expect(generatedImageSvg('letter', 'Moon Cat')).not.toBe(generatedImageSvg('letter', 'Sun'));
  });

  it('is a 512 px square SVG: the initial as a stroke-font path, ascii art a $ per lit cell', () => {
    const letter = generatedImageSvg('letter', 'Moon Cat');
    expect(letter).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512" height="512"/);
    expect(letter).toContain(`d="${STROKE_GLYPHS.M?.d}"`);
    const ascii = generatedImageSvg('ascii', 'Moon Cat');
    const lit = (GLYPHS.M ?? []).join('').replaceAll('.', '').length;
    // Each lit cell is drawn twice: its glow and its stroke.
    expect(ascii.split(`d="${STROKE_GLYPHS.$?.d}"`).length - 1).toBe(lit * 2);
  });

  it('has a stroke glyph for every character of the block font', () => {
    expect(Object.keys(GLYPHS).filter((c) => !STROKE_GLYPHS[c])).toEqual([]);
  });

  it('writes the letter in white on dark colours and near-black on light ones', () => {
    expect(PALETTE.map(letterInk)).toEqual([
      '#ffffff',
      '#ffffff',
      '#1e1f22',
      '#1e1f22',
      '#ffffff',
      '#ffffff',
      '#ffffff',
    ]);
  });

  it('never lets the name write markup into the SVG', () => {
    const svg = generatedImageSvg('letter', '<script>alert(1)</script>');
    expect(svg).not.toContain('<script');
    expect(svg).toContain(`d="${STROKE_GLYPHS.S?.d}"`);
  });
});
