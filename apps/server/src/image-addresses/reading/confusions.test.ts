import { decodesToSolanaKey } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import {
  MAX_READINGS,
  MAX_TWINS,
  type Spellings,
  spellingsFor,
  UNSURE_BELOW,
} from './confusions.ts';
import type { OcrChar } from './reader.ts';

const SOLANA = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const EVM_LOWER = '0x52908400098527886e0f7030069857d2e4169ee7';
const EVM_CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** A read with every character at the given confidence, and some less sure ones. */
function read(text: string, confidence = 98, doubtful: Record<number, number> = {}): OcrChar[] {
  return [...text].map((char, index) => ({ char, confidence: doubtful[index] ?? confidence }));
}

/** The spellings of a read that must be an address of its chain. */
function spellings(chain: 'solana' | 'bnb', body: OcrChar[], prefix = ''): Spellings {
  const found = spellingsFor(chain, body, prefix);
  if (!found) throw new Error('expected the read to be an address');
  return found;
}
const readings = ({ alternatives, verifiable }: Spellings) => alternatives.slice(0, verifiable);
const twins = ({ alternatives, verifiable }: Spellings) =>
  alternatives.slice(Math.max(1, verifiable));

/** A read of every character with the recogniser's options: [char, p, ...[other, q]] per place. */
function withOthers(
  text: string,
  others: Record<number, [number, ...[string, number][]]>,
): OcrChar[] {
  return [...text].map((char, index) => {
    const options = others[index];
    if (!options) return { char, confidence: 99.9, others: [] };
    const [probability, ...rest] = options;
    return {
      char,
      confidence: probability * 100,
      others: rest.map(([other, p]) => ({ char: other, probability: p })),
    };
  });
}

describe('spellingsFor', () => {
  it('puts a sure read first, alone among the readings, and every spelling is a valid address', () => {
    const found = spellings('solana', read(SOLANA));
    expect(found.alternatives[0]).toBe(SOLANA);
    expect(found.verifiable).toBe(1);
    expect(twins(found).length).toBeGreaterThan(1);
    expect(twins(found).length).toBeLessThanOrEqual(MAX_TWINS);
    for (const spelling of found.alternatives) {
      expect(spelling).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    }
  });

  it.each([
    // A decoy's kinds (issue 48): each twin one sure character off the picture's address.
    ['g read, twin with q', 'tg2', 'tq2'],
    ['W read, twin with w', 'CW8', 'Cw8'],
    ['J read, twin with j', 'XJS', 'XjS'],
    ['u read, twin with U', 'Ru', 'RU'],
    ['o read, twin with 0 … never: 0 is not base58', 'Jos', 'JOs'],
  ])(
    'offers a look-alike of a sure character as a twin, never a reading (%s)',
    (_case, from, to) => {
      const twin = SOLANA.replace(from, to);
      expect(twin).not.toBe(SOLANA);
      const found = spellings('solana', read(SOLANA));
      expect(readings(found)).toEqual([SOLANA]);
      // A twin that is no address (not base58, or not 32 bytes) is never offered at all.
      if (decodesToSolanaKey(twin)) expect(twins(found)).toContain(twin);
      else expect(found.alternatives).not.toContain(twin);
    },
  );

  it("offers the recogniser's own second choice as a reading where it was unsure", () => {
    const g = SOLANA.indexOf('g');
    const text = SOLANA.replace('g', 'q');
    const found = spellings('solana', withOthers(text, { [g]: [0.6, ['g', 0.35]] }));
    expect(readings(found)).toEqual([text, SOLANA]);
  });

  it('makes no reading of a look-alike the recogniser did not name, however unsure', () => {
    const g = SOLANA.indexOf('g');
    const text = SOLANA.replace('g', 'q');
    const found = spellings('solana', withOthers(text, { [g]: [0.5] }));
    expect(readings(found)).toEqual([text]);
    expect(twins(found)).toContain(SOLANA);
  });

  it('makes no reading of a second choice where the recogniser was sure', () => {
    const g = SOLANA.indexOf('g');
    const text = SOLANA.replace('g', 'q');
    const found = spellings('solana', withOthers(text, { [g]: [UNSURE_BELOW, ['g', 0.09]] }));
    expect(readings(found)).toEqual([text]);
    expect(twins(found)).toContain(SOLANA);
  });

  it('ranks readings by joint probability: the likelier second choice first', () => {
    const g = SOLANA.indexOf('g');
    const u = SOLANA.indexOf('u');
    const text = SOLANA.replace('g', 'q');
    const found = spellings(
      'solana',
      withOthers(text, { [g]: [0.6, ['g', 0.35]], [u]: [0.7, ['U', 0.1]] }),
    );
    expect(readings(found).slice(0, 4)).toEqual([
      text,
      SOLANA,
      text.replace('Ru', 'RU'),
      SOLANA.replace('Ru', 'RU'),
    ]);
    expect(found.verifiable).toBeLessThanOrEqual(MAX_READINGS);
  });

  it.each([
    ['0 read for o', SOLANA.replace('Jos', 'J0s'), SOLANA],
    ['O read for o', SOLANA.replace('Jos', 'JOs'), SOLANA],
    // USDC's mint: a read of I where it has 1 (a 1 in front would be a zero byte, not a key).
    [
      'I read for 1',
      'EPjFWdd5AufqSSqeM2qNIxzybapC8G4wEGGkZwyTDt1v',
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    ],
  ])(
    'shows a string that is not an address repaired, never to be verified (%s)',
    (_case, text, repaired) => {
      const found = spellings('solana', read(text));
      expect(found.alternatives[0]).toBe(repaired);
      expect(found.verifiable).toBe(0);
    },
  );

  it.each([
    ['named likely', 0.6, 0.35],
    ['named faintly', 0.95, 0.04],
  ])('never trusts the repair of a character outside the alphabet, %s', (_case, p, q) => {
    const at = SOLANA.indexOf('o');
    const text = SOLANA.replace('Jos', 'JOs');
    const found = spellings('solana', withOthers(text, { [at]: [p, ['o', q]] }));
    expect(found.alternatives[0]).toBe(SOLANA);
    expect(found.verifiable).toBe(0);
  });

  it('gives up on a run with more impossible characters than OCR would make', () => {
    expect(spellingsFor('solana', read(SOLANA.replace('7xKXtg', '0OlI0O')))).toBeUndefined();
  });

  it('keeps an all-lowercase EVM read lowercase and shows O repaired to 0, unverifiable', () => {
    const found = spellings('bnb', read(EVM_LOWER.slice(2).replace('00', 'OO')), '0x');
    expect(found.alternatives[0]).toBe(EVM_LOWER);
    expect(found.verifiable).toBe(0);
    for (const spelling of found.alternatives) expect(spelling).toBe(spelling.toLowerCase());
  });

  it('keeps a mixed-case EVM read with its case', () => {
    const found = spellings('bnb', read(EVM_CHECKSUMMED.slice(2)), '0x');
    expect(found.alternatives[0]).toBe(EVM_CHECKSUMMED);
    expect(found.verifiable).toBe(1);
    for (const spelling of found.alternatives) expect(spelling).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('finds nothing in a run that cannot be an address of the chain', () => {
    expect(spellingsFor('bnb', read('g'.repeat(40)), '0x')).toBeUndefined();
    expect(spellingsFor('solana', read('abcdefghijkmnopqrstuvwxyzabcdefghijk'))).toBeUndefined();
    // An identifier becomes base58 once its l is read as 1, but was read without a digit.
    expect(spellingsFor('solana', read('AbstractSingletonProxyFactoryBean'))).toBeUndefined();
  });
});
