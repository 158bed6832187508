import { describe, expect, it } from 'vitest';
import { generatedImageSrc } from './api.ts';

const nameOf = (src: string) => new URL(src, 'http://localhost').searchParams.get('name');

describe('generatedImageSrc', () => {
  it('asks for the name as typed, without the spaces around it', () => {
    expect(nameOf(generatedImageSrc('letter', '  Moon Cat '))).toBe('Moon Cat');
  });

  it('cuts a long name on a grapheme with …, never half an emoji (issue 46)', () => {
    // A cut at 64 UTF-16 units would leave half a surrogate pair: encodeURIComponent throws.
    expect(nameOf(generatedImageSrc('ascii', `a${'😀'.repeat(70)}`))).toBe(`a${'😀'.repeat(62)}…`);
    const family = '👨‍👩‍👧';
    const name = nameOf(generatedImageSrc('ascii', `${'b'.repeat(60)}${family}x`)) ?? '';
    expect(name).toBe(`${'b'.repeat(60)}…`);
  });
});
