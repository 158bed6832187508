import { describe, expect, it } from 'vitest';
import { cutToLength, tokenNameFromText } from './token-name.ts';

const SOLANA_CA = '5fLWHE32UmaneufHTx43a3QwLqZKN6YQM4uqGUmipump';
const BNB_CA = '0x3c8af5a290e87ad72274ed77e89eaf92149451f2';

describe('tokenNameFromText', () => {
  it.each([
    ['a plain short post', 'Frog King', 32, 'Frog King'],
    ['the first sentence', 'new meme just dropped. dev locked LP', 32, 'new meme just dropped'],
    ['the first line', 'Dog in a hat\nsecond line here', 32, 'Dog in a hat'],
    ['! and ? end a sentence', 'wen moon? soon!', 32, 'wen moon'],
    ['decimals and domains stay', 'pump.fun hit 3.5x today', 32, 'pump.fun hit 3.5x today'],
    ['$ and # signs go, their words stay', '$FROG is #based', 32, 'FROG is based'],
    ['@handles go', '@elonmusk launching Grok Coin', 32, 'launching Grok Coin'],
    ['the RT marker goes', 'RT @bonkmaxi: the dog in a hat', 32, 'the dog in a hat'],
    ['links go', 'https://example.com/frog Frog launch www.frog.io', 32, 'Frog launch'],
    ['contract addresses go', `CA: ${SOLANA_CA}\nGoblin Town`, 32, 'Goblin Town'],
    ['bnb addresses go', `${BNB_CA} Fortune Cat`, 32, 'Fortune Cat'],
    ['dangling punctuation is trimmed', '- Moon Cat: ', 32, 'Moon Cat'],
    ['spaces collapse', '  Moon    Cat  ', 32, 'Moon Cat'],
    ['emoji stay', 'kaito 🐸 frog', 32, 'kaito 🐸 frog'],
    [
      'cut at a whole word to 32',
      'the dog in a hat is still the best chart of the cycle',
      32,
      'the dog in a hat is still the',
    ],
    ['cut to 20 for bnb', 'the dog in a hat is still the best chart', 20, 'the dog in a hat is'],
    ['one long word is cut', 'Supercalifragilisticexpialidocious', 20, 'Supercalifragilistic'],
    ['only a link gives nothing', 'https://example.com/x', 32, ''],
    ['empty text gives nothing', '', 32, ''],
    ['a line of noise is skipped', `${SOLANA_CA}\n\nReal Name`, 32, 'Real Name'],
    ['a leading ellipsis is skipped', '... and then Frog', 32, 'and then Frog'],
  ])('%s', (_case, text, max, expected) => {
    expect(tokenNameFromText(text, max)).toBe(expected);
  });
});

describe('cutToLength', () => {
  it('never splits an emoji in half', () => {
    expect(cutToLength('🐸🐸🐸', 5)).toBe('🐸🐸');
  });

  it.each([
    ['a ZWJ family', 'ab👨‍👩‍👧‍👦', 8, 'ab'],
    ['a flag', '🇺🇸🇯🇵', 6, '🇺🇸'],
    ['an accent', 'cafe\u0301s', 4, 'caf'],
  ])('never splits %s', (_name, text, max, expected) => {
    expect(cutToLength(text, max)).toBe(expected);
  });

  it('keeps a text at the limit whole', () => {
    expect(cutToLength('abcde', 5)).toBe('abcde');
  });
});
