import type { Chain } from '../chain.ts';

// Real mints and accounts (each decodes to 32 bytes), and one made for the tests.
export const SOL = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const WSOL = 'So11111111111111111111111111111111111111112';
export const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
export const SOL_PUMP = '5fLWHE32UmaneufHTx43a3QwLqZKN6YQM4uqGUmipump';
// EIP-55 checksummed (USDT on BNB Chain, Uniswap's v2 router).
export const BNB = '0x55d398326f99059fF775485246999027B3197955';
export const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D';
export const BNB_NO_ZERO = `0x${'1111111254eeb25477b68fb85ed929f73a96a582'}`;
/** A made-up pump mint of 44 characters that decodes to 33 bytes: the shape, not a key. */
export const PUMP_33_BYTES = 'k3q32BTCsGzwnQxuLtgiN8cxJ45TgQW4D46bEZjqpump';
/** The checksummed address with one letter's case flipped: a typo or a forgery, not an address. */
export const BNB_BROKEN = '0x55d398326f99059ff775485246999027B3197955';

/** The addresses a text holds, in order, each with its chain. */
export type FoundAddresses = Array<[string, Chain]>;

/**
 * The shared table (issue 46): what the server's ingest, the cards, chat lines and the image
 * reader take for an address in a text, and what they must not.
 */
export const ADDRESS_TABLE: Array<[string, string, FoundAddresses]> = [
  // Addresses that are.
  ['a Solana address alone', SOL, [[SOL, 'solana']]],
  ['a real mint (USDC)', `buy ${USDC}`, [[USDC, 'solana']]],
  ['wrapped SOL, a run of ones that is zero bytes', WSOL, [[WSOL, 'solana']]],
  ['a mint ending in a number', `BONK: ${BONK}`, [[BONK, 'solana']]],
  ['a pump mint in a sentence', `CA: ${SOL_PUMP} 🚀`, [[SOL_PUMP, 'solana']]],
  ['a pump mint after "CA:" with no space', `CA:${SOL_PUMP}`, [[SOL_PUMP, 'solana']]],
  ['an address in parentheses, then a full stop', `(${SOL}).`, [[SOL, 'solana']]],
  ['an address between tags', `<b>${SOL}</b>`, [[SOL, 'solana']]],
  ['an address after an emoji', `🐸${SOL}`, [[SOL, 'solana']]],
  ['an address on its own line', `gm\n${SOL}\nwagmi`, [[SOL, 'solana']]],
  ['a checksummed 0x address', `buy ${BNB} now`, [[BNB, 'bnb']]],
  ['another checksummed 0x address', ROUTER, [[ROUTER, 'bnb']]],
  ['an all-lowercase 0x address (unchecksummed)', BNB.toLowerCase(), [[BNB.toLowerCase(), 'bnb']]],
  [
    'an all-uppercase 0x address (unchecksummed)',
    `0x${BNB.slice(2).toUpperCase()}`,
    [[`0x${BNB.slice(2).toUpperCase()}`, 'bnb']],
  ],
  ['a 0x address with no zero after 0x, as BNB only', BNB_NO_ZERO, [[BNB_NO_ZERO, 'bnb']]],
  [
    'both chains in order of appearance',
    `${BNB} and ${SOL}`,
    [
      [BNB, 'bnb'],
      [SOL, 'solana'],
    ],
  ],
  [
    'duplicates once (0x in any case)',
    `${SOL} ${SOL} ${BNB} ${BNB.toLowerCase()}`,
    [
      [SOL, 'solana'],
      [BNB, 'bnb'],
    ],
  ],
  ['one after a link', `https://pump.fun ${SOL}`, [[SOL, 'solana']]],
  // Words, hashtags and handles.
  ['a long word of letters and repeats', 'Letsgoooooooooooooooooooooooooooooooooooo', []],
  ['a 44-character cheer', `Lets${'go'.repeat(20)}`, []],
  ['a camel-case hashtag', '#WeAreGoingToTheMoonTogetherFrens', []],
  ['a camel-case word without its #', 'WeAreGoingToTheMoonTogetherFrensNow', []],
  ['a long lowercase word', 'pneumonoultramicroscopicsilicovolcanoconiosis', []],
  ['an address-shaped handle', `@${SOL.slice(0, 32)}`, []],
  ['an address after #', `#${SOL}`, []],
  ['an address after @', `@${SOL}`, []],
  ['an address glued to letters before', `x${SOL}`, []],
  ['an address glued to a letter after', `${SOL}l`, []],
  ['an address glued to an accented letter', `é${SOL}`, []],
  ['an address glued to an underscore', `${SOL}_x`, []],
  // Links, with and without a scheme.
  ['none inside an https link', `https://pump.fun/coin/${SOL}`, []],
  ['none inside a www link', `www.x.com/${BNB}`, []],
  ['none inside a link without a scheme', `dexscreener.com/solana/${SOL}`, []],
  [
    'none in a lowercase pair link without a scheme (issue 46)',
    'dexscreener.com/solana/e2yjbtgqrwwh3fpkgi1msqt5dudu84smzbdgelksbfir',
    [],
  ],
  ['none in a path after a slash', `/coin/${SOL}`, []],
  // Shapes that do not decode to 32 bytes, and other chains.
  ['none at 31 characters', SOL.slice(0, 31), []],
  ['none at 45 characters', `${SOL}a`, []],
  ...['0', 'O', 'I', 'l'].map((c): [string, string, []] => [
    `none with a forbidden ${c} mid-key`,
    `${SOL.slice(0, 20)}${c}${SOL.slice(21)}`,
    [],
  ]),
  ['none for a pump-shaped string of 33 bytes', PUMP_33_BYTES, []],
  ['none for a Bitcoin address (25 bytes)', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', []],
  ['none for a Tron address (25 bytes)', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', []],
  ['none for an IPFS CID (46 characters)', 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG', []],
  ['none for a 24-byte key', 'c962CB723c1976a4421c95949bE2D4E3', []],
  ['none for a mixed-case 0x address with a broken checksum', BNB_BROKEN, []],
  ['none for 0x with 39 hex', BNB.slice(0, 41), []],
  ['none for 0x with 41 hex', `${BNB}a`, []],
  ['none for 0x glued to a word', `ab${BNB}`, []],
  ['empty text', '', []],
];
