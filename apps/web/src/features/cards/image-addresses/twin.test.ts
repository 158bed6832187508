import { describe, expect, it } from 'vitest';
import { twinParts } from './twin.ts';

const READ = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';
const TWIN = '4k3Dyjzvzp8eMZWUXbBCjEvWSkkk59S5iCNLY3QrkX6R';

describe('twinParts', () => {
  it('shows the characters around the difference, the differing one marked', () => {
    expect(twinParts(READ, TWIN)).toEqual([
      { text: '…', differs: false },
      { text: 'CjEv', differs: false },
      { text: 'W', differs: true },
      { text: 'Skkk', differs: false },
      { text: '…', differs: false },
    ]);
  });

  it('keeps every character when asked, and marks each difference', () => {
    const twin = `${TWIN.slice(0, -1)}r`;
    const parts = twinParts(READ, twin, true);
    expect(parts.map((part) => part.text).join('')).toBe(twin);
    expect(parts.filter((part) => part.differs).map((part) => part.text)).toEqual(['W', 'r']);
  });

  it('starts and ends without … at the address’s own ends', () => {
    const twin = `q${READ.slice(1)}`;
    const parts = twinParts(READ, twin);
    expect(parts[0]).toEqual({ text: 'q', differs: true });
    expect(parts.at(-1)).toEqual({ text: '…', differs: false });
  });
});
