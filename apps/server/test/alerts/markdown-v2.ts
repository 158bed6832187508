/**
 * Telegram's MarkdownV2 parser as strict as the real one (tdlib's `parse_markdown_v2`, whose tests
 * give the error sentences; https://core.telegram.org/bots/api#markdownv2-style for the rules):
 * a backslash before any character of code 1-126 makes it plain; outside entities each of
 * _ * [ ] ( ) ~ ` > # + - = | { } . ! either opens or closes an entity or is an error; inside
 * code and pre only ` is; an entity left open is an error. A '>' at a line's start opens a
 * block quote. Not modelled: the `||` that makes a block quote expandable (read as a spoiler).
 */
export type MarkdownV2Check = { ok: true; visible: string } | { ok: false; description: string };

type EntityType =
  | 'Bold'
  | 'Italic'
  | 'Underline'
  | 'Strikethrough'
  | 'Spoiler'
  | 'Code'
  | 'Pre'
  | 'PreCode'
  | 'TextUrl'
  | 'CustomEmoji';

const RESERVED = '_*[]()~`>#+-=|{}.!';
const SPACE = /[ \t\r\n\v\f\0]/;
const CODE_TYPES: ReadonlySet<EntityType> = new Set(['Code', 'Pre', 'PreCode']);

/** Whether the character at `i` closes an entity of `type` (tdlib's `is_end_of_an_entity`). */
function closes(type: EntityType, text: string, i: number): boolean {
  const c = text[i];
  switch (type) {
    case 'Bold':
      return c === '*';
    case 'Italic':
      return c === '_' && text[i + 1] !== '_';
    case 'Underline':
      return c === '_' && text[i + 1] === '_';
    case 'Strikethrough':
      return c === '~';
    case 'Spoiler':
      return c === '|' && text[i + 1] === '|';
    case 'Code':
      return c === '`';
    case 'Pre':
    case 'PreCode':
      return text.startsWith('```', i);
    case 'TextUrl':
    case 'CustomEmoji':
      return c === ']';
  }
}

/** The text of a `(...)` link target from `i` (just past '('), and the index of its ')'. */
function readUrl(text: string, i: number): { url: string; end: number } | undefined {
  let url = '';
  let at = i;
  while (at < text.length && text[at] !== ')') {
    const next = text.charCodeAt(at + 1);
    if (text[at] === '\\' && next > 0 && next <= 126) {
      url += text[at + 1];
      at += 2;
      continue;
    }
    url += text[at++];
  }
  return at < text.length ? { url, end: at } : undefined;
}

/** Parses `text` as Telegram does: its visible text, or the Bot API's error description. */
export function checkMarkdownV2(text: string): MarkdownV2Check {
  const fail = (why: string): MarkdownV2Check => ({
    ok: false,
    description: `Bad Request: can't parse entities: ${why}`,
  });
  const reserved = (c: string) =>
    fail(`Character '${c}' is reserved and must be escaped with the preceding '\\'`);
  const bytes = (i: number) => Buffer.byteLength(text.slice(0, i));
  const open: { type: EntityType; byteOffset: number }[] = [];
  let visible = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    const next = text.charCodeAt(i + 1);
    if (c === '\\' && next > 0 && next <= 126) {
      visible += text[++i];
      continue;
    }
    const top = open.at(-1)?.type;
    const inCode = top !== undefined && CODE_TYPES.has(top);
    const lineStart = i === 0 || text[i - 1] === '\n' || text[i - 1] === '\r';
    if (!inCode && lineStart && (c === '>' || text.startsWith('**>', i))) {
      if (c !== '>') i += 2;
      continue;
    }
    if (!(inCode ? '`' : RESERVED).includes(c)) {
      visible += c;
      continue;
    }
    if (top === undefined || !closes(top, text, i)) {
      const byteOffset = bytes(i);
      let type: EntityType;
      if (c === '_' && text[i + 1] === '_') {
        type = 'Underline';
        i++;
      } else if (c === '_') type = 'Italic';
      else if (c === '*') type = 'Bold';
      else if (c === '~') type = 'Strikethrough';
      else if (c === '|' && text[i + 1] === '|') {
        type = 'Spoiler';
        i++;
      } else if (c === '[') type = 'TextUrl';
      else if (c === '!' && text[i + 1] === '[') {
        type = 'CustomEmoji';
        i++;
      } else if (text.startsWith('```', i)) {
        i += 3;
        type = 'Pre';
        let end = i;
        while (end < text.length && !SPACE.test(text[end] as string) && text[end] !== '`') end++;
        if (end !== i && end < text.length && text[end] !== '`') {
          type = 'PreCode';
          i = end;
        }
        // One line break after the opening (and its language) is not part of the text.
        if (text[i] === '\n' || text[i] === '\r') {
          const pair = (text[i + 1] === '\n' || text[i + 1] === '\r') && text[i] !== text[i + 1];
          i += pair ? 2 : 1;
        }
        i--;
      } else if (c === '`') type = 'Code';
      else return reserved(c);
      open.push({ type, byteOffset });
      continue;
    }
    const entity = open.pop() as { type: EntityType };
    if (entity.type === 'Underline' || entity.type === 'Spoiler') i++;
    else if (entity.type === 'Pre' || entity.type === 'PreCode') i += 2;
    else if (entity.type === 'TextUrl' && text[i + 1] === '(') {
      const target = readUrl(text, i + 2);
      if (!target) return fail(`Can't find end of a URL at byte offset ${bytes(i + 2)}`);
      i = target.end;
    } else if (entity.type === 'CustomEmoji') {
      const target = text[i + 1] === '(' ? readUrl(text, i + 2) : undefined;
      if (!target || !/^tg:\/\/emoji\?(?:[^#]*&)?id=[1-9]\d*/i.test(target.url)) {
        return fail('Custom emoji entity must contain a tg://emoji URL');
      }
      i = target.end;
    }
  }
  const left = open.at(-1);
  if (left) return fail(`Can't find end of ${left.type} entity at byte offset ${left.byteOffset}`);
  return { ok: true, visible };
}
