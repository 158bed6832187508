import { decodeEntities, plainText } from '../connector-kit.ts';

// A tag (its name, and whether it closes) or a run of text. '<' that starts no tag stays text.
const TOKEN = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>|<!--[\s\S]*?-->|([^<]+|<)/gi;

/**
 * Mastodon status HTML → plain text: paragraphs separated by a blank line, <br> as a line break,
 * links as their full text (Mastodon hides part of a long URL in "invisible" spans, which are
 * still the URL), entities decoded. The "RT: <link>" that quote posts carry inside
 * `<span class="quote-inline">` is dropped: the quoted post is shown as such.
 */
export function htmlToText(html: string): string {
  let out = '';
  let skipDepth = 0;
  for (const match of html.matchAll(TOKEN)) {
    const [whole, closing, rawName, text] = match;
    if (text !== undefined) {
      if (skipDepth === 0) out += decodeEntities(text);
      continue;
    }
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (name === 'span' && skipDepth > 0) {
      skipDepth += closing ? -1 : 1;
      continue;
    }
    if (name === 'span' && !closing && /class\s*=\s*["'][^"']*\bquote-inline\b/i.test(whole)) {
      skipDepth = 1;
      continue;
    }
    if (skipDepth > 0) continue;
    if (name === 'br') out += '\n';
    else if (name === 'p' && closing) out += '\n\n';
    else if (name === 'p' && out && !out.endsWith('\n\n')) out += '\n\n';
  }
  const text = out
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return plainText(text);
}
