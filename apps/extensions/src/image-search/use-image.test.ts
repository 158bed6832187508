import { describe, expect, it } from 'vitest';
import { IMAGE_EXTENSION_MESSAGES, imageProblem, imageSearchUrl } from './use-image.ts';

describe('imageProblem', () => {
  it.each([
    ['https://pbs.twimg.com/media/a.jpg', undefined],
    ['http://images.example/b.png?x=1', undefined],
    ['data:image/png;base64,AAAA', IMAGE_EXTENSION_MESSAGES.notWeb],
    ['blob:https://x.com/1234', IMAGE_EXTENSION_MESSAGES.notWeb],
    [`https://images.example/${'a'.repeat(3000)}.png`, IMAGE_EXTENSION_MESSAGES.tooLong],
  ])('%s', (src, problem) => {
    expect(imageProblem(src)).toBe(problem);
  });
});

describe('imageSearchUrl', () => {
  it('searches Google Images for the words', () => {
    expect(imageSearchUrl('  pepe & frog ')).toBe(
      'https://www.google.com/search?tbm=isch&q=pepe%20%26%20frog',
    );
  });
});
