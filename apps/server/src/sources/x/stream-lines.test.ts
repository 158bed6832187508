import { describe, expect, it } from 'vitest';
import { LineSplitter, MAX_LINE_CHARS } from './stream-lines.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('LineSplitter', () => {
  it('splits on CRLF, keeps keep-alive blank lines, and holds a partial line', () => {
    const lines = new LineSplitter();
    expect(lines.push(bytes('{"a":1}\r\n\r\n{"b"'))).toEqual(['{"a":1}', '']);
    expect(lines.push(bytes(':2}\n'))).toEqual(['{"b":2}']);
  });

  it('joins a character split across chunks', () => {
    const rocket = bytes('🚀\r\n');
    const lines = new LineSplitter();
    expect(lines.push(rocket.slice(0, 2))).toEqual([]);
    expect(lines.push(rocket.slice(2))).toEqual(['🚀']);
  });

  it('refuses a line that never ends', () => {
    const lines = new LineSplitter();
    expect(() => lines.push(bytes('x'.repeat(MAX_LINE_CHARS + 1)))).toThrow(/stream line over/);
  });
});
