import { describe, expect, it } from 'vitest';
import { applyMaskedEdit, maskKey } from './masked-key.ts';

describe('maskKey', () => {
  it.each([
    ['', ''],
    ['ab', 'ab'],
    ['abc', 'abc'],
    ['abcdef', 'abc•••'],
  ])('shows %j as %j', (key, shown) => {
    expect(maskKey(key)).toBe(shown);
  });
});

describe('applyMaskedEdit', () => {
  // Each case: the key before, the field's text after the edit, the caret after it, the key after.
  it.each([
    ['typing at the end', 'abcdef', 'abc•••g', 7, 'abcdefg'],
    ['typing the first character', '', 'a', 1, 'a'],
    ['typing inside the masked run', 'abcdef', 'abc•X••', 5, 'abcdXef'],
    ['typing before the visible start', 'abcdef', 'Xabc•••', 1, 'Xabcdef'],
    ['typing after the visible start', 'abcdef', 'abcX•••', 4, 'abcXdef'],
    ['pasting into an empty field', '', '5Kb8kLf9zg', 10, '5Kb8kLf9zg'],
    ['pasting at the end', 'abc', 'abcdef', 6, 'abcdef'],
    ['pasting over a masked selection', 'abcdef', 'abc•XY•', 6, 'abcdXYf'],
    ['backspace at the end', 'abcdef', 'abc••', 5, 'abcde'],
    ['backspace inside the masked run', 'abcdef', 'abc••', 3, 'abcef'],
    ['backspace in the visible start', 'abcdef', 'ac•••', 1, 'acdef'],
    ['delete inside the masked run', 'abcdef', 'abc••', 4, 'abcdf'],
    ['select-all and delete', 'abcdef', '', 0, ''],
    ['select-all and type', 'abcdef', 'z', 1, 'z'],
    ['select-all and paste a key sharing the visible start', 'abcdef', 'abc999', 6, 'abc999'],
    ['select-all and paste the same key', 'abcdef', 'abcdef', 6, 'abcdef'],
    ['replacing a visible character with itself', 'abcdef', 'abc•••', 2, 'abcdef'],
  ])('%s', (_edit, key, next, caret, expected) => {
    expect(applyMaskedEdit(key, next, caret)).toBe(expected);
  });
});
