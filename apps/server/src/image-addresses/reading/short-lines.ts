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
