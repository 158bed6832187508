/** A character the recogniser may have seen at one place, with its probability (0-1). */
export type CharOption = { char: string; probability: number };

/** One character of a line as decoded, where it stands in the line and what else it may be. */
export type DecodedChar = {
  char: string;
  /** The recogniser's probability for `char` (its highest over the frames it spans). */
  probability: number;
  /** Other characters the recogniser saw there, most likely first (`char` left out). */
  others: CharOption[];
  /** The frames (time steps of the recogniser's output) the character spans: [first, last]. */
  frames: [number, number];
};

/**
 * The character read as `wanted` instead, one of the classes the ink says it is (letter-case.ts,
 * dotted-letters.ts): the class it was read as stays first among its others, at half its
 * probability.
 */
export function readAs(
  char: DecodedChar,
  wanted: string,
  probability = char.probability,
): DecodedChar {
  return {
    ...char,
    char: wanted,
    probability,
    others: [
      { char: char.char, probability: char.probability / 2 },
      ...char.others.filter((other) => other.char !== wanted),
    ],
  };
}

/** The recogniser's output for one line: `frames` rows of `classes` probabilities each. */
export type CtcOutput = { probabilities: Float32Array; frames: number; classes: number };

/** PaddleOCR's CTC blank is class 0; class i is character i - 1 of the dictionary. */
const BLANK = 0;

/**
 * Greedy CTC decoding (the best class of each frame, repeats merged, blanks dropped) that keeps,
 * for each character, the `others` classes most probable over its frames, `keep` at most and
 * each at least `minProbability`: what a read of that character could also be, by the model's
 * own account rather than a fixed list of look-alikes.
 */
export function decodeCtc(
  { probabilities, frames, classes }: CtcOutput,
  dictionary: readonly string[],
  { keep = 3, minProbability = 0.001 }: { keep?: number; minProbability?: number } = {},
): DecodedChar[] {
  const chars: DecodedChar[] = [];
  let previous = BLANK;
  let current: { best: number; first: number; last: number; peaks: Float32Array } | undefined;
  const finish = () => {
    if (!current) return;
    chars.push(charOf(current, dictionary, keep, minProbability));
    current = undefined;
  };
  for (let frame = 0; frame < frames; frame++) {
    const row = probabilities.subarray(frame * classes, (frame + 1) * classes);
    const best = argmax(row);
    if (best !== previous || best === BLANK) finish();
    if (best !== BLANK) {
      current ??= { best, first: frame, last: frame, peaks: new Float32Array(classes) };
      current.last = frame;
      for (let c = 0; c < classes; c++) {
        if ((row[c] ?? 0) > (current.peaks[c] ?? 0)) current.peaks[c] = row[c] ?? 0;
      }
    }
    previous = best;
  }
  finish();
  return chars;
}

function argmax(row: Float32Array): number {
  let best = 0;
  for (let c = 1; c < row.length; c++) if ((row[c] ?? 0) > (row[best] ?? 0)) best = c;
  return best;
}

function charOf(
  { best, first, last, peaks }: { best: number; first: number; last: number; peaks: Float32Array },
  dictionary: readonly string[],
  keep: number,
  minProbability: number,
): DecodedChar {
  const others: { index: number; probability: number }[] = [];
  for (let c = 1; c < peaks.length; c++) {
    const probability = peaks[c] ?? 0;
    if (c === best || probability < minProbability) continue;
    others.push({ index: c, probability });
  }
  others.sort((a, b) => b.probability - a.probability);
  return {
    char: dictionary[best - 1] ?? '',
    probability: peaks[best] ?? 0,
    others: others
      .slice(0, keep)
      .map(({ index, probability }) => ({ char: dictionary[index - 1] ?? '', probability })),
    frames: [first, last],
  };
}
