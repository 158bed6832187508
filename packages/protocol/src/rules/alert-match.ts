import type { AlertKind, AlertRuleStored } from '../alerts.ts';
import type { Post } from '../post.ts';
import { normalizeHandle } from './handles.ts';
import { type ClassifiablePost, PostKind, postKindsOf } from './post-kind.ts';
import { hasVisibleText } from './visible-text.ts';

/** How a feed event changed its post: a new one, a later version of one, or its deletion. */
export type AlertEvent = 'created' | 'updated' | 'deleted';

/** The fields of a post a rule reads (a whole Post will do). */
export type AlertMatchPost = ClassifiablePost &
  Pick<
    Post,
    | 'author'
    | 'text'
    | 'contract_addresses'
    | 'originalTweetText'
    | 'retweetComment'
    | 'quotedTweet'
    | 'retweetedQuote'
  >;

/** FC §2's entries that are not posts by the account: each is its own kind, and only that. */
const ENTRY_KINDS: Partial<Record<PostKind, AlertKind>> = {
  [PostKind.deleted]: 'delete',
  [PostKind.profile]: 'profile_update',
  [PostKind.following]: 'follow',
  [PostKind.pinned]: 'pinned',
  [PostKind.external]: 'external',
};

/** The post variants, which combine (a reply that quotes is both). */
const VARIANT_KINDS: Partial<Record<PostKind, readonly AlertKind[]>> = {
  [PostKind.reply]: ['reply'],
  [PostKind.quote]: ['quote'],
  [PostKind.repost]: ['repost'],
  [PostKind.retweetedQuote]: ['repost', 'quote'],
};

/**
 * The alert kinds (ALERT_KINDS) a feed event of `post` is, read from postKindsOf: a deletion
 * event (or a deleted entry) is `delete`; a profile update, a following update, a pinned update
 * and an external alert are `profile_update`, `follow`, `pinned` and `external`, only that; a
 * post is each variant it shows evidence of (`reply`, `quote`, `repost`; a repost carrying a
 * quote both `repost` and `quote`), and `post` when it is none (an original). A site chat message
 * is never an alert: none, whatever the event.
 */
export function alertKindsOf(post: ClassifiablePost, event: AlertEvent): AlertKind[] {
  const kinds = postKindsOf(post);
  if (kinds.includes(PostKind.siteMessage)) return [];
  if (event === 'deleted') return ['delete'];
  const first = kinds[0];
  if (first === undefined) return ['post'];
  const entry = ENTRY_KINDS[first];
  if (entry) return [entry];
  return [...new Set(kinds.flatMap((kind) => VARIANT_KINDS[kind] ?? []))];
}

// The tokenizer's word characters (rules/tokenize.ts: words, and what a mention or ticker may not
// follow): letters, digits and '_', in any script.
const WORD_CHARACTER = /^[\p{L}\p{N}_]$/u;
// What continues the character before it: a combining mark, a zero-width joiner.
const CONTINUES = /^[\p{M}\u200D]$/u;
// Scripts written without spaces between words (and Hangul, whose particles join the word before
// them): beside one of their letters there is no boundary to find, so any is one.
const UNSPACED =
  /^[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}]$/u;
// Text presentation selectors: "❤" and "❤️" are the same word.
const PRESENTATION = /[\uFE0E\uFE0F]/g;
// Greek final sigma, which toLowerCase writes at a word's end: "ΟΔΟΣ" is "οδος" and "οδοσ".
const FINAL_SIGMA = /ς/g;
const ASCII = /^\p{ASCII}*$/u;

/** Text as words are compared: NFC, lower case (one sigma), without presentation selectors. */
function fold(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFC').toLowerCase().replace(PRESENTATION, '').replace(FINAL_SIGMA, 'σ');
}

/** The character (code point) that starts at `index`. */
function characterAt(text: string, index: number): string {
  return String.fromCodePoint(text.codePointAt(index) ?? 0);
}

/** The character (code point) that ends just before `index`. */
function characterBefore(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(index - 2, index);
  }
  return text.slice(index - 1, index);
}

