import { MESSAGES } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { sniffImageType } from './images/image-types.ts';
import { renderGeneratedPng } from './images/png.ts';
import { generatedImageUrl } from './metadata-routes.ts';

describe('GET /api/token-images/{letter,ascii}.{png,svg}', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  const get = (path: string) => fetch(`${server.url}${path}`);
  const pathOf = (url: string) => url.slice(url.indexOf('/api/'));

  it.each(['letter', 'ascii'] as const)(
    'serves the %s image as a PNG anyone may show, cached forever',
    async (kind) => {
      const response = await get(pathOf(generatedImageUrl('', kind, 'Moon Cat')));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(sniffImageType(bytes)).toBe('image/png');
      expect(bytes).toEqual(renderGeneratedPng(kind, 'Moon Cat'));
    },
  );

  it('still serves the SVG, unable to run anything', async () => {
    const response = await get(pathOf(generatedImageUrl('', 'letter', 'Moon Cat', 'svg')));
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(await response.text()).toMatch(/^<svg /);
  });

  it('links a long name cut on a grapheme with …, never half an emoji (issue 46)', async () => {
    // 'a' then emoji: a cut at 64 UTF-16 units would leave half a surrogate pair, which
    // encodeURIComponent refuses (URIError).
    const url = generatedImageUrl('', 'ascii', `a${'😀'.repeat(70)}`);
    expect(new URL(url, server.url).searchParams.get('name')).toBe(`a${'😀'.repeat(62)}…`);
    expect((await get(pathOf(url))).status).toBe(200);
  });

  it('refuses a name longer than 64 characters, and knows no other image', async () => {
    const long = await get(`/api/token-images/letter.png?name=${'a'.repeat(65)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      error: 'name: Too big: expected string to have <=64 characters',
      fields: { name: 'Too big: expected string to have <=64 characters' },
    });
    const other = await get('/api/token-images/letter.gif?name=x');
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: MESSAGES.notFound });
  });
});
