import { WALLET_MESSAGES, type WalletNetwork } from '@launchdeck/protocol';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { makeBnbKey, makeSolanaKey } from '../../test/wallets/keys-fixture.ts';
import { parseBnbKey, parseKeyFor, parseSolanaKey } from './key-import.ts';

const sol = makeSolanaKey();
const other = makeSolanaKey();
const bnb = makeBnbKey();
// secp256k1's order n: keys must be 1 <= k < n.
const CURVE_ORDER = 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141';

describe('parseSolanaKey', () => {
  it.each([
    ['the base58 secret', sol.base58],
    ['the base58 secret with blanks around it', `  ${sol.base58}\n`],
    ['the solana-keygen JSON array', sol.jsonArray],
    ['the JSON array with spaces', sol.jsonArray.replaceAll(',', ', ')],
  ])('derives the address from %s', (_name, text) => {
    const result = parseSolanaKey(text);
    expect(result).toEqual({
      ok: true,
      key: { network: 'solana', address: sol.address, secret: sol.secret.subarray(0, 32) },
    });
  });

  const mismatched = Buffer.concat([sol.secret.subarray(0, 32), other.secret.subarray(32)]);
  const flipped = Buffer.from(sol.secret);
  flipped[63] = (flipped[63] ?? 0) ^ 1;
  it.each([
    ['halves of two different keys', bs58.encode(mismatched)],
    ['one flipped bit in the public half', bs58.encode(flipped)],
    ['a JSON array whose halves differ', JSON.stringify([...mismatched])],
  ])('refuses %s as damaged', (_name, text) => {
    expect(parseSolanaKey(text)).toEqual({ ok: false, error: WALLET_MESSAGES.solanaKeyMismatch });
  });

  it.each([
    ['the 32-byte seed alone', bs58.encode(sol.secret.subarray(0, 32))],
    ['the address (public key)', sol.address],
    ['65 bytes', bs58.encode(Buffer.concat([sol.secret, Buffer.of(1)]))],
    ['63 bytes', bs58.encode(sol.secret.subarray(0, 63))],
    ['a 0 (not base58)', `0${sol.base58.slice(1)}`],
    ['an O (not base58)', `O${sol.base58.slice(1)}`],
    ['an I (not base58)', `I${sol.base58.slice(1)}`],
    ['an l (not base58)', `l${sol.base58.slice(1)}`],
    ['a space inside', `${sol.base58.slice(0, 40)} ${sol.base58.slice(40)}`],
    ['a JSON array of 32 numbers', JSON.stringify([...sol.secret.subarray(0, 32)])],
    ['a JSON array holding 256', JSON.stringify([...sol.secret.subarray(0, 63), 256])],
    ['a JSON array holding -1', JSON.stringify([-1, ...sol.secret.subarray(1)])],
    ['a JSON array holding 1.5', JSON.stringify([1.5, ...sol.secret.subarray(1)])],
    ['a JSON array of strings', JSON.stringify([...sol.secret].map(String))],
    ['a broken JSON array', sol.jsonArray.slice(0, -1)],
    ['words', 'my secret key'],
    ['nothing', ''],
  ])('refuses %s as malformed', (_name, text) => {
    expect(parseSolanaKey(text)).toEqual({ ok: false, error: WALLET_MESSAGES.solanaKeyMalformed });
  });
});

describe('parseBnbKey', () => {
  const bare = bnb.hex.slice(2);
  it.each([
    ['0x and lower-case hex', bnb.hex],
    ['bare hex', bare],
    ['upper-case hex', bare.toUpperCase()],
    ['0x and upper-case hex', `0x${bare.toUpperCase()}`],
    ['blanks around it', ` ${bnb.hex} `],
  ])('derives the checksummed address from %s', (_name, text) => {
    expect(parseBnbKey(text)).toEqual({
      ok: true,
      key: { network: 'bnb', address: bnb.address, secret: bnb.secret },
    });
  });

  it('derives the well-known address of key 1', () => {
    const result = parseBnbKey(`0x${'0'.repeat(63)}1`);
    expect(result.ok && result.key.address).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf');
  });

  it.each([
    ['the zero key', `0x${'0'.repeat(64)}`],
    ['the bare zero key', '0'.repeat(64)],
    ['the curve order n', CURVE_ORDER],
    ['all f', `0x${'f'.repeat(64)}`],
  ])('refuses %s as out of range', (_name, text) => {
    expect(parseBnbKey(text)).toEqual({ ok: false, error: WALLET_MESSAGES.bnbKeyInvalid });
  });

  it.each([
    ['63 hex digits', bare.slice(1)],
    ['65 hex digits', `${bare}0`],
    ['a g', `0x${bare.slice(1)}g`],
    ['0X upper-case prefix', `0X${bare}`],
    ['a Solana key', sol.base58],
  ])('refuses %s as malformed', (_name, text) => {
    expect(parseBnbKey(text)).toEqual({ ok: false, error: WALLET_MESSAGES.bnbKeyMalformed });
  });
});

describe('parseKeyFor', () => {
  const cases: Array<[string, WalletNetwork, string, string]> = [
    ['a 0x BNB key on the Solana import', 'solana', bnb.hex, WALLET_MESSAGES.bnbKeyOnSolana],
    [
      'a bare BNB key on the Solana import',
      'solana',
      bnb.hex.slice(2),
      WALLET_MESSAGES.bnbKeyOnSolana,
    ],
    [
      'the zero BNB key on the Solana import',
      'solana',
      '0'.repeat(64),
      WALLET_MESSAGES.bnbKeyOnSolana,
    ],
    ['a Solana key on the BNB import', 'bnb', sol.base58, WALLET_MESSAGES.solanaKeyOnBnb],
    ['a keygen array on the BNB import', 'bnb', sol.jsonArray, WALLET_MESSAGES.solanaKeyOnBnb],
    ['words on the BNB import', 'bnb', 'my secret key', WALLET_MESSAGES.bnbKeyMalformed],
    ['words on the Solana import', 'solana', 'my secret key', WALLET_MESSAGES.solanaKeyMalformed],
    ['the zero key on the BNB import', 'bnb', `0x${'0'.repeat(64)}`, WALLET_MESSAGES.bnbKeyInvalid],
  ];
  it.each(cases)('refuses %s', (_name, network, text, error) => {
    expect(parseKeyFor(network, text)).toEqual({ ok: false, error });
  });

  it('takes each key on its own network', () => {
    expect(parseKeyFor('solana', sol.base58)).toMatchObject({
      ok: true,
      key: { address: sol.address },
    });
    expect(parseKeyFor('bnb', bnb.hex)).toMatchObject({ ok: true, key: { address: bnb.address } });
  });
});
