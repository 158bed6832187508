/** A text piece the detector found, as the rectangle around its corners, in pixels. */
export type PieceRect = { x0: number; y0: number; x1: number; y1: number };

/**
 * The narrowest an address's characters are, as a share of the detector's box height: 0.37 was
 * the narrowest measured on the bench's corpus (fonts from condensed sans to monospace) and on
 * 3× phone screenshots, so a box holds at most width / (0.28 × height) characters.
 */
const MIN_CHAR_WIDTH = 0.28;
/** The shortest address: a Solana key of 32 characters (an EVM address has 42). */
const SHORTEST_ADDRESS = 32;
/** Pieces on one line this many heights apart at most, or lines this close, are one block. */
const WORD_GAP = 2;
const LINE_GAP = 1;
const LEFT_EDGE = 1.5;
const HEIGHT_RATIO = 1.35;

/**
 * Which pieces can hold an address or part of one, before they are read: those whose text
 * block (the pieces beside them on their line and the lines right above and below, in turn)
 * has room for a whole address, counting each piece's characters at their narrowest. A chat
 * bubble of a few words is skipped; a short last line of a wrapped address is read with the
 * long line above it. Same order as `pieces`.
 */
export function mayHoldAddress(pieces: PieceRect[]): boolean[] {
  const block = pieces.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (block[at] !== at) at = block[at] ?? at;
    block[index] = at;
    return at;
  };
  for (let i = 0; i < pieces.length; i++) {
    for (let j = i + 1; j < pieces.length; j++) {
      const a = pieces[i];
      const b = pieces[j];
      if (a && b && (sameLine(a, b) || stacked(a, b))) block[root(i)] = root(j);
    }
  }
  const room = new Map<number, number>();
  pieces.forEach((piece, index) => {
    room.set(root(index), (room.get(root(index)) ?? 0) + characters(piece));
  });
  return pieces.map((_, index) => (room.get(root(index)) ?? 0) >= SHORTEST_ADDRESS);
}

/** The most characters a piece can hold. */
function characters({ x0, y0, x1, y1 }: PieceRect): number {
  return (x1 - x0) / (MIN_CHAR_WIDTH * Math.max(1, y1 - y0));
}

const height = (piece: PieceRect) => Math.max(1, piece.y1 - piece.y0);

function alike(a: PieceRect, b: PieceRect): boolean {
  return Math.max(height(a), height(b)) / Math.min(height(a), height(b)) <= HEIGHT_RATIO;
}

/** Pieces on one line: overlapping by half a height down, at most WORD_GAP heights across. */
function sameLine(a: PieceRect, b: PieceRect): boolean {
  const down = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  const across = Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1);
  const size = Math.min(height(a), height(b));
  return alike(a, b) && down >= size / 2 && across <= WORD_GAP * size;
}

/** Lines right above one another: at most LINE_GAP heights apart, overlapping or left-aligned. */
function stacked(a: PieceRect, b: PieceRect): boolean {
  const [upper, lower] = a.y0 <= b.y0 ? [a, b] : [b, a];
  const size = Math.max(height(a), height(b));
  const gap = lower.y0 - upper.y1;
  const overlap = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  return (
    alike(a, b) &&
    lower.y0 > upper.y0 + height(upper) / 2 &&
    gap <= LINE_GAP * size &&
    (overlap > 0 || Math.abs(a.x0 - b.x0) <= LEFT_EDGE * size)
  );
}

/**
 * A piece's runs of glyphs (ink-runs.ts) in heights of its picture: the longest, the first and
 * the last, and whether it is one run (no word gap in it).
 */
export type PieceRuns = { longest: number; first: number; last: number; single: boolean };

/**
 * Room for the shortest address (32 characters), in heights of its piece: 32 × 0.3. The narrowest
 * measured was 0.42 heights a character, in runs split at ink-runs.ts WORD_GAP, on the bench's
 * corpus and its phone and wrapped styles; 0.3 leaves a margin.
 */
export const ADDRESS_RUN = SHORTEST_ADDRESS * 0.3;
/** Parts of an address wrapped over this many lines at most (as wrapped-lines.ts joins). */
const MOST_LINES = 4;
/** Pieces on one line this many heights apart at most can split one run of glyphs. */
const RUN_SPLIT = 0.5;

/**
 * Which pieces may hold an address or part of one, told by their runs of glyphs before they
 * are read: a piece whose longest run has room for an address (ADDRESS_RUN heights), and the
 * pieces of a run continued on the line below (or by the piece right beside it), up to four
 * lines, whose parts together have room: the last run of the first, the whole of each middle
 * one (one run each) and the first run of the last. Prose, whose words are split by gaps, is
 * not read. Same order as `pieces`; runs in heights of each piece.
 */
export function holdsAddressRun(pieces: PieceRect[], runs: PieceRuns[]): boolean[] {
  const keep = runs.map((run) => run.longest >= ADDRESS_RUN);
  const next = pieces.map((a, i) =>
    pieces.flatMap((b, j) => (i !== j && b && a && continues(a, b) ? [j] : [])),
  );
  const follow = (path: number[], carried: number) => {
    const at = path.at(-1) ?? 0;
    for (const j of next[at] ?? []) {
      const run = runs[j];
      if (!run || path.includes(j)) continue;
      if (carried + run.first >= ADDRESS_RUN) for (const k of [...path, j]) keep[k] = true;
      else if (run.single && path.length + 1 < MOST_LINES) {
        follow([...path, j], carried + run.longest);
      }
    }
  };
  runs.forEach((run, i) => {
    follow([i], run.last);
  });
  return keep;
}

/** Piece `b` continues `a`'s text: the line right below it, or right beside it on its line. */
function continues(a: PieceRect, b: PieceRect): boolean {
  if (sameLine(a, b)) {
    const gap = b.x0 - a.x1;
    return gap >= -height(a) / 2 && gap <= RUN_SPLIT * Math.min(height(a), height(b));
  }
  return stacked(a, b) && b.y0 > a.y0;
}
