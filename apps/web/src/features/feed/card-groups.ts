import type { Entries, FeedEntry } from './entries.ts';

/** Cards per group: about one screen of cards, so a group is rarely half on screen. */
export const CARD_GROUP_SIZE = 8;

/** A run of cards that arrived together, newest first, and its stable React key. */
export type CardGroup = { key: string; entries: FeedEntry[] };

/**
 * Puts the cards into groups by arrival, for the list's `content-visibility: auto`: a group far
 * below the screen skips its style, layout and paint. Each post id gets an arrival slot the first
 * time it is seen (oldest first within a batch) and keeps it while it is shown, so a post that
 * moves or is updated stays in its group; slot ÷ size is its group. A new post joins the newest
 * group until it is full, and no card ever changes group as posts come in, so React never moves
 * a card between parents (that would mean building it again). Per-card visibility would be worse:
 * every insert pushes some card across the screen's edge, and each crossing costs the browser
 * another style, layout and paint pass; a group crosses once per `size` posts.
 */
export function createCardGrouper(size = CARD_GROUP_SIZE) {
  let slots = new Map<string, number>();
  let nextSlot = 0;

  return (entries: Entries): CardGroup[] => {
    for (const { post } of entries.toReversed()) {
      if (!slots.has(post.id)) slots.set(post.id, nextSlot++);
    }
    // Forget the ids gone from the feed once they outnumber the ones shown.
    if (slots.size > 2 * entries.length + size) {
      const shown = new Set(entries.map((entry) => entry.post.id));
      slots = new Map([...slots].filter(([id]) => shown.has(id)));
    }

    const groups: CardGroup[] = [];
    const runsOfBlock = new Map<number, number>();
    let lastBlock: number | undefined;
    for (const entry of entries) {
      const block = Math.floor((slots.get(entry.post.id) ?? 0) / size);
      const last = groups.at(-1);
      if (last && block === lastBlock) {
        last.entries.push(entry);
        continue;
      }
      // A block split in two (a post placed out of order) gets a second, distinct key.
      const runs = runsOfBlock.get(block) ?? 0;
      runsOfBlock.set(block, runs + 1);
      groups.push({ key: runs === 0 ? String(block) : `${block}-${runs}`, entries: [entry] });
      lastBlock = block;
    }
    return groups;
  };
}
