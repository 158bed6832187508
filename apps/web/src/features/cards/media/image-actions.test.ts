import { describe, expect, it, vi } from 'vitest';
import { downloadImage, imageFileName } from './image-actions.ts';

describe('imageFileName', () => {
  it.each([
    ['degenkaito', '1893', 0, 'image/jpeg', 'degenkaito_1893.jpg'],
    ['degenkaito', '1893', 2, 'image/webp', 'degenkaito_1893_3.webp'],
    ['sienna.vale', 'deleted_42', 0, '', 'sienna.vale_deleted_42.jpg'],
    ['../../etc', 'a/b', 0, 'image/png', '.._.._etc_a_b.png'],
  ])('names %s/%s #%i (%s) %s', (handle, id, index, type, name) => {
    expect(imageFileName(handle, id, index, type)).toBe(name);
  });
});

describe('downloadImage', () => {
  it('opens the image in a new tab when the fetch fails (FC §8)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await downloadImage('https://img.example/1.png', () => 'x.png');
    expect(open).toHaveBeenCalledWith('https://img.example/1.png', '_blank', 'noopener,noreferrer');
  });

  it('treats an HTTP error as a failure too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await downloadImage('https://img.example/gone.png', () => 'x.png');
    expect(open).toHaveBeenCalledTimes(1);
  });
});
