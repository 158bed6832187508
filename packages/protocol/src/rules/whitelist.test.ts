import { describe, expect, it } from 'vitest';
import {
  addWhitelistEntry,
  normalizeWhitelistEntry,
  WHITELIST_MESSAGES,
  whitelistedMode,
} from './whitelist.ts';

const lists = {
  pumpFunWhitelist: ['elonmusk', 'cat'],
  bonkWhitelist: ['bonk'],
  bnbWhitelist: ['cz_binance', 'bin'],
  usd1Whitelist: ['WorldLibertyFi'],
};

describe('whitelistedMode (DA §4)', () => {
  it.each([
    ['elonmusk', 'pump'],
    ['@ElonMusk', 'pump'],
    ['the_elonmusk_fan', 'pump'],
    ['CZ_Binance', 'bnb'],
    ['bonk_inu', 'bonk'],
    ['worldlibertyfi', 'usd1'],
    ['nobody', null],
    ['', null],
    [undefined, null],
  ] as const)('%s → %s', (handle, mode) => {
    expect(whitelistedMode(handle, lists)).toBe(mode);
  });

  it('checks bnb first, then bonk, usd1 and pump', () => {
    expect(whitelistedMode('bonkbincat', lists)).toBe('bnb');
    expect(whitelistedMode('bonkcat', lists)).toBe('bonk');
    expect(whitelistedMode('worldlibertyficat', lists)).toBe('usd1');
  });

  it('ignores empty entries, which would match everyone', () => {
    expect(whitelistedMode('anyone', { ...lists, pumpFunWhitelist: ['', '  ', '@'] })).toBeNull();
  });
});

describe('normalizeWhitelistEntry (DA §5)', () => {
  it.each([
    ['  @ElonMusk ', 'elonmusk'],
    ['cz_binance', 'cz_binance'],
    ['   ', ''],
  ])('%j → %j', (entry, normalized) => {
    expect(normalizeWhitelistEntry(entry)).toBe(normalized);
  });
});

describe('addWhitelistEntry (DA §5)', () => {
  it('trims, lowercases and drops the @ before adding at the end', () => {
    expect(addWhitelistEntry(['cat'], '  @FrogKing ')).toEqual({ list: ['cat', 'frogking'] });
  });

  it.each(['', '   ', '@'])('refuses the empty entry %j', (raw) => {
    expect(addWhitelistEntry(['cat'], raw)).toEqual({ error: WHITELIST_MESSAGES.empty });
  });

  it("refuses an entry already listed, whatever its case or '@'", () => {
    expect(addWhitelistEntry(['cat', 'ElonMusk'], '@elonmusk')).toEqual({
      error: 'Username already in whitelist',
    });
  });
});
