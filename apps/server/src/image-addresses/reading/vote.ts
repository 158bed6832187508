import type { OcrChar } from './reader.ts';

/**
 * The probability a read gives a class it did not name: below the least it names (decodeCtc
 * keeps classes down to 0.001), so a class only one read names is not ruled out, only doubted.
 */
const UNNAMED = 0.0005;

/** What one read character says each class is: its read and the recogniser's others. */
function beliefsOf(read: OcrChar): Map<string, number> {
  const beliefs = new Map<string, number>([[read.char, read.confidence / 100]]);
  for (const other of read.others ?? []) {
    if (other.probability > (beliefs.get(other.char) ?? 0)) {
      beliefs.set(other.char, other.probability);
    }
  }
  return beliefs;
}

/**
 * One character from two reads of it: each class's probability is the product of what the two
 * reads give it, normalised over the classes either names (two independent looks at one glyph).
 * A class both half-believe in (q at 0.45 twice) beats one only one of them is sure of.
 */
export function voteChar(a: OcrChar, b: OcrChar): OcrChar {
  const first = beliefsOf(a);
  const second = beliefsOf(b);
  const joint = [...new Set([...first.keys(), ...second.keys()])].map((char) => ({
    char,
    probability: (first.get(char) ?? UNNAMED) * (second.get(char) ?? UNNAMED),
  }));
  const total = joint.reduce((sum, option) => sum + option.probability, 0);
  const ranked = joint
    .map(({ char, probability }) => ({ char, probability: probability / total }))
    .sort((x, y) => y.probability - x.probability);
  const [best, ...others] = ranked as [(typeof ranked)[number], ...typeof ranked];
  const voted: OcrChar = { char: best.char, confidence: best.probability * 100, others };
  return a.box ? { ...voted, box: a.box } : voted;
}

/**
 * Two reads of one address voted where they align (the same number of characters, one for one)
 * and name one letter in two cases (c and C): that letter's case is voted. Elsewhere the first
 * read's character stands: where the two name different letters (q and g, j and i) the enlarged
 * read was often the surer and the wrong one (on bench:image-addresses a vote of every
 * character lost more addresses than it won; the case vote won 4 and lost 1 on one corpus,
 * won 1 on the other).
 * Undefined when the reads do not align (a character dropped by one of them).
 */
export function voteReads(a: OcrChar[], b: OcrChar[]): OcrChar[] | undefined {
  if (a.length !== b.length) return undefined;
  return a.map((char, index) => {
    const other = b[index] as OcrChar;
    const caseOnly =
      char.char !== other.char && char.char.toLowerCase() === other.char.toLowerCase();
    return caseOnly ? voteChar(char, other) : char;
  });
}
