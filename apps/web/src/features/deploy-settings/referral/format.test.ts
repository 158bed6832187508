import { describe, expect, it } from 'vitest';
import { formatBnb, formatSol, referralLink } from './format.ts';

describe('referral formats', () => {
  it.each([
    [0, '0.0000 SOL'],
    [0.0007, '0.0007 SOL'],
    [0.007, '0.0070 SOL'],
    [1.23456, '1.2346 SOL'],
  ])('shows %s SOL as %s', (sol, text) => {
    expect(formatSol(sol)).toBe(text);
  });

  it.each([
    [0, '0.000000 BNB'],
    [0.000175, '0.000175 BNB'],
    [0.05, '0.050000 BNB'],
  ])('shows %s BNB as %s', (bnb, text) => {
    expect(formatBnb(bnb)).toBe(text);
  });

  it('makes the /@code link on the given origin', () => {
    expect(referralLink('https://launchdeck.example', 'frog')).toBe(
      'https://launchdeck.example/@frog',
    );
  });
});
