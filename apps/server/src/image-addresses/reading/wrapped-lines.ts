import type { AddressRead, ImageBox, OcrChar, OcrLine } from './reader.ts';

/** What a wrapped address is read with: a line's address-like runs, and a run's address. */
export type RunReading<T extends Read> = {
  /** The runs of address-like characters of a line outside links, in order (candidates.ts). */
  runsOf(line: OcrLine): OcrChar[][];
  /** The address a run may be, or none (candidates.ts: the same rules as a run on one line). */
  readOf(run: OcrChar[]): T | undefined;
};

/** An address read from the ends of lines that continue one another, with each part's place. */
export type WrappedAddress<T> = {
  candidate: T;
  /** Each part's characters, in reading order (2..MAX_PARTS), as they stand in their lines. */
  parts: OcrChar[][];
};

/** An address wraps over four lines at most (44 characters, 11 a line in a narrow column). */
const MAX_PARTS = 4;
/** A part shorter than this continues an address only when it is its line's whole text. */
const MIN_PART = 4;
/** A line holding only a part this long was wrapped, wherever it ends (parts typed a line each). */
const MIN_WHOLE_PART = 10;
/** Lines further apart than this many line heights are two paragraphs or two bubbles. */
const MAX_GAP = 1;
/** A wrapped line ends within this many line heights of its text block's right edge. */
const RIGHT_EDGE = 2;
/** Lines continuing one another start within this many line heights of each other. */
const LEFT_EDGE = 1.5;
/** Lines whose heights differ by more than this ratio are not one text block. */
const HEIGHT_RATIO = 1.35;

// What may follow a part at its line's end: spaces and a hyphen (the wrap's mark).
const AFTER_PART = /^[\s\-‐‑–—_]*$/;
const HYPHEN = /^\s*[-‐‑–—_]\s*$/;
const BEFORE_PART = /^\s*$/;

type Placed = { box: ImageBox; height: number };
type RunsOf = (line: OcrLine) => OcrChar[][];
type Read = { read: AddressRead; body: OcrChar[]; prefix: string };

/**
 * The addresses wrapped over lines (a narrow chat bubble or column): the address-like run ending
 * one line (a hyphen or spaces after it allowed), the run starting the next, and so on for up to
 * four lines, when
 * - each line is right below the one before (at most one line height between them, heights
 *   alike) and starts where it starts, or where the address's first part starts;
 * - each line but the last was wrapped: it ends within two line heights of the right edge of the
 *   lines around it (the one above, if right above it and starting alike, and the next), or its
 *   part ends in a hyphen, or its part of 10 characters or more is its whole text. Text that
 *   stops short of the edge, as prose before an address on the next line, was not wrapped;
 * - a middle part is its line's whole text, and a part under four characters is too;
 * - the parts joined are an address by the rules of a run on one line (`reading.readOf`), the
 *   most parts that are one.
 * Lines are in reading order, their characters placed (`box`); lines without places join nothing.
 */
export function findWrappedAddresses<T extends Read>(
  lines: OcrLine[],
  reading: RunReading<T>,
): WrappedAddress<T>[] {
  const placed = lines.map(placeOf);
  const found: WrappedAddress<T>[] = [];
  const taken = new Set<OcrChar>();
  for (let first = 0; first < lines.length - 1; first++) {
    const tail = lastRun(lines[first] ?? [], reading.runsOf);
    if (!tail || tail.some((char) => taken.has(char))) continue;
    const parts = [tail];
    let best: WrappedAddress<T> | undefined;
    for (let at = first; at + 1 < lines.length && parts.length < MAX_PARTS; at++) {
      const line = lines[at] ?? [];
      const part = parts.at(-1) ?? [];
      const wrapped =
        hyphenAfter(line, part) ||
        (part.length >= MIN_WHOLE_PART && wholeLine(line, part, reading.runsOf)) ||
        atRightEdge(placed, at);
      if (!wrapped || !continues(placed, at, parts[0] ?? [])) break;
      const next = lines[at + 1] ?? [];
      const head = firstRun(next, reading.runsOf);
      if (!head) break;
      const whole = wholeLine(next, head, reading.runsOf);
      if (head.length < MIN_PART && !whole) break;
      parts.push(head);
      const read = readWrapped(parts, reading);
      if (read) best = read;
      if (!whole) break;
    }
    if (!best) continue;
    found.push(best);
    for (const part of best.parts) for (const char of part) taken.add(char);
    // The next address may start on the last part's line, after the part.
    first += best.parts.length - 2;
  }
  return found;
}