/**
 * Whether a word may end after `left` and another start at `right`. Not inside a grapheme (a
 * combining mark or a joiner on either side); not between two word characters, '$' counting as
 * one where it starts `right` (as a cashtag may not follow a word character: "US$AB"); except
 * beside a letter of a script written without spaces.
 */
function isBoundary(left: string, right: string): boolean {
  if (CONTINUES.test(right) || left === '\u200D') return false;
  if (!WORD_CHARACTER.test(left)) return true;
  if (!WORD_CHARACTER.test(right) && right !== '$') return true;
  return UNSPACED.test(left) || UNSPACED.test(right);
}

/** Whether folded `text` holds folded `word` as a whole word (see matchesAlertRule). */
function holdsWord(text: string, word: string): boolean {
  if (word === '') return false;
  const first = characterAt(word, 0);
  const last = characterBefore(word, word.length);
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const end = at + word.length;
    const starts = at === 0 || isBoundary(characterBefore(text, at), first);
    if (starts && (end === text.length || isBoundary(last, characterAt(text, end)))) return true;
  }
  return false;
}

/**
 * The text a rule's words are looked for in, folded: the post's own text, the full text of what
 * it reposts (`originalTweetText`, `retweetComment`) and the text of the posts it quotes or
 * reposts with their quotes, as the cards show and highlight them. A reply's parent is someone
 * else's post and is not read.
 */
function searchedText(post: AlertMatchPost): string {
  const texts = [
    post.text,
    post.originalTweetText,
    post.retweetComment,
    post.quotedTweet?.text,
    post.quotedTweet?.quotedTweet?.text,
    post.retweetedQuote?.text,
    post.retweetedQuote?.quotedTweet?.text,
  ];
  return fold(texts.filter((text): text is string => Boolean(text)).join('\n'));
}

/**
 * Issue 51: whether a feed event of `post` is one `rule` alerts on. Every condition must hold:
 * - the rule is enabled;
 * - `accounts` is empty, or names the post's author (handles compared without '@' and case);
 * - one of the event's kinds (alertKindsOf) is among `kinds`; a site chat message never is;
 * - with `hasAddress`, the post carries a contract address (`contract_addresses`, where the
 *   verified ones read from its pictures are too);
 * - with `keywords`, or `memeWords` (then the trader's `memeWords` count as keywords), one of them
 *   is in the post's text as a whole word; with neither, no word is needed.
 *
 * A word is compared case-insensitively (and NFC, "❤" as "❤️"), and is whole when neither side
 * runs on into a letter, digit or '_' of the text (the tokenizer's word characters, in any
 * script) or splits a grapheme: "sol" is in "SOL!" and "$SOL", not in "solana"; "$pepe" is in
 * "buy $PEPE", not in "US$PEPE"; "🚀" is in "moon🚀". In scripts written without spaces (Chinese,
 * Japanese, Thai…) and in Korean, beside one of their letters any place is a boundary: "狗狗币"
 * is in "我买了狗狗币". A word of only invisible characters is in no text. The text is the post's
 * own, a repost's original and the quoted posts' (searchedText). `updates` is not read here: the
 * outbox decides what a later version sends.
 *
 * Pure, and cheap where it fails early: the checks run cheapest first, and the text is read only
 * for a rule that asks for words.
 */
export function matchesAlertRule(
  rule: AlertRuleStored,
  post: AlertMatchPost,
  event: AlertEvent,
  memeWords: readonly string[],
): boolean {
  if (!rule.enabled) return false;
  if (!alertKindsOf(post, event).some((kind) => rule.kinds.includes(kind))) return false;
  if (rule.accounts.length > 0) {
    const author = normalizeHandle(post.author.handle);
    if (!rule.accounts.some((account) => normalizeHandle(account) === author)) return false;
  }
  if (rule.hasAddress && post.contract_addresses.length === 0) return false;
  if (rule.keywords.length === 0 && !rule.memeWords) return true;
  const text = searchedText(post);
  const found = (word: string) => hasVisibleText(word) && holdsWord(text, fold(word.trim()));
  return rule.keywords.some(found) || (rule.memeWords && memeWords.some(found));
}
