import type { AddressCandidate } from './candidates.ts';
import { MAX_READINGS, MAX_TWINS, spellingsFor } from './confusions.ts';
import type { AddressRead, ImageBox } from './reader.ts';
import { voteReads } from './vote.ts';

/** Line height PaddleOCR's recogniser reads at; smaller lines are enlarged to it. */
const LINE_HEIGHT = 48;
const MAX_ENLARGEMENT = 3;

/** The part of the picture to read again around a read's box, and how much to enlarge it. */
export function rereadCrop(box: ImageBox): { box: ImageBox; scale: number } {
  const margin = Math.round(box.height * 0.5);
  return {
    box: {
      x: box.x - margin,
      y: box.y - margin,
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
    scale: Math.min(MAX_ENLARGEMENT, Math.max(1, LINE_HEIGHT / box.height)),
  };
}

/** Lists interleaved (the first of each in turn, then the second of each, …), each spelling once. */
function interleave(lists: string[][], into: string[]): void {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) {
    for (const spelling of lists.map((list) => list[i])) {
      if (spelling && !into.includes(spelling)) into.push(spelling);
    }
  }
}

/**
 * One read from two passes. Where the two reads align character for character, the case of
 * each letter they read in two cases is voted (vote.ts) and the voted read's spellings lead;
 * then, where they differ, both spellings (the whole picture's first: put second, the enlarged
 * line's read is right more often than first, 92.4 % against 90.4 % of the bench's addresses
 * among the alternatives, but first less often, 83.8 % against 88.3 %), then the rest of each in
 * turn. Issue 48: the readings of all three (what may be verified) come before any twin, and
 * when any pass's best reading repairs a character the picture shows (`verifiable` 0), nothing
 * merged may be verified.
 */
export function mergeReads(
  first: AddressCandidate,
  again: AddressCandidate | undefined,
): AddressRead {
  if (!again || again.read.chain !== first.read.chain) return first.read;
  const voted = voteReads(first.body, again.body);
  const spellings = [
    voted ? spellingsFor(first.read.chain, voted, first.prefix) : undefined,
    { alternatives: first.read.alternatives, verifiable: first.read.verifiable ?? 1 },
    { alternatives: again.read.alternatives, verifiable: again.read.verifiable ?? 1 },
  ].filter((entry) => entry !== undefined);
  // Each list's best reading leads its readings, even a repair (shown, never verified).
  const readings: string[] = [];
  interleave(
    spellings.map((entry) => entry.alternatives.slice(0, Math.max(1, entry.verifiable))),
    readings,
  );
  readings.splice(MAX_READINGS);
  const twins = [...readings];
  interleave(
    spellings.map((entry) => entry.alternatives.slice(Math.max(1, entry.verifiable))),
    twins,
  );
  // A pass whose best reading repairs a character the picture shows: nothing is verified.
  const verifiable = spellings.some((entry) => entry.verifiable === 0) ? 0 : readings.length;
  return {
    ...first.read,
    alternatives: twins.slice(0, readings.length + MAX_TWINS),
    verifiable,
  };
}
