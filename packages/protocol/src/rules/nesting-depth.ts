import { LIMITS } from '../limits.ts';

/**
 * How deep arrays and objects may nest in anything a browser, a webhook or a source sends. The
 * checks below walk without recursion, so a body 50,000 levels deep is measured, not crashed on,
 * and nothing after them (schemas, the storable-text walk) meets more than this many levels.
 */
const MAX = LIMITS.nestingDepthMax;

/** Arrays and plain objects: what JSON makes. A Buffer or a Date is a leaf. */
function isContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Whether a parsed value nests arrays and plain objects more than `max` levels deep. */
export function nestsTooDeep(value: unknown, max: number = MAX): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (!isContainer(item)) continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Where the string opened at `open` closes (past an even run of backslashes), or the end. */
function closingQuote(text: string, open: number): number {
  for (
    let close = text.indexOf('"', open + 1);
    close !== -1;
    close = text.indexOf('"', close + 1)
  ) {
    let backslashes = 0;
    while (text.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return close;
  }
  return text.length;
}

/**
 * Whether JSON text opens more than `max` arrays and objects inside each other, read before it
 * is parsed (brackets inside strings do not count; strings are skipped with indexOf, so a large
 * upload costs about what parsing it does). Text that is not JSON is left to the parser.
 */
export function jsonNestsTooDeep(text: string, max: number = MAX): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) i = closingQuote(text, i);
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth -= 1;
  }
  return false;
}
