import { DEPLOY_LIMITS } from '../deploy.ts';
import type { DeployMode } from '../deploy-settings.ts';
import type { Post } from '../post.ts';
import { isBagsClaimerHandle } from './bags-fees.ts';
import { findContractAddresses, URL_PATTERN } from './contract-addresses.ts';
import { classifyPost, PostKind } from './post-kind.ts';
import { graphemePrefix } from './shorten.ts';
import { cashtagTicker, generateTicker } from './ticker.ts';
import { tokenizeText } from './tokenize.ts';

/*
 * A token launch filled from a post, exactly as a card's Deploy button fills the form (DA §4 / §5,
 * FC §3): the one rule the browser's prefill and the server's launches from a post share. Pure and
 * DOM-free.
 */

// ---- The token name from a post's text (DA §4 / FC §3) ----

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
 * never split (issue 46). `cutToLength('the dog in a hat', 10)` → 'the dog in'.
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
 * open: links, contract addresses (with a CA: label before them), @handles and the RT marker go,
 * $ and # signs go (their words stay: $FROG → FROG); the first line that still holds a letter or
 * digit is taken, and of it the first sentence; spaces are collapsed, dangling punctuation
 * trimmed, and the result cut at a whole word to the mode's name limit (`nameMax`, UTF-16 units:
 * 32, or 20 for bnb). Nothing usable gives ''.
 * `tokenNameFromText('Frog King is here. $FROG https://x.io', 32)` → 'Frog King is here'.
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

// ---- What a post shows, and what a launch takes from it (DA §3–§5, FC §2) ----

/** DA §5: the Bags quick-select shows at most 4 handles (the web's `QUICK_SELECT_MAX`). */
const HANDLES_MAX = 4;

const RT_PREFIX = /^RT @[^\s:]+:\s*/;
/** Trailing characters a link in running text picks up: "(see https://x.io)." */
const LINK_TAIL = /[).,!?;:'"\]]+$/;

/** What the card shows as the post's text and media: a repost shows the original (FC §2). */
function shownContent(post: Post) {
  const kind = classifyPost(post);
  const reposted = kind === PostKind.repost || kind === PostKind.retweetedQuote;
  if (!reposted) return { text: post.text, media: post.media, author: post.author };
  return {
    text: post.originalTweetText ?? post.retweetComment ?? post.text.replace(RT_PREFIX, ''),
    media: post.originalMedia ?? post.media,
    author: post.retweetedUser ?? post.originalAuthor ?? post.author,
  };
}

/** The first link in running text, without the punctuation that follows it. */
function firstLink(text: string): string | undefined {
  const match = text.match(URL_PATTERN)?.[0];
  return match?.replace(LINK_TAIL, '');
}

/** A link too long to send (DA §3 fields are bounded) is left out rather than refused later. */
const fits = (url: string) => (url.length <= DEPLOY_LIMITS.urlMax ? url : '');

/** The post on its platform (DA §3 tweetUrl, truthSocialUrl, instagramUrl). */
function postLink(post: Post): string {
  return post.tweetUrl ?? post.truthSocialUrl ?? post.instagramUrl ?? '';
}

/**
 * DA §5 Bags quick-select: the post's author (and the reposted author), then the @mentions of the
 * text shown, each once (case-insensitively), at most 4; only handles Bags can look up.
 * A post by @kaito reading "@Kaito meet @alice" → ['kaito', 'alice'].
 */
export function handlesInPost(post: Post): string[] {
  const shown = shownContent(post);
  const mentions = tokenizeText(shown.text, { memeWords: [] }).flatMap((token) =>
    token.kind === 'mention' ? [token.handle] : [],
  );
  const seen = new Set<string>();
  const handles: string[] = [];
  for (const handle of [post.author.handle, shown.author.handle, ...mentions]) {
    const key = handle.toLowerCase();
    if (seen.has(key) || !isBagsClaimerHandle(handle)) continue;
    seen.add(key);
    handles.push(handle);
  }
  return handles.slice(0, HANDLES_MAX);
}

/**
 * The post's own images, as the card shows them (the original's for a repost), then the quoted or
 * retweeted post's: the "image in post" of the selection toolbar and the presets (DA §3). Image
 * urls in that order, repeats kept, the author's avatar not included.
 */
export function postImageUrls(post: Post): string[] {
  const shown = shownContent(post);
  const referenced = post.quotedTweet ?? post.retweetedQuote;
  return [
    ...(shown.media?.images ?? []).map((image) => image.url),
    ...(referenced?.media?.images ?? []).map((image) => image.url),
  ];
}

/**
 * Issue 50: the platform a post's contract addresses point to: bnb when it names addresses and
 * every one is a BNB (0x…) one, else null (a Solana address, both chains, or none: the whitelists
 * and the default platform decide).
 */
export function postAddressMode(post: Pick<Post, 'contract_addresses'>): DeployMode | null {
  const addresses = post.contract_addresses ?? [];
  if (addresses.length === 0) return null;
  return addresses.every((found) => found.chain === 'bnb') ? 'bnb' : null;
}

/** The launch fields a post fills (see `launchFieldsOfPost`). */
export interface PostLaunchFields {
  /** The token name ('' when the post has no usable words). */
  name: string;
  /** The post's own $TICKER, else one made from the name (DA §5); '' with no name. */
  ticker: string;
  /** The post's link on its platform; '' when it has none or it is too long to send. */
  twitter: string;
  /** The first link in the text shown, else the link card's, else the post's website; '' likewise. */
  website: string;
  /** Image urls, the first the selected one: each once, the shown author's avatar last. */
  images: string[];
  /** The post the launch is filled from, sent with it so My Launches lists it. */
  source: { id: string; author: string; text: string };
}

/**
 * DA §4 prefill from a post: the name from the text (`tokenNameFromText`; the quoted post's text
 * when the post's own has none), the ticker the post names ($FROG) or else one from the name
 * (DA §5), twitter = the post's link, website = the first link in the text or the link card's,
 * images = the media shown (the original's for a repost), then the quoted or retweeted post's,
 * then the shown author's avatar; each once, first selected, urls longer than DA §3's image url
 * limit dropped; links longer than DA §3's url limit left out (''). `source` is the post itself
 * (its id, author handle and own text). `nameMax` is the mode's name limit (32, or 20 for bnb).
 * What a card's Deploy button fills the form with (the web's `prefillFromPost`).
 */
export function launchFieldsOfPost(post: Post, nameMax: number): PostLaunchFields {
  const shown = shownContent(post);
  const referenced = post.quotedTweet ?? post.retweetedQuote;
  const name =
    tokenNameFromText(shown.text, nameMax) || tokenNameFromText(referenced?.text ?? '', nameMax);
  const website = firstLink(shown.text) ?? post.card?.url ?? post.website_url ?? '';
  const candidates = [...postImageUrls(post), shown.author.avatar];
  const images = [...new Set(candidates)].filter(
    (url): url is string => typeof url === 'string' && url.length <= DEPLOY_LIMITS.imageUrlMax,
  );
  return {
    name,
    // The post's own $TICKER when it names one, else the DA §5 rule on the name.
    ticker: cashtagTicker(shown.text) ?? (name ? generateTicker(name) : ''),
    twitter: fits(postLink(post)),
    website: fits(website),
    images,
    source: { id: post.id, author: post.author.handle, text: post.text },
  };
}
