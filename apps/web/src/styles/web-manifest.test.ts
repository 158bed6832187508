import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readStylesheet, themeBlocks } from '../../test/styles/theme-css-support.ts';

/**
 * Issue 50: the web app manifest that lets a phone install Launchdeck to its home screen. It
 * parses, names the app, opens standalone on /, takes its colours from the default theme, and
 * every icon it lists is in public/ at the size it claims (192 and 512 px, maskable too).
 */

const WEB = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PUBLIC = join(WEB, 'public');

const manifestSchema = z.object({
  name: z.string(),
  short_name: z.string(),
  start_url: z.string(),
  display: z.string(),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(
    z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() }),
  ),
});

const manifest = manifestSchema.parse(
  JSON.parse(readFileSync(join(PUBLIC, 'manifest.webmanifest'), 'utf8')),
);
const discord = themeBlocks(readStylesheet('styles/theme.css')).get('discord') ?? {};
const indexHtml = readFileSync(join(WEB, 'index.html'), 'utf8');

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: Buffer): string {
  expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${file.readUInt32BE(16)}x${file.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('names the app and opens it standalone on the main screen', () => {
    expect(manifest).toMatchObject({
      name: 'Launchdeck',
      start_url: '/',
      display: 'standalone',
    });
  });

  it("takes its colours from the default theme's header and page", () => {
    expect(manifest.theme_color).toBe(discord['--header-bg']);
    expect(manifest.background_color).toBe(discord['--bg-color']);
  });

  it('lists an SVG icon and PNG icons of 192 and 512 px, plain and maskable', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.icons.some((icon) => icon.type === 'image/svg+xml')).toBe(true);
  });

  it.each(manifest.icons.map((icon) => [icon.src, icon] as const))(
    'has %s in public/ at its size',
    (_src, icon) => {
      const file = readFileSync(join(PUBLIC, icon.src));
      if (icon.type === 'image/png') expect(pngSize(file)).toBe(icon.sizes);
      else expect(file.toString('utf8')).toContain('<svg');
    },
  );

  it('is linked from index.html with the theme colour and an apple-touch-icon', () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(indexHtml).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    const touch = indexHtml.match(/<link rel="apple-touch-icon" href="([^"]+)"/)?.[1] ?? '';
    expect(pngSize(readFileSync(join(PUBLIC, touch)))).toBe('180x180');
  });
});
