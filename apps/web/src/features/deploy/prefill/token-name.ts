import { findContractAddresses, graphemePrefix, URL_PATTERN } from '@launchdeck/protocol';

/** A handle as written in a post: @ and the handle's characters. */
const MENTION = /@[A-Za-z0-9_.]+/g;
/** A repost's own marker, "RT @someone:"; the mention goes with the other mentions. */
const RT_MARKER = /^\s*RT\b:?/i;
/** The end of a sentence: . ! ? (or a run of them) before a space or the end, so 3.5x and pump.fun stay. */
const SENTENCE_END = /[.!?…]+(?=\s|$)/;
/** Punctuation left dangling at either end once links and handles are gone ("CA:", "- ", "|"). */
const EDGE_PUNCTUATION = /^[\s:;,|\-–—/\\·•]+|[\s:;,|\-–—/\\·•]+$/g;
/** The label traders put before an address, right before it. */
const ADDRESS_LABEL = /\b(?:CA|contract(?:\s+address)?)\s*[:=-]?\s*$/i;
const HAS_WORD = /[\p{L}\p{N}]/u;

const blank = (text: string) => ' '.repeat(text.length);

/** The text with links, contract addresses and @handles blanked, and $ and # signs dropped. */
function withoutNoise(text: string): string {
  let cleaned = text.replace(URL_PATTERN, blank);
  for (const { index, address } of findContractAddresses(cleaned)) {
    // "CA: <address>": the label goes with the address it names.
    const label = ADDRESS_LABEL.exec(cleaned.slice(0, index));
    const start = label ? label.index : index;
    const end = index + address.length;
    cleaned = cleaned.slice(0, start) + blank(cleaned.slice(start, end)) + cleaned.slice(end);
  }
  return cleaned.replace(RT_MARKER, '').replace(MENTION, ' ').replace(/[$#]/g, '');
}

/**
 * Cuts to at most `max` UTF-16 units (as the deploy fields' rule counts them) at a whole word, or
 * at a whole grapheme when one word is longer: an emoji, a flag or a letter with its accent is
 * never split (issue 46).
 */
export function cutToLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const lastSpace = head.lastIndexOf(' ');
  if (lastSpace > 0) return text.slice(0, lastSpace).trimEnd();
  return graphemePrefix(text, max, 'utf-16');
}

/**
 * DA §4 / FC §3 prefill: a post's text made into a token name. Our rule, as the spec leaves it
 * open: links, contract addresses (with a CA: label before them), @handles and the RT marker go, $ and # signs go (their words
 * stay: $FROG → FROG); the first line that still holds a letter or digit is taken, and of it the
 * first sentence; spaces are collapsed, dangling punctuation trimmed, and the result cut at a whole
 * word to the mode's name limit. Nothing usable gives ''.
 */
export function tokenNameFromText(text: string, nameMax: number): string {
  const line = withoutNoise(text)
    .split(/\r?\n/)
    .find((candidate) => HAS_WORD.test(candidate));
  if (!line) return '';
  const sentence = line.split(SENTENCE_END).find((part) => HAS_WORD.test(part)) ?? '';
  const name = sentence.replace(/\s+/g, ' ').replace(EDGE_PUNCTUATION, '');
  return cutToLength(name, nameMax).replace(EDGE_PUNCTUATION, '');
}
