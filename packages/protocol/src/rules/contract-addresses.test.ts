import { describe, expect, it } from 'vitest';
import { detectContractAddresses } from './contract-addresses.ts';

const SOL = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const SOL_PUMP = 'FpBWhXyzPHbNYDkLgpZvQgT5Ck8nBzRqu6T4ME2Spump';
const BNB = '0x55d398326f99059fF775485246999027B3197955';
const BNB_NO_ZERO = `0x${'1111111254eeb25477b68fb85ed929f73a96a582'}`;

describe('detectContractAddresses', () => {
  const cases: Array<[string, string, Array<[string, 'solana' | 'bnb']>]> = [
    ['a Solana address alone', SOL, [[SOL, 'solana']]],
    ['a pump address in a sentence', `CA: ${SOL_PUMP} 🚀`, [[SOL_PUMP, 'solana']]],
    ['a BNB address', `buy ${BNB} now`, [[BNB, 'bnb']]],
    ['a BNB address with no zero digit after 0x, as BNB only', BNB_NO_ZERO, [[BNB_NO_ZERO, 'bnb']]],
    [
      'both chains in order of appearance',
      `${BNB} and ${SOL}`,
      [
        [BNB, 'bnb'],
        [SOL, 'solana'],
      ],
    ],
    [
      'duplicates once',
      `${SOL} ${SOL} ${BNB} ${BNB.toLowerCase()}`,
      [
        [SOL, 'solana'],
        [BNB, 'bnb'],
      ],
    ],
    ['none inside a URL', `https://pump.fun/coin/${SOL} www.x.com/${BNB}`, []],
    ['but one after a URL', `https://pump.fun ${SOL}`, [[SOL, 'solana']]],
    ['none at 31 characters', SOL.slice(0, 31), []],
    ['none at 45 characters', `${SOL}a`, []],
    ...['0', 'O', 'I', 'l'].map((c): [string, string, []] => [
      `none with a forbidden ${c} mid-key`,
      `${SOL.slice(0, 20)}${c}${SOL.slice(21)}`,
      [],
    ]),
    ['none for a long lowercase word', 'pneumonoultramicroscopicsilicovolcanoconiosis', []],
    ['none for 0x with 39 hex', BNB.slice(0, 41), []],
    ['none for 0x with 41 hex', `${BNB}a`, []],
    ['punctuation around it', `(${SOL}).`, [[SOL, 'solana']]],
    ['inside HTML-looking text', `<b>${SOL}</b>`, [[SOL, 'solana']]],
    ['empty text', '', []],
  ];

  it.each(cases)('finds %s', (_name, text, expected) => {
    expect(detectContractAddresses(text).map((a) => [a.address, a.chain])).toEqual(expected);
  });
});
