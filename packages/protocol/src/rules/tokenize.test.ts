import { describe, expect, it } from 'vitest';
import { DEFAULT_MEME_WORDS } from '../settings.ts';
import { type TextToken, tokenizeText } from './tokenize.ts';

const SOL = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const BNB = '0x55d398326f99059fF775485246999027B3197955';
const memeWords = DEFAULT_MEME_WORDS;

/** Tokens as [kind, text] pairs, checking on the way that they spell the input exactly. */
function tokens(text: string, words: readonly string[] = memeWords): Array<[string, string]> {
  const result = tokenizeText(text, { memeWords: words });
  expect(result.map((token) => token.text).join('')).toBe(text);
  return result.map((token) => [token.kind, token.text]);
}

describe('tokenizeText', () => {
  it.each<[string, string, Array<[string, string]>]>([
    ['empty text', '', []],
    ['plain text', 'gm frens', [['text', 'gm frens']]],
    [
      'a link with trailing punctuation left out',
      'see https://x.com/a/status/1.',
      [
        ['text', 'see '],
        ['link', 'https://x.com/a/status/1'],
        ['text', '.'],
      ],
    ],
    [
      'a link in parentheses',
      '(https://example.com/path)',
      [
        ['text', '('],
        ['link', 'https://example.com/path'],
        ['text', ')'],
      ],
    ],
    [
      'a link whose own parentheses balance',
      'https://en.wikipedia.org/wiki/Coin_(money)!',
      [
        ['link', 'https://en.wikipedia.org/wiki/Coin_(money)'],
        ['text', '!'],
      ],
    ],
    [
      'a mention',
      'hi @elonmusk.',
      [
        ['text', 'hi '],
        ['mention', '@elonmusk'],
        ['text', '.'],
      ],
    ],
    ['a dotted handle', '@alice.bsky.social', [['mention', '@alice.bsky.social']]],
    [
      'an e-mail address is not a mention',
      'mail me@example.org',
      [['text', 'mail me@example.org']],
    ],
    [
      'an address at the start',
      `${SOL} is live`,
      [
        ['address', SOL],
        ['text', ' is live'],
      ],
    ],
    [
      'an address at the end',
      `CA: ${BNB}`,
      [
        ['text', 'CA: '],
        ['address', BNB],
      ],
    ],
    ['an address in double quotes', `"${SOL}"`, [['text', `"${SOL}"`]]],
    ['an address in single quotes', `'${BNB}'`, [['text', `'${BNB}'`]]],
    ['an address in curly quotes', `“${SOL}”`, [['text', `“${SOL}”`]]],
    [
      'an address with a quote on one side only',
      `"${SOL}`,
      [
        ['text', '"'],
        ['address', SOL],
      ],
    ],
    [
      'an address inside a URL',
      `https://pump.fun/coin/${SOL}`,
      [['link', `https://pump.fun/coin/${SOL}`]],
    ],
    [
      'meme words and tickers inside a URL',
      'https://memecoin.io/$PEPE/launch',
      [['link', 'https://memecoin.io/$PEPE/launch']],
    ],
    [
      'a bare www URL is a link, with nothing highlighted inside',
      `www.memecoin.io/${SOL} coin`,
      [
        ['link', `www.memecoin.io/${SOL}`],
        ['text', ' '],
        ['meme', 'coin'],
      ],
    ],
    [
      'a link without a scheme is a link, not an address (issue 46)',
      'New one: dexscreener.com/solana/e2yjbtgqrwwh3fpkgi1msqt5dudu84smzbdgelksbfir',
      [
        ['text', 'New one: '],
        ['link', 'dexscreener.com/solana/e2yjbtgqrwwh3fpkgi1msqt5dudu84smzbdgelksbfir'],
      ],
    ],
    [
      'a whole word containing a meme word, any case',
      'New MEMECOIN launching',
      [
        ['text', 'New '],
        ['meme', 'MEMECOIN'],
        ['text', ' '],
        ['meme', 'launching'],
      ],
    ],
    [
      'a ticker before a full stop',
      'buy $SOL.',
      [
        ['text', 'buy '],
        ['ticker', '$SOL'],
        ['text', '.'],
      ],
    ],
    ['a one-letter ticker is text', 'grab $a now', [['text', 'grab $a now']]],
    ['a dollar amount is text', 'up $100 today', [['text', 'up $100 today']]],
    [
      'a ticker with digits after its letters',
      '$PEPE2 $币安人生',
      [
        ['ticker', '$PEPE2'],
        ['text', ' '],
        ['ticker', '$币安人生'],
      ],
    ],
    ['a $ glued to a word is not a ticker', 'US$AB', [['text', 'US$AB']]],
    [
      'emoji around a ticker and a meme word',
      '🚀$DOGE🚀 coin🔥',
      [
        ['text', '🚀'],
        ['ticker', '$DOGE'],
        ['text', '🚀 '],
        ['meme', 'coin'],
        ['text', '🔥'],
      ],
    ],
    [
      'an <img onerror> tag is plain text',
      '<img src=x onerror=alert(1)>',
      [['text', '<img src=x onerror=alert(1)>']],
    ],
    ['a javascript: URL is plain text', 'javascript:alert(1)', [['text', 'javascript:alert(1)']]],
    [
      'a javascript: anchor is plain text',
      '<a href="javascript:alert(document.cookie)">x</a>',
      [['text', '<a href="javascript:alert(document.cookie)">x</a>']],
    ],
    [
      'a data: URL is plain text',
      'data:text/html,<script>alert(1)</script>',
      [['text', 'data:text/html,<script>alert(1)</script>']],
    ],
    ['a bare scheme is text', 'http:// and https://.', [['text', 'http:// and https://.']]],
    [
      'a link stops at a quote or angle bracket',
      'https://evil.example/"><script>',
      [
        ['link', 'https://evil.example/'],
        ['text', '"><script>'],
      ],
    ],
  ])('tokenizes %s', (_name, text, expected) => {
    expect(tokens(text)).toEqual(expected);
  });

  it('gives links, mentions and addresses their targets', () => {
    const result = tokenizeText(`https://X.com/a @bob ${SOL} ${BNB}`, { memeWords });
    const targets = result.filter((token) => token.kind !== 'text');
    expect(targets).toEqual<TextToken[]>([
      { kind: 'link', text: 'https://X.com/a', href: 'https://X.com/a' },
      { kind: 'mention', text: '@bob', handle: 'bob' },
      { kind: 'address', text: SOL, address: SOL, chain: 'solana' },
      { kind: 'address', text: BNB, address: BNB, chain: 'bnb' },
    ]);
  });

  it('opens a link written without its scheme as https', () => {
    const [link] = tokenizeText('dexscreener.com/solana/abc', { memeWords });
    expect(link).toEqual({
      kind: 'link',
      text: 'dexscreener.com/solana/abc',
      href: 'https://dexscreener.com/solana/abc',
    });
  });

  it('gives every occurrence of a repeated address its own token', () => {
    expect(tokens(`${SOL} ${SOL}`).filter(([kind]) => kind === 'address')).toHaveLength(2);
  });

  it('highlights no meme words when none are configured', () => {
    expect(tokens('memecoin launch', [])).toEqual([['text', 'memecoin launch']]);
  });

  it('finds the same mentions and tickers with no meme words as with words that match nothing', () => {
    const texts = [
      'gm @alice and @bob.sky. $MEME $ab US$AB mail@example.com a_@b $1x',
      'café@名前 $ΔΕΛΤΑ wen@moon @_x_ @a..b @trailing. $$AB x$AB',
      'see https://x.com/@a/$b then @c, $DOGE!',
    ];
    for (const text of texts) {
      expect(tokenizeText(text, { memeWords: [] })).toEqual(
        tokenizeText(text, { memeWords: ['qqqqqq'] }),
      );
    }
  });

  it('uses the configured meme words, trimmed and lowercased', () => {
    expect(tokens('to the MOON', [' Moon '])).toEqual([
      ['text', 'to the '],
      ['meme', 'MOON'],
    ]);
  });

  it('never makes a link of anything but http(s)', () => {
    const hostile = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '<svg onload=alert(1)>',
      '"><img src=x onerror=alert(1)>',
      'https://ok.example/<script>alert(1)</script>',
    ].join(' ');
    for (const token of tokenizeText(hostile, { memeWords })) {
      if (token.kind === 'link') expect(token.href).toMatch(/^https?:\/\/[^<>"']+$/);
    }
  });

  it('handles a 25,000-character post and gives it back exactly', () => {
    const chunk = `gm @alice ${SOL} memecoin $PEPE https://x.com/a/status/1. `;
    const text = chunk.repeat(Math.ceil(25_000 / chunk.length)).slice(0, 25_000);
    const result = tokenizeText(text, { memeWords });
    expect(result.map((token) => token.text).join('')).toBe(text);
    expect(result.filter((token) => token.kind === 'address').length).toBeGreaterThan(200);
  });
});
