import { describe, expect, it } from 'vitest';
import { alternativesFor, MAX_ALTERNATIVES } from './confusions.ts';
import type { OcrChar } from './reader.ts';

const SOLANA = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const EVM_LOWER = '0x52908400098527886e0f7030069857d2e4169ee7';
const EVM_CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** A read with every character at the given confidence, and some less sure ones. */
function read(text: string, confidence = 98, doubtful: Record<number, number> = {}): OcrChar[] {
  return [...text].map((char, index) => ({ char, confidence: doubtful[index] ?? confidence }));
}

describe('alternativesFor', () => {
  it('puts a clean read first and keeps every spelling a valid address', () => {
    const alternatives = alternativesFor('solana', read(SOLANA));
    expect(alternatives[0]).toBe(SOLANA);
    expect(alternatives.length).toBeGreaterThan(1);
    expect(alternatives.length).toBeLessThanOrEqual(MAX_ALTERNATIVES);
    for (const spelling of alternatives) expect(spelling).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });

  it.each([
    ['0 read for o', SOLANA.replace('Jos', 'J0s'), SOLANA],
    ['O read for o', SOLANA.replace('Jos', 'JOs'), SOLANA],
    ['l read for 1', '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R'.replace('X6', 'Xl'), undefined],
    // USDC's mint: a read of I where it has 1 (a 1 in front would be a zero byte, not a key).
    [
      'I read for 1',
      'EPjFWdd5AufqSSqeM2qNIxzybapC8G4wEGGkZwyTDt1v',
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    ],
  ])('replaces an impossible character (%s)', (_case, text, expected) => {
    const [first] = alternativesFor('solana', read(text));
    expect(first).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    if (expected) expect(first).toBe(expected);
  });

  it('offers the look-alike of the least confident character among the first few', () => {
    const doubtfulU = SOLANA.indexOf('u');
    const alternatives = alternativesFor('solana', read(SOLANA, 98, { [doubtfulU]: 60 }));
    expect(alternatives.slice(0, 2)).toContain(SOLANA.replace('Ru', 'RU'));
  });

  it('ranks the misreads OCR makes most often first, two at once too', () => {
    // Read q as g: one of five cheap changes (three g, a j and a u could each be the misread).
    const alternatives = alternativesFor('solana', read(SOLANA.replace('q', 'g')));
    expect(alternatives.slice(0, 6)).toContain(SOLANA);
    // Both capital W read small: the two changes together come right after each alone.
    const capitals = 'ERWL1M4EM9PYYXoKbRhrWBJa66D6k6yiDGR5BMHpo28V';
    expect(alternativesFor('solana', read(capitals.replaceAll('W', 'w')))[3]).toBe(capitals);
  });

  it('gives up on a run with more impossible characters than OCR would make', () => {
    expect(alternativesFor('solana', read(SOLANA.replace('7xKXtg', '0OlI0O')))).toEqual([]);
  });

  it('keeps an all-lowercase EVM read lowercase and maps O to 0', () => {
    const alternatives = alternativesFor('bnb', read(EVM_LOWER.slice(2).replace('00', 'OO')), '0x');
    expect(alternatives[0]).toBe(EVM_LOWER);
    for (const spelling of alternatives) expect(spelling).toBe(spelling.toLowerCase());
  });

  it('keeps a mixed-case EVM read with its case and offers case changes', () => {
    const alternatives = alternativesFor('bnb', read(EVM_CHECKSUMMED.slice(2)), '0x');
    expect(alternatives[0]).toBe(EVM_CHECKSUMMED);
    for (const spelling of alternatives) expect(spelling).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('finds nothing in a run that cannot be an address of the chain', () => {
    expect(alternativesFor('bnb', read('g'.repeat(40)), '0x')).toEqual([]);
    expect(alternativesFor('solana', read('abcdefghijkmnopqrstuvwxyzabcdefghijk'))).toEqual([]);
    // An identifier becomes base58 once its l is read as 1, but was read without a digit.
    expect(alternativesFor('solana', read('AbstractSingletonProxyFactoryBean'))).toEqual([]);
  });

  describe("with the recogniser's own probabilities", () => {
    /** A sure read of every character, the given ones with the recogniser's other options. */
    function withOthers(
      text: string,
      others: Record<number, [string, number, number][]>,
    ): OcrChar[] {
      return [...text].map((char, index) => {
        const options = others[index];
        if (!options) return { char, confidence: 99.9, others: [] };
        const [[, probability]] = options as [[string, number, number]];
        return {
          char,
          confidence: probability * 100,
          others: options.map(([other, , p]) => ({ char: other, probability: p })),
        };
      });
    }

    it('ranks spellings by joint probability: the likelier second choice first', () => {
      const g = SOLANA.indexOf('g');
      const u = SOLANA.indexOf('u');
      const text = SOLANA.replace('g', 'q');
      const alternatives = alternativesFor(
        'solana',
        withOthers(text, { [g]: [['g', 0.6, 0.35]], [u]: [['U', 0.7, 0.1]] }),
      );
      expect(alternatives[0]).toBe(text);
      expect(alternatives[1]).toBe(SOLANA);
      expect(alternatives[2]).toBe(text.replace('Ru', 'RU'));
    });

    it('takes the likeliest character of the alphabet where the read one is not in it', () => {
      // O is not base58: the recogniser's next choice, o, stands in, not the fixed look-alike 0.
      const at = SOLANA.indexOf('o');
      const read = withOthers(SOLANA.replace('Jos', 'JOs'), { [at]: [['O', 0.8, 0.15]] });
      read[at] = { ...(read[at] as OcrChar), others: [{ char: 'o', probability: 0.15 }] };
      expect(alternativesFor('solana', read)[0]).toBe(SOLANA);
    });

    it('still offers a look-alike the recogniser did not name', () => {
      const alternatives = alternativesFor('solana', withOthers(SOLANA.replace('q', 'g'), {}));
      expect(alternatives).toContain(SOLANA);
    });
  });
});
