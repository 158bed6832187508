/**
 * FC §7 POST /api/translate carries "HTML paragraphs": one `<p>…</p>` per text block, in the
 * order post, reply, quote, retweeted quote. Both sides encode and decode with these two
 * functions, so neither ever parses or renders other HTML.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** The whole input: zero or more `<p>` paragraphs with only whitespace between them. */
const PARAGRAPHS = /^\s*(?:<p>[^<>]*<\/p>\s*)*$/;
const PARAGRAPH = /<p>([^<>]*)<\/p>/g;
/** An `&` must open one of these; anything else is not escaped text. */
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6}));/g;
const BARE_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d{1,7}|#[xX][0-9a-fA-F]{1,6});)/;

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Decodes one paragraph's escaped text; null when it holds an unknown entity or a bad code point. */
function unescapeText(escaped: string): string | null {
  if (BARE_AMPERSAND.test(escaped)) return null;
  let valid = true;
  const text = escaped.replace(ENTITY, (_match, name?: string, dec?: string, hex?: string) => {
    if (name) return NAMED_ENTITIES[name] ?? '';
    const codePoint = dec !== undefined ? Number(dec) : Number.parseInt(hex ?? '', 16);
    // No NUL, no lone surrogates, nothing past Unicode's last code point.
    if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) {
      valid = false;
      return '';
    }
    return String.fromCodePoint(codePoint);
  });
  return valid ? text : null;
}

/** Escapes each block (`& < > " '`) and wraps it in `<p>…</p>`. */
export function toParagraphHtml(blocks: readonly string[]): string {
  return blocks.map((block) => `<p>${escapeText(block)}</p>`).join('');
}

/**
 * The blocks of a paragraph-tagged text, unescaped; null unless the input is only `<p>`
 * paragraphs of escaped text (any other tag, an attribute or a stray `<`, `>` or `&` fails).
 */
export function fromParagraphHtml(html: string): string[] | null {
  if (!PARAGRAPHS.test(html)) return null;
  const blocks: string[] = [];
  for (const match of html.matchAll(PARAGRAPH)) {
    const text = unescapeText(match[1] ?? '');
    if (text === null) return null;
    blocks.push(text);
  }
  return blocks;
}
