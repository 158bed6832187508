import { describe, expect, it } from 'vitest';
import { formatBnb, formatSol, referralLink } from './format.ts';

describe('referral formats', () => {
  it.each([
    [0, '0 SOL'],
    [0.0007, '0.0007 SOL'],
    [0.007, '0.007 SOL'],
    [0.000000001, '0.000000001 SOL'],
    [1234.5, '1,234.5 SOL'],
  ])('shows %s SOL as %s', (sol, text) => {
    expect(formatSol(sol)).toBe(text);
  });

  it.each([
    [0, '0 BNB'],
    [0.000175, '0.000175 BNB'],
    [0.05, '0.05 BNB'],
  ])('shows %s BNB as %s', (bnb, text) => {
    expect(formatBnb(bnb)).toBe(text);
  });

  it('makes the /@code link on the given origin', () => {
    expect(referralLink('https://launchdeck.example', 'frog')).toBe(
      'https://launchdeck.example/@frog',
    );
  });
});
