import { describe, expect, it } from 'vitest';
import { watchedAccount } from '../../../../test/features/accounts/support.tsx';
import { checkTypedHandle, matchAccounts } from './account-matches.ts';

const accounts = [
  watchedAccount('BonkGuy', 'Solana Dog'),
  watchedAccount('elonmusk', 'Elon Musk'),
  watchedAccount('xmusk_fan', 'Fan'),
];
const handles = (query: string, taken: string[] = []) =>
  matchAccounts(accounts, query, taken).map((account) => account.handle);

describe('matchAccounts', () => {
  it.each([
    ['', ['BonkGuy', 'elonmusk', 'xmusk_fan']],
    ['MUSK', ['elonmusk', 'xmusk_fan']],
    ['@bonk', ['BonkGuy']],
    ['solana', ['BonkGuy']],
    ['x', ['xmusk_fan']],
    ['nobody', []],
  ])('%j matches %j', (query, expected) => {
    expect(handles(query)).toEqual(expected);
  });

  it('lists handles that start with the query before the ones that only hold it', () => {
    expect(handles('m', [])).toEqual(['elonmusk', 'xmusk_fan']);
    expect(
      matchAccounts([watchedAccount('elonmusk'), watchedAccount('muskfan')], 'musk', []).map(
        (a) => a.handle,
      ),
    ).toEqual(['muskfan', 'elonmusk']);
  });

  it('leaves out accounts already taken, whatever their case', () => {
    expect(handles('', ['bonkguy', '@ElonMusk'])).toEqual(['xmusk_fan']);
  });
});

describe('checkTypedHandle', () => {
  it.each([
    ['  @@CoinDesk ', [], { ok: true, handle: 'coindesk' }],
    ['   ', [], { ok: false, reason: 'empty' }],
    ['@', [], { ok: false, reason: 'empty' }],
    ['two words', [], { ok: false, reason: 'spaces' }],
    ['a'.repeat(65), [], { ok: false, reason: 'long' }],
    ['@Alice', ['alice'], { ok: false, reason: 'taken' }],
  ])('%j (taken %j) → %j', (text, taken, expected) => {
    expect(checkTypedHandle(text, taken)).toEqual(expected);
  });
});
