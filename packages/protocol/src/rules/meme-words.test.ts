import { describe, expect, it } from 'vitest';
import { containsMemeWord } from './meme-words.ts';

describe('containsMemeWord', () => {
  it.each([
    ['coin', ['coin'], true],
    ['MEMECOIN', ['coin'], true],
    ['Tokenized', ['token'], true],
    ['coins', ['coin'], true],
    ['bitcon', ['coin'], false],
    ['coin', [], false],
    ['coin', [''], false],
  ] as const)('%s with %j → %s', (word, memeWords, expected) => {
    expect(containsMemeWord(word, memeWords)).toBe(expected);
  });
});