/** The parts joined, read as one run; the parts trimmed to the characters the address holds. */
function readWrapped<T extends Read>(
  parts: OcrChar[][],
  reading: RunReading<T>,
): WrappedAddress<T> | undefined {
  const joined = parts.flat();
  const candidate = reading.readOf(joined);
  if (!candidate) return undefined;
  // A read leaves out only characters at the start of its run (a label glued to it).
  const used = new Set(
    joined.slice(joined.length - candidate.prefix.length - candidate.body.length),
  );
  const kept = parts.map((part) => part.filter((char) => used.has(char)));
  if (kept.some((part) => part.length === 0)) return undefined;
  const boxes = kept.map(boxOf);
  if (boxes.some((box) => !box)) return undefined;
  const placedBoxes = boxes as ImageBox[];
  return {
    candidate: {
      ...candidate,
      read: { ...candidate.read, box: unionOf(placedBoxes), boxes: placedBoxes },
    },
    parts: kept,
  };
}

/**
 * Whether the line at `at + 1` is right below the line at `at`, alike in height, starting where
 * it starts or where `firstPart` starts.
 */
function continues(placed: (Placed | undefined)[], at: number, firstPart: OcrChar[]): boolean {
  const line = placed[at];
  const next = placed[at + 1];
  const partStart = boxOf(firstPart)?.x;
  if (!line || !next || !below(line, next)) return false;
  const height = Math.max(line.height, next.height);
  return (
    startsAlike(line, next) ||
    (partStart !== undefined && Math.abs(next.box.x - partStart) <= LEFT_EDGE * height)
  );
}

/**
 * Whether the line at `at` ends at its text block's right edge: within RIGHT_EDGE line heights
 * of the rightmost end of itself, the next line and the line above (when right above it and
 * starting alike).
 */
function atRightEdge(placed: (Placed | undefined)[], at: number): boolean {
  const line = placed[at];
  if (!line) return false;
  const above = placed[at - 1];
  const around = [
    placed[at + 1],
    above && below(above, line) && startsAlike(above, line) ? above : undefined,
  ];
  const edge = Math.max(right(line.box), ...around.map((other) => (other ? right(other.box) : 0)));
  return right(line.box) >= edge - RIGHT_EDGE * line.height;
}

/** Whether `next` is the line right below `line`: close under it and alike in height. */
function below(line: Placed, next: Placed): boolean {
  const ratio = Math.max(line.height, next.height) / Math.min(line.height, next.height);
  const gap = next.box.y - bottom(line.box);
  return (
    ratio <= HEIGHT_RATIO &&
    next.box.y > line.box.y + line.height / 2 &&
    gap <= MAX_GAP * Math.max(line.height, next.height)
  );
}

function startsAlike(a: Placed, b: Placed): boolean {
  return Math.abs(a.box.x - b.box.x) <= LEFT_EDGE * Math.max(a.height, b.height);
}

/** Whether a hyphen follows `part` in its line (spaces around it allowed). */
function hyphenAfter(line: OcrLine, part: OcrChar[]): boolean {
  const end = part.at(-1);
  if (!end) return false;
  const after = line
    .slice(line.indexOf(end) + 1)
    .map((read) => read.char)
    .join('');
  return HYPHEN.test(after);
}

/** The last run of a line when nothing but spaces and a hyphen follows it. */
function lastRun(line: OcrLine, runsOf: RunsOf): OcrChar[] | undefined {
  const run = runsOf(line).at(-1);
  const end = run?.at(-1);
  if (!run || !end) return undefined;
  const after = line.slice(line.indexOf(end) + 1);
  return AFTER_PART.test(after.map((read) => read.char).join('')) ? run : undefined;
}

/** The first run of a line when it starts the line. */
function firstRun(line: OcrLine, runsOf: RunsOf): OcrChar[] | undefined {
  const run = runsOf(line)[0];
  const start = run?.[0];
  if (!run || !start) return undefined;
  const before = line.slice(0, line.indexOf(start));
  return BEFORE_PART.test(before.map((read) => read.char).join('')) ? run : undefined;
}

/** Whether `run` is its line's whole text: spaces before it, spaces and a hyphen after it. */
function wholeLine(line: OcrLine, run: OcrChar[], runsOf: RunsOf): boolean {
  return firstRun(line, runsOf)?.[0] === run[0] && lastRun(line, runsOf)?.at(-1) === run.at(-1);
}

/** A line's place: the union of its characters' boxes and their median height. */
function placeOf(line: OcrLine): Placed | undefined {
  const boxes = line.flatMap((read) => (read.box && read.char.trim() ? [read.box] : []));
  if (boxes.length === 0) return undefined;
  const heights = boxes.map((box) => box.height).sort((a, b) => a - b);
  return { box: unionOf(boxes), height: heights[Math.floor(heights.length / 2)] ?? 1 };
}

function boxOf(chars: OcrChar[]): ImageBox | undefined {
  const boxes = chars.flatMap((read) => (read.box ? [read.box] : []));
  return boxes.length === chars.length && boxes.length > 0 ? unionOf(boxes) : undefined;
}

function unionOf(boxes: ImageBox[]): ImageBox {
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  const width = Math.max(...boxes.map(right)) - x;
  const height = Math.max(...boxes.map(bottom)) - y;
  return { x, y, width: Math.max(1, width), height: Math.max(1, height) };
}

const right = (box: ImageBox) => box.x + box.width;
const bottom = (box: ImageBox) => box.y + box.height;
