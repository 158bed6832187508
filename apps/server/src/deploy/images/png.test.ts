import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import {
  ASCII_BACKGROUND,
  type GeneratedImageKind,
  generatedImageSvg,
  IMAGE_SIZE,
  letterInk,
  nameColour,
} from '../generated-image.ts';
import { sniffImageType } from './image-types.ts';
import { GeneratedPngs, renderGeneratedPng } from './png.ts';

type Rgb = [number, number, number];
const rgbOf = (hex: string): Rgb =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;

/** A PNG decoded by a real decoder (resvg drawing it as an image), as RGBA rows. */
function decode(png: Uint8Array): { width: number; height: number; pixels: Uint8Array } {
  const data = Buffer.from(png).toString('base64');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}">` +
    `<image width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" href="data:image/png;base64,${data}"/></svg>`;
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  return { width: image.width, height: image.height, pixels: new Uint8Array(image.pixels) };
}

const pixelAt = (pixels: Uint8Array, x: number, y: number): Rgb => {
  const at = (y * IMAGE_SIZE + x) * 4;
  return [pixels[at] ?? -1, pixels[at + 1] ?? -1, pixels[at + 2] ?? -1];
};
const near = (a: Rgb, b: Rgb, tolerance = 40) =>
  a.every((c, i) => Math.abs(c - (b[i] ?? 0)) <= tolerance);

/** The share of the image within `tolerance` of a colour. */
function shareOf(pixels: Uint8Array, colour: Rgb, tolerance = 8): number {
  let count = 0;
  for (let at = 0; at < pixels.length; at += 4) {
    const here: Rgb = [pixels[at] ?? 0, pixels[at + 1] ?? 0, pixels[at + 2] ?? 0];
    if (near(here, colour, tolerance)) count += 1;
  }
  return count / (pixels.length / 4);
}

/** The PNG's IHDR: width, height, bit depth and colour type. */
function header(png: Uint8Array): number[] {
  const bytes = Buffer.from(png);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20), bytes[24] ?? -1, bytes[25] ?? -1];
}

describe('renderGeneratedPng', () => {
  it.each(['letter', 'ascii'] as const)(
    'renders the %s image as a 512 × 512 RGBA PNG a decoder reads',
    (kind) => {
      const png = renderGeneratedPng(kind, 'Moon Cat');
      expect(sniffImageType(png)).toBe('image/png');
      expect(header(png)).toEqual([512, 512, 8, 6]);
      const { width, height } = decode(png);
      expect([width, height]).toEqual([512, 512]);
    },
  );

  it('draws the letter image: the name colour behind, a large initial in the ink', () => {
    const { pixels } = decode(renderGeneratedPng('letter', 'Moon Cat'));
    const background = rgbOf(nameColour('Moon Cat'));
    // The background is a soft gradient of the name colour, lighter at the top left.
    expect(near(pixelAt(pixels, 256, 4), background)).toBe(true);
    expect(near(pixelAt(pixels, 4, 256), background)).toBe(true);
    // The initial's strokes: a good share of the square, none of it outside the middle.
    expect(shareOf(pixels, rgbOf(letterInk(nameColour('Moon Cat'))))).toBeGreaterThan(0.06);
    expect(near(pixelAt(pixels, 20, 20), rgbOf(letterInk(nameColour('Moon Cat'))))).toBe(false);
  });

  it('draws the ascii image: the initial in characters of the name colour on dark', () => {
    const { pixels } = decode(renderGeneratedPng('ascii', 'Moon Cat'));
    expect(pixelAt(pixels, 0, 0)).toEqual(rgbOf(ASCII_BACKGROUND));
    expect(shareOf(pixels, rgbOf(nameColour('Moon Cat')))).toBeGreaterThan(0.02);
  });

  it('draws with paths only, so a machine without fonts renders the same image', () => {
    for (const kind of ['letter', 'ascii'] as const) {
      expect(generatedImageSvg(kind, 'Moon Cat')).not.toMatch(/<text|font-family/);
    }
  });

  it('gives the same bytes for the same name, another image for another initial or colour', () => {
    expect(renderGeneratedPng('letter', 'Moon Cat')).toEqual(
      renderGeneratedPng('letter', 'Moon Cat'),
    );
    expect(renderGeneratedPng('ascii', 'Moon Cat')).toEqual(
      renderGeneratedPng('ascii', 'Moon Cat'),
    );
    const sameColour = ['Sun Dog', 'Pepe', 'Wif', 'Bonk', 'Doge', 'Apple', 'Kitty'].find(
      (name) => nameColour(name) === nameColour('Moon Cat') && name[0] !== 'M',
    );
    expect(sameColour).toBeDefined();
    for (const kind of ['letter', 'ascii'] as GeneratedImageKind[]) {
      expect(renderGeneratedPng(kind, sameColour ?? '')).not.toEqual(
        renderGeneratedPng(kind, 'Moon Cat'),
      );
    }
  });

  it("draws '?' for a name without a letter or digit", () => {
    expect(generatedImageSvg('letter', '🚀🚀')).toBe(generatedImageSvg('letter', '🚀🚀'));
    expect(sniffImageType(renderGeneratedPng('ascii', '🚀🚀'))).toBe('image/png');
  });
});

describe('GeneratedPngs', () => {
  it('renders the same PNG as on this thread, once for names that draw the same image', async () => {
    const pngs = new GeneratedPngs();
    const first = pngs.png('letter', 'Moon Cat');
    expect(pngs.png('letter', 'Moon Cat')).toBe(first);
    expect(await first).toEqual(renderGeneratedPng('letter', 'Moon Cat'));
    // Same initial, same colour: the same drawing, one entry.
    const twin = ['Mint', 'Mars', 'Meme', 'Milk', 'Mango', 'Moss', 'Mud', 'Mole'].find(
      (name) => nameColour(name) === nameColour('Moon Cat'),
    );
    expect(pngs.png('letter', twin ?? '')).toBe(first);
    expect(pngs.size).toBe(1);
  });

  it('keeps the most recently used images only', async () => {
    const pngs = new GeneratedPngs(2);
    const a = pngs.png('letter', 'A');
    const b = pngs.png('letter', 'B');
    await Promise.all([a, b]);
    expect(pngs.png('letter', 'A')).toBe(a);
    await pngs.png('letter', 'C');
    expect(pngs.size).toBe(2);
    expect(pngs.png('letter', 'A')).toBe(a);
    const again = pngs.png('letter', 'B');
    expect(again).not.toBe(b);
    expect(await again).toEqual(await b);
  });
});
