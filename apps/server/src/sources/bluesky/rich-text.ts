import { RichText } from '@atproto/api';
import { httpUrl } from '../connector-kit.ts';
import { Facet } from './payload.ts';

const utf8 = new TextEncoder();

/**
 * A post's text with its facets applied, as the Bluesky app shows it.
 *
 * Shape (AT Protocol lexicon `app.bsky.richtext.facet`): `facets` is
 * `[{index: {byteStart, byteEnd}, features: [{$type: 'app.bsky.richtext.facet#link', uri} |
 * {$type: '…#mention', did} | {$type: '…#tag', tag}]}]`, the range counted in bytes of the text's
 * UTF-8 encoding, end exclusive. Clients shorten long links in the text
 * (`dexscreener.com/solana/7vfC...`) and keep the whole address in the link's `uri`: a link's
 * text becomes its full http(s) `uri` here, so the card shows it and address detection knows it
 * for a link. Link text that is not a shortened form of its address (a named link, "read this")
 * is kept and followed by the address in brackets. Mentions and tags keep their text.
 *
 * The ranges are split by `@atproto/api`'s `RichText`. Anyone can write a record, so a facet
 * that is not shaped as the lexicon says, ends past the text, starts or ends inside a multi-byte
 * character, or overlaps an earlier one is left out (its text stays as written); should the
 * pieces ever not add up to the text, the text is kept as it came. This never throws.
 */
export function textWithFacets(text: string, facets: unknown): string {
  if (!Array.isArray(facets) || facets.length === 0) return text;
  try {
    const bytes = utf8.encode(text);
    const usable = facets.flatMap((raw) => {
      const facet = Facet.safeParse(raw);
      return facet.success && fitsText(facet.data, bytes) ? [facet.data] : [];
    });
    if (usable.length === 0) return text;
    let shown = '';
    let written = '';
    for (const segment of new RichText({ text, facets: usable }).segments()) {
      written += segment.text;
      const uri = segment.link ? httpUrl(segment.link.uri) : undefined;
      shown += uri ? linkText(segment.text, uri) : segment.text;
    }
    return written === text ? shown : text;
  } catch {
    return text;
  }
}

/** A non-empty range inside the text whose ends fall on character boundaries. */
function fitsText({ index }: Facet, bytes: Uint8Array): boolean {
  const { byteStart, byteEnd } = index;
  return (
    byteStart < byteEnd &&
    byteEnd <= bytes.length &&
    isBoundary(bytes, byteStart) &&
    isBoundary(bytes, byteEnd)
  );
}

// A UTF-8 continuation byte is 10xxxxxx: no character starts there.
function isBoundary(bytes: Uint8Array, at: number): boolean {
  const byte = bytes[at];
  return byte === undefined || (byte & 0xc0) !== 0x80;
}

/**
 * The full address for shortened link text (the spaces around it kept: a facet one character off
 * may take one in); named link text keeps its words.
 */
function linkText(display: string, uri: string): string {
  if (!isShortFormOf(display, uri)) return `${display} (${uri})`;
  const [, before = '', after = ''] = display.match(/^(\s*)[\s\S]*?(\s*)$/) ?? [];
  return `${before}${uri}${after}`;
}

const bare = (value: string) =>
  value
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .toLowerCase();

/** `dexscreener.com/solana/7vfC...` of `https://dexscreener.com/solana/7vfCXTUX…`, or the URL itself. */
function isShortFormOf(display: string, uri: string): boolean {
  const shown = bare(display.trim().replace(/[.…]+$/, ''));
  if (!shown) return false;
  const full = bare(uri);
  let decoded = full;
  try {
    decoded = decodeURI(full);
  } catch {
    // a malformed escape: compare as written
  }
  return full.startsWith(shown) || decoded.startsWith(shown);
}
