import { describe, expect, it } from 'vitest';
import { explorerUrl, launchLinks } from './links.ts';

const SOL = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const BNB = '0x3c8af5a290e87ad72274ed77e89eaf92149451f2';

describe('launchLinks', () => {
  it.each([
    [
      'pump',
      SOL,
      'axiom',
      'gmgn',
      `https://axiom.trade/t/${SOL}?chain=sol`,
      `https://solscan.io/token/${SOL}`,
    ],
    [
      'bags',
      SOL,
      'photon',
      'gmgn',
      `https://photon-sol.tinyastro.io/en/lp/${SOL}`,
      `https://solscan.io/token/${SOL}`,
    ],
    [
      'bnb',
      BNB,
      'axiom',
      'gmgn',
      `https://gmgn.ai/bsc/token/${BNB}`,
      `https://bscscan.com/token/${BNB}`,
    ],
  ] as const)(
    'a %s token: the trading site the settings pick and the explorer',
    (mode, address, solana, bnb, trading, explorer) => {
      const links = launchLinks(address, mode, {
        contractButtonPlatform: solana,
        bnbButtonPlatform: bnb,
      });
      expect(links.trading.url).toBe(trading);
      expect(links.explorer).toBe(explorer);
    },
  );

  it('encodes what it puts in a link', () => {
    expect(explorerUrl('a/b', 'solana')).toBe('https://solscan.io/token/a%2Fb');
  });
});
