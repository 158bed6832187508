import type { Chain } from '../post.ts';
import { findContractAddresses, URL_PATTERN } from './contract-addresses.ts';
import { containsMemeWord } from './meme-words.ts';

/**
 * A piece of post text as the cards render it. Concatenating every token's `text` gives back the
 * input exactly; links are only ever http(s), so no token can carry a `javascript:` target.
 */
export type TextToken =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; handle: string }
  | { kind: 'address'; text: string; address: string; chain: Chain }
  | { kind: 'meme'; text: string }
  | { kind: 'ticker'; text: string };

export type TokenizeOptions = { memeWords: readonly string[] };

// Punctuation that ends a sentence rather than a URL ("see https://x.com/a." → link without ".").
const TRAILING_PUNCTUATION = /[.,;:!?'"…)\]}>*]+$/;
const QUOTES = new Set(['"', "'", '`', '“', '”', '‘', '’', '«', '»']);

/**
 * Mentions (@ + a handle; dots inside for Bluesky/Instagram style handles, not at the end),
 * tickers ($ + 2 or more letters, FC §5) and words (for meme words). Mentions and tickers must not
 * follow a word character, so "mail@example.com" and "US$AB" stay text.
 */
const INLINE =
  /(?<![\p{L}\p{N}_])@(?<handle>[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,62}[A-Za-z0-9_])?)|(?<![\p{L}\p{N}_$])(?<ticker>\$\p{L}{2,}[\p{L}\p{N}]*)|(?<word>[\p{L}\p{N}_]+)/gu;
/**
 * INLINE without words, for text with no meme words to find: the same mentions and tickers (a
 * word match only ever consumed letters that can start neither), without a match per word.
 */
const INLINE_NO_WORDS =
  /(?<![\p{L}\p{N}_])@(?<handle>[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,62}[A-Za-z0-9_])?)|(?<![\p{L}\p{N}_$])(?<ticker>\$\p{L}{2,}[\p{L}\p{N}]*)/gu;

/**
 * The link target for a URL with a host, else null (a bare "http://", another scheme). A link
 * written without its scheme (`www.…`, `dexscreener.com/solana/…`) opens as https. The protocol
 * package has no URL global (no DOM, no Node), so the check is a pattern: scheme, then a letter or
 * digit starting the host; URL_PATTERN already stopped at spaces, quotes and <>.
 */
function httpHref(candidate: string): string | null {
  if (/^https?:/i.test(candidate)) {
    return /^https?:\/\/[\p{L}\p{N}]/iu.test(candidate) ? candidate : null;
  }
  return /^[\p{L}\p{N}]/u.test(candidate) ? `https://${candidate}` : null;
}

/** Drops trailing punctuation, but keeps a closing bracket that closes one inside the URL. */
function trimUrl(raw: string): string {
  let url = raw.replace(TRAILING_PUNCTUATION, '');
  const rest = raw.slice(url.length);
  // Wikipedia-style "…/Foo_(bar)": give back closing parentheses that balance an opening one.
  for (const char of rest) {
    if (char !== ')') break;
    const opens = url.split('(').length - 1;
    const closes = url.split(')').length - 1;
    if (opens <= closes) break;
    url += char;
  }
  return url;
}

/** FC §5: an address wrapped in quotes gets no copy action. */
function isQuoted(text: string, start: number, end: number): boolean {
  return QUOTES.has(text[start - 1] ?? '') && QUOTES.has(text[end] ?? '');
}

/** Mentions, tickers and meme words in a stretch of text that holds no URL or address. */
function tokenizeInline(text: string, memeWords: readonly string[], out: TextToken[]): void {
  let last = 0;
  for (const match of text.matchAll(memeWords.length ? INLINE : INLINE_NO_WORDS)) {
    const { handle, ticker, word } = match.groups ?? {};
    let token: TextToken | null = null;
    if (handle !== undefined) token = { kind: 'mention', text: match[0], handle };
    else if (ticker !== undefined) token = { kind: 'ticker', text: ticker };
    else if (word !== undefined && containsMemeWord(word, memeWords)) {
      token = { kind: 'meme', text: word };
    }
    if (!token) continue;
    pushText(out, text.slice(last, match.index));
    out.push(token);
    last = match.index + match[0].length;
  }
  pushText(out, text.slice(last));
}

/** Appends plain text, merging it into a preceding text token. */
function pushText(out: TextToken[], text: string): void {
  if (!text) return;
  const previous = out[out.length - 1];
  if (previous?.kind === 'text') previous.text += text;
  else out.push({ kind: 'text', text });
}

type Span = { start: number; end: number; token: TextToken | null };

/**
 * Splits post text into tokens. URLs come first: an http(s) URL is a link, and so is one written
 * without its scheme (`www.…`, `domain.tld/path`, opened as https); nothing inside one is an address, meme word or ticker (FC §5). Addresses follow
 * `findContractAddresses` (the same rules as the server's detection), then mentions, tickers and
 * meme words fill the rest.
 */
export function tokenizeText(text: string, options: TokenizeOptions): TextToken[] {
  const memeWords = options.memeWords.map((word) => word.trim().toLowerCase()).filter(Boolean);
  const spans: Span[] = [];
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = trimUrl(match[0]);
    const href = httpHref(raw);
    // A URL that is not http(s) is protected text: null token, kept verbatim below.
    spans.push({
      start: match.index,
      end: match.index + raw.length,
      token: href ? { kind: 'link', text: raw, href } : null,
    });
  }
  for (const found of findContractAddresses(text)) {
    const end = found.index + found.address.length;
    if (isQuoted(text, found.index, end)) {
      spans.push({ start: found.index, end, token: null });
      continue;
    }
    const { address, chain } = found;
    spans.push({
      start: found.index,
      end,
      token: { kind: 'address', text: address, address, chain },
    });
  }
  spans.sort((a, b) => a.start - b.start);

  const tokens: TextToken[] = [];
  let cursor = 0;
  for (const span of spans) {
    if (span.start < cursor) continue; // an address inside a trimmed URL's span: the URL wins
    tokenizeInline(text.slice(cursor, span.start), memeWords, tokens);
    if (span.token) tokens.push(span.token);
    else pushText(tokens, text.slice(span.start, span.end));
    cursor = span.end;
  }
  tokenizeInline(text.slice(cursor), memeWords, tokens);
  return tokens;
}
