import { describe, expect, it } from 'vitest';
import { classifyPrivateKey, isBnbWallet, normalizeBnbKey, shortAddress } from './private-key.ts';

const HEX64 = 'ab'.repeat(32);

describe('classifyPrivateKey', () => {
  it.each([
    [`0x${HEX64}`, 'bnb'],
    [HEX64, 'bnb'],
    [` ${HEX64.toUpperCase()} `, 'bnb'],
    [`0x${HEX64}0`, 'solana'],
    [HEX64.slice(2), 'solana'],
    ['4wBqpZM9xaSheZzJSMawUKKwhdpChKbZ5eu5ky4Vigw', 'solana'],
    ['', 'solana'],
  ])('classifies %j as %s', (key, network) => {
    expect(classifyPrivateKey(key)).toBe(network);
  });
});

describe('normalizeBnbKey', () => {
  it('adds 0x and lowercases', () => {
    expect(normalizeBnbKey(HEX64.toUpperCase())).toBe(`0x${HEX64}`);
    expect(normalizeBnbKey(`0x${HEX64}`)).toBe(`0x${HEX64}`);
  });
});

describe('isBnbWallet', () => {
  it.each([
    [{ network: 'bnb', address: 'x' }, true],
    [{ network: 'ETH/BNB', address: 'x' }, true],
    [{ network: 'other', address: '0xabc' }, true],
    [{ network: 'solana', address: 'So1ana' }, false],
  ])('%j → %s', (wallet, bnb) => {
    expect(isBnbWallet(wallet)).toBe(bnb);
  });
});

describe('shortAddress', () => {
  it('keeps the first 4 and last 4 characters', () => {
    expect(shortAddress('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe('7xKX...gAsU');
    expect(shortAddress('short')).toBe('short');
  });
});
