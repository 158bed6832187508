import { describe, expect, it } from 'vitest';
import { tradingLink } from './trading-links.ts';

const SOL = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const BNB = '0x55d398326f99059fF775485246999027B3197955';

describe('tradingLink', () => {
  it.each([
    [
      SOL,
      'solana',
      'axiom',
      'gmgn',
      { platform: 'axiom', label: 'Axiom', url: `https://axiom.trade/t/${SOL}?chain=sol` },
    ],
    [
      SOL,
      'solana',
      'photon',
      'axiom',
      {
        platform: 'photon',
        label: 'Photon',
        url: `https://photon-sol.tinyastro.io/en/lp/${SOL}`,
      },
    ],
    [
      BNB,
      'bnb',
      'photon',
      'gmgn',
      { platform: 'gmgn', label: 'GMGN', url: `https://gmgn.ai/bsc/token/${BNB}` },
    ],
    [
      BNB,
      'bnb',
      'axiom',
      'axiom',
      { platform: 'axiom', label: 'Axiom', url: `https://axiom.trade/meme/${BNB}?chain=bnb` },
    ],
  ] as const)('links %s on %s (sol %s, bnb %s)', (address, chain, sol, bnb, expected) => {
    expect(
      tradingLink(address, chain, { contractButtonPlatform: sol, bnbButtonPlatform: bnb }),
    ).toEqual(expected);
  });

  it('encodes an address that is not a clean key', () => {
    const { url } = tradingLink('a/b?c', 'solana', {
      contractButtonPlatform: 'axiom',
      bnbButtonPlatform: 'gmgn',
    });
    expect(url).toBe('https://axiom.trade/t/a%2Fb%3Fc?chain=sol');
  });
});
