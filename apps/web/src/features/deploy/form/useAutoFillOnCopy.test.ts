import { describe, expect, it } from 'vitest';
import { nameFromCopiedText } from './useAutoFillOnCopy.ts';

describe('nameFromCopiedText (DA §5: copied text is used only at 3 to 99 characters)', () => {
  it.each([
    ['', null],
    ['ab', null],
    ['  ab  ', null],
    ['abc', 'abc'],
    ['  Goblin\n  Town ', 'Goblin Town'],
    ['x'.repeat(99), 'x'.repeat(32)],
    ['x'.repeat(100), null],
    [`${'word '.repeat(19)}word`, 'word word word word word word'],
  ])('%j gives %j', (copied, name) => {
    expect(nameFromCopiedText(copied, 32)).toBe(name);
  });

  it('cuts to the mode limit (bnb 20)', () => {
    expect(nameFromCopiedText('Frog King has arrived today', 20)).toBe('Frog King has');
  });
});
