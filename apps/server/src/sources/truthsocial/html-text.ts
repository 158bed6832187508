import { decodeEntities, httpUrl, plainText } from '../connector-kit.ts';

// A tag (its name, and whether it closes) or a run of text. '<' that starts no tag stays text.
const TOKEN = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>|<!--[\s\S]*?-->|([^<]+|<)/gi;

/** A link being read: where it points, whether its text is what shows, and its text so far. */
type OpenLink = { href: string | undefined; keepText: boolean; text: string };

/**
 * Mastodon status HTML → plain text (the `content` of a Status, Mastodon API docs
 * "Status entity"; Truth Social answers the same). Paragraphs are separated by a blank line,
 * <br> is a line break, entities are decoded.
 *
 * Links are read from their `href`, never from what they show: Mastodon shortens a long link's
 * text (`<a href="https://full/url"><span class="invisible">https://</span><span
 * class="ellipsis">dexscreener.com/solana/7vfC</span><span class="invisible">XTUX…</span></a>`),
 * and a server may send only the shortened part. Link text that is not a shortened form of its
 * address (a named link) is kept, followed by the address in brackets. Mentions and hashtags
 * (`class="mention"`, `class="hashtag"`, `rel="tag"`) keep their text: `@name`, `#tag`. The
 * "RT: <link>" that quote posts carry inside `<span class="quote-inline">` is dropped: the
 * quoted post is shown as such.
 */
export function htmlToText(html: string): string {
  let out = '';
  let skipDepth = 0;
  let link: OpenLink | undefined;
  const write = (text: string) => {
    if (link) link.text += text;
    else out += text;
  };
  const closeLink = () => {
    if (link) out += linkText(link);
    link = undefined;
  };
  for (const match of html.matchAll(TOKEN)) {
    const [whole, closing, rawName, text] = match;
    if (text !== undefined) {
      if (skipDepth === 0) write(decodeEntities(text));
      continue;
    }
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (name === 'span' && skipDepth > 0) {
      skipDepth += closing ? -1 : 1;
      continue;
    }
    if (name === 'span' && !closing && hasClass(whole, 'quote-inline')) {
      skipDepth = 1;
      continue;
    }
    if (skipDepth > 0) continue;
    if (name === 'a') {
      closeLink(); // links do not nest: an unclosed one ends where the next begins
      if (!closing) link = openLink(whole);
    } else if (name === 'br') write('\n');
    else if (name === 'p') {
      closeLink();
      if (closing) out += '\n\n';
      else if (out && !out.endsWith('\n\n')) out += '\n\n';
    }
  }
  closeLink();
  const text = out
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return plainText(text);
}

function openLink(tag: string): OpenLink {
  const href = httpUrl(decodeEntities(attribute(tag, 'href') ?? ''));
  const keepText =
    hasClass(tag, 'mention') ||
    hasClass(tag, 'hashtag') ||
    /^tag$/i.test(attribute(tag, 'rel') ?? '');
  return { href, keepText, text: '' };
}

/** What a link reads as: its address, or its own text (mentions, hashtags, no usable href). */
function linkText({ href, keepText, text }: OpenLink): string {
  if (!href || keepText || /^[@#]/.test(text.trim())) return text;
  return isShortFormOf(text, href) ? href : `${text} (${href})`;
}

function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i'),
  );
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function hasClass(tag: string, name: string): boolean {
  return (attribute(tag, 'class') ?? '').split(/\s+/).includes(name);
}

const bare = (value: string) =>
  value
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .toLowerCase();

/** Whether link text is the address, or its start (with or without scheme or a trailing "…"). */
function isShortFormOf(display: string, href: string): boolean {
  const shown = bare(display.trim().replace(/[.…]+$/, ''));
  if (!shown) return true; // a link with no text (an image's, say) reads as its address
  const full = bare(href);
  let decoded = full;
  try {
    decoded = decodeURI(full);
  } catch {
    // a malformed escape: compare as written
  }
  return full.startsWith(shown) || decoded.startsWith(shown);
}
