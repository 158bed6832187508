import { crc32, deflateSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

/** The picture host the bench posts name (feed-posts.ts); this network cannot reach it. */
const PICTURE_HOST = 'https://picsum.photos/';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A width × height RGB PNG with a diagonal gradient and a grain in 8 px blocks: about the weight of
 * a platform's JPEG of that size (≈ 100 kB at 800 × 450), and not one flat colour.
 */
export function picture(width: number, height: number, seed: number): Buffer {
  const row = width * 3 + 1;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    // Rows repeat within a block: filter 'Up' stores them as zeros, as a JPEG's blocks would cost little.
    const repeat = y % 8 !== 0;
    pixels[y * row] = repeat ? 2 : 0;
    if (repeat) continue;
    for (let x = 0; x < width; x++) {
      const at = y * row + 1 + x * 3;
      const grain = (((x >> 3) * 7919 + (y >> 3) * 104729 + seed * 31) % 23) - 11;
      pixels[at] = (((x * 255) / width + seed * 40 + grain) & 255) >>> 0;
      pixels[at + 1] = (((y * 255) / height + grain) & 255) >>> 0;
      pixels[at + 2] = ((((x + y) * 128) / (width + height) + 64 + grain) & 255) >>> 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Answers the bench posts' picture URLs (`https://picsum.photos/seed/<seed>/<w>/<h>`) in this
 * browser context with a generated PNG of that size, as a CDN would, so both pages load, decode
 * and paint real pictures (this network cannot reach the host, and a failed picture costs a page
 * other work than a loaded one). The PNG of each size is made once; every URL is its own request.
 */
export async function servePictures(context: BrowserContext): Promise<void> {
  const made = new Map<string, Buffer>();
  await context.route(`${PICTURE_HOST}**`, async (route) => {
    const [width = 96, height = 96] = new URL(route.request().url()).pathname
      .split('/')
      .slice(-2)
      .map((part) => Math.min(1600, Math.max(8, Number(part) || 96)));
    const size = `${width}x${height}`;
    const body = made.get(size) ?? picture(width, height, made.size);
    made.set(size, body);
    await route.fulfill({
      status: 200,
      body,
      headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
    });
  });
}
