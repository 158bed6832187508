import { describe, expect, it } from 'vitest';
import { generatedImageSvg, initialOf } from './generated-image.ts';

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
  });

  it('is a 512 px square SVG with the letter, and ascii art in block rows', () => {
    const letter = generatedImageSvg('letter', 'Moon Cat');
    expect(letter).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512" height="512"/);
    expect(letter).toContain('>M</text>');
    const ascii = generatedImageSvg('ascii', 'Moon Cat');
    expect(ascii.match(/<text /g)).toHaveLength(7);
    expect(ascii).toContain('$   $');
  });

  it('never lets the name write markup into the SVG', () => {
    const svg = generatedImageSvg('letter', '<script>alert(1)</script>');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('>S</text>');
  });
});
