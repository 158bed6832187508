import { describe, expect, it } from 'vitest';
import {
  checkMemeWordToAdd,
  checkMemeWordToRemove,
  containsMemeWord,
  MEME_WORD_MESSAGES,
  stripTypedDollar,
} from './meme-words.ts';

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

describe('checkMemeWordToAdd (FC §5)', () => {
  const words = ['coin', 'token'];
  it.each([
    ['  Pepe ', { ok: true, word: 'pepe' }],
    ['WIF', { ok: true, word: 'wif' }],
    ['', { ok: false, reason: 'invalid', error: 'Please enter a word to add' }],
    ['   ', { ok: false, reason: 'invalid', error: 'Please enter a word to add' }],
    ['\u200b', { ok: false, reason: 'invalid', error: 'Please enter a word to add' }],
    ['\u2800\u3164', { ok: false, reason: 'invalid', error: 'Please enter a word to add' }],
    ['$pepe', { ok: false, reason: 'invalid', error: 'Cannot add words containing "$" symbol' }],
    ['pe$pe', { ok: false, reason: 'invalid', error: 'Cannot add words containing "$" symbol' }],
    ['coin', { ok: false, reason: 'duplicate', error: 'Word already exists in meme list' }],
    [' COIN ', { ok: false, reason: 'duplicate', error: 'Word already exists in meme list' }],
    [
      'two words',
      { ok: false, reason: 'invalid', error: 'A meme word is one word, without spaces' },
    ],
    [
      'x'.repeat(65),
      { ok: false, reason: 'invalid', error: 'A meme word is at most 64 characters' },
    ],
  ] as const)('%j → %j', (raw, expected) => {
    expect(checkMemeWordToAdd(raw, words)).toEqual(expected);
  });

  it('refuses a word once the list is full', () => {
    const full = Array.from({ length: 500 }, (_, i) => `w${i}`);
    expect(checkMemeWordToAdd('more', full)).toEqual({
      ok: false,
      reason: 'full',
      error: 'The meme list holds at most 500 words; remove one first',
    });
  });
});

describe('checkMemeWordToRemove (FC §5)', () => {
  it.each([
    [' Coin', ['coin'], { ok: true, word: 'coin' }],
    ['pepe', ['coin'], { ok: false, reason: 'notFound', error: 'Word not found in meme list' }],
    ['coin', [], { ok: false, reason: 'noWords', error: 'No meme words found' }],
  ] as const)('%j from %j → %j', (raw, words, expected) => {
    expect(checkMemeWordToRemove(raw, words)).toEqual(expected);
  });
});

describe('meme messages (FC §8)', () => {
  it('quotes the spec', () => {
    expect(MEME_WORD_MESSAGES.loadFailed).toBe('Failed to load meme settings');
    expect(MEME_WORD_MESSAGES.addFailed).toBe('Failed to add meme word');
    expect(MEME_WORD_MESSAGES.toggleFailed).toBe('Failed to toggle meme settings');
    expect(MEME_WORD_MESSAGES.removeFailed).toBe('Failed to remove meme word');
    expect(MEME_WORD_MESSAGES.added('pepe')).toBe('Added "pepe" to meme words');
    expect(MEME_WORD_MESSAGES.removed('pepe')).toBe('Removed "pepe" from meme words');
    expect(MEME_WORD_MESSAGES.toggled(true)).toBe('Meme highlighting enabled');
    expect(MEME_WORD_MESSAGES.toggled(false)).toBe('Meme highlighting disabled');
  });

  it('strips a typed $', () => {
    expect(stripTypedDollar('$pepe')).toBe('pepe');
    expect(stripTypedDollar('pe$p$e')).toBe('pepe');
  });
});
