import type { Entries } from './entries.ts';

/**
 * New cards drawn in one frame, at most. A card's frame (React building it, then the browser's
 * style, layout and paint) takes about 6 ms on a fast machine and four times that on a laptop
 * whose CPU is 4× slower: two or three cards in one frame there make a long task (≥ 50 ms), and a
 * page that fell behind would draw its whole backlog in one.
 */
export const NEW_CARDS_A_FRAME = 1;

/** What one frame shows, and whether cards are still held for the next frame. */
export type Paced = { value: Entries; more: boolean };

/**
 * One frame's feed: every card already shown (moved, updated or gone, as the store has it) and at
 * most `max` new ones, those that arrived first (lowest in the newest-first list), so a burst
 * fills the top of the feed a card a frame, in the order the posts came. A card that left (the
 * store keeps 50) lets one more new card in, so a page that fell behind keeps a full feed while it
 * catches up. An empty feed (the first load) takes everything at once.
 */
export function paceNewCards(shown: Entries, next: Entries, max = NEW_CARDS_A_FRAME): Paced {
  if (shown.length === 0) return { value: next, more: false };
  const shownIds = new Set(shown.map((entry) => entry.post.id));
  const fresh = next.filter((entry) => !shownIds.has(entry.post.id));
  const left = shown.length - (next.length - fresh.length);
  const allowed = max + Math.max(0, left);
  if (fresh.length <= allowed) return { value: next, more: false };
  const held = new Set(fresh.slice(0, fresh.length - allowed).map((entry) => entry.post.id));
  return { value: next.filter((entry) => !held.has(entry.post.id)), more: true };
}
