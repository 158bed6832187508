import type { Post } from '@launchdeck/protocol';
import type { Entries, FeedEntry } from './entries.ts';

/**
 * A post the feed keeps, with whether the per-account filters hide it. The feed keeps the posts
 * it hides where they arrived, so a filter turned off brings them back in place.
 */
export type KeptEntry = FeedEntry & { readonly hidden: boolean };
export type Kept = readonly KeptEntry[];

/**
 * FC §4 caps over a kept list, newest first: at most `cap` shown entries, and at most `cap`
 * hidden ones, none older than the first shown entry past the cap. The same list when nothing
 * goes.
 */
export function withinCap(list: Kept, cap: number): Kept {
  let shown = 0;
  let hidden = 0;
  const kept: KeptEntry[] = [];
  for (const entry of list) {
    if (!entry.hidden) {
      if (shown === cap) break;
      shown += 1;
      kept.push(entry);
    } else if (hidden < cap) {
      hidden += 1;
      kept.push(entry);
    }
  }
  return kept.length === list.length ? list : kept;
}

/** The entries of `list` the filters let through; `previous` itself when they are the same. */
export function shownOf(list: Kept, previous: Entries): Entries {
  const shown = list.filter((entry) => !entry.hidden);
  const same = shown.length === previous.length && shown.every((entry, i) => entry === previous[i]);
  return same ? previous : shown;
}

/** `list` with each entry's `hidden` read again; an entry whose flag stays is the same object. */
export function refiltered(list: Kept, hides: (post: Post) => boolean): Kept {
  let changed = false;
  const next = list.map((entry) => {
    const hidden = hides(entry.post);
    if (hidden === entry.hidden) return entry;
    changed = true;
    return { ...entry, hidden };
  });
  return changed ? next : list;
}
