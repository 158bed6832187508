import { describe, expect, it } from 'vitest';
import { PrefillImage, startingImages } from './prefill-image.ts';

const POST_IMAGES = ['https://img.example/frog.png', 'https://img.example/pfp.png'];
const CUSTOM = 'https://i.example/mine.png';

describe('startingImages (DA §2 Image Settings in the prefilled form)', () => {
  it.each([
    ['no choice', undefined],
    ['use_image', { type: 'use_image' } as const],
  ])('%s: offers the post images and selects the first', (_name, choice) => {
    expect(startingImages(POST_IMAGES, choice)).toEqual({ urls: POST_IMAGES, selected: 'first' });
  });

  it.each(['ascii', 'letter'] as const)(
    '%s: starts in that mode with the post images still offered',
    (type) => {
      expect(startingImages(POST_IMAGES, { type })).toEqual({ urls: POST_IMAGES, selected: type });
    },
  );

  it('custom: puts the link first and selects it, the post images after it', () => {
    expect(startingImages(POST_IMAGES, { type: 'custom', url: CUSTOM })).toEqual({
      urls: [CUSTOM, ...POST_IMAGES],
      selected: 'first',
    });
  });

  it('custom: a link the post also shows is offered once', () => {
    const url = POST_IMAGES[1] ?? '';
    expect(startingImages(POST_IMAGES, { type: 'custom', url }).urls).toEqual([
      url,
      POST_IMAGES[0],
    ]);
  });

  it('ascii on a post without images: the mode alone', () => {
    expect(startingImages([], { type: 'ascii' })).toEqual({ urls: [], selected: 'ascii' });
  });
});

describe('PrefillImage', () => {
  it.each([
    [{ type: 'ascii' }, true],
    [{ type: 'custom', url: CUSTOM }, true],
    [{ type: 'custom' }, false],
    [{ type: 'photo' }, false],
  ])('%j is accepted: %s', (value, ok) => {
    expect(PrefillImage.safeParse(value).success).toBe(ok);
  });
});
