import { describe, expect, it } from 'vitest';
import { addressFromSelection, addressFromUrl, TOKEN_PAGE_MATCHES } from './token-address.ts';

const MINT = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const PUMP = 'Fq5iwkg7pjEKXbxZo2uTw7sZp1pnF6NZwh8YMWBJpump';

describe('addressFromUrl', () => {
  it.each([
    ['pump.fun', `https://pump.fun/coin/${PUMP}`, PUMP],
    ['pump.fun with a query', `https://pump.fun/coin/${PUMP}?include-nsfw=true`, PUMP],
    ['dexscreener', `https://dexscreener.com/solana/${MINT}`, MINT],
    ['birdeye', `https://birdeye.so/token/${MINT}?chain=solana`, MINT],
    ['birdeye by chain', `https://birdeye.so/solana/token/${MINT}`, MINT],
    ['gmgn', `https://gmgn.ai/sol/token/${MINT}`, MINT],
    ['gmgn with a referral prefix', `https://gmgn.ai/sol/token/abcd12_${MINT}`, MINT],
    ['axiom', `https://axiom.trade/meme/${MINT}`, MINT],
    ['photon', `https://photon-sol.tinyastro.io/en/lp/${MINT}?handle=1`, MINT],
    ['solscan', `https://solscan.io/token/${MINT}#holders`, MINT],
    ['a www host', `https://www.dexscreener.com/solana/${MINT}`, MINT],
  ])('reads %s', (_site, url, address) => {
    expect(addressFromUrl(url)).toBe(address);
  });

  it.each([
    ['another site', `https://example.com/coin/${MINT}`],
    ['a site’s other page', `https://pump.fun/profile/${MINT}`],
    ['an EVM chain page', 'https://dexscreener.com/bsc/0x1234567890abcdef1234567890abcdef12345678'],
    ['plain http', `http://pump.fun/coin/${PUMP}`],
    ['a path too short', 'https://pump.fun/coin/abc'],
    ['a look-alike host', `https://pump.fun.evil.example/coin/${PUMP}`],
    ['no URL', 'pump.fun coin'],
  ])('finds nothing on %s', (_case, url) => {
    expect(addressFromUrl(url)).toBeUndefined();
  });

  it('covers each site with a match pattern', () => {
    expect(TOKEN_PAGE_MATCHES).toContain('https://pump.fun/coin/*');
    expect(TOKEN_PAGE_MATCHES).toHaveLength(8);
  });
});

describe('addressFromSelection', () => {
  it.each([
    ['an address', MINT, MINT],
    ['an address with spaces and a newline', `  ${PUMP}\n`, PUMP],
    ['a token page link', `https://gmgn.ai/sol/token/${MINT}`, MINT],
    ['words', 'buy this coin now', undefined],
    ['an address inside a sentence', `CA: ${MINT} 🚀`, MINT],
    ['the same address twice', `${MINT} / ${MINT}`, MINT],
    ['two addresses', `${MINT} ${PUMP}`, undefined],
    ['a run too short for an address', MINT.slice(0, 31), undefined],
  ])('reads %s', (_case, text, address) => {
    expect(addressFromSelection(text)).toBe(address);
  });
});
