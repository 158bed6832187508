import type { LaunchRecord, LaunchStatus } from '@launchdeck/protocol';

/** Launch ids are digits (a bigserial): a longer id is a newer one. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** How far along each status is; a dry run (issue 53) is as final as a confirmed launch. */
const RANK: Record<LaunchStatus, number> = {
  preparing: 0,
  sent: 1,
  confirmed: 2,
  failed: 2,
  dry_run: 2,
};

const stageCount = (record: LaunchRecord) =>
  Object.values(record.stages).filter((ms) => ms !== undefined).length;

/**
 * Of two readings of one launch, the one further along: a launch only moves forward (preparing,
 * sent, then confirmed or failed; stages and addresses only added), so whichever reading arrived
 * last (a page or a live update) the newer state wins. `b` wins a tie: it is the later reading.
 */
export function furtherAlong(a: LaunchRecord, b: LaunchRecord): LaunchRecord {
  const score = (record: LaunchRecord) => [
    RANK[record.status],
    stageCount(record),
    record.addresses.length,
  ];
  const [sa, sb] = [score(a), score(b)];
  for (let i = 0; i < sa.length; i += 1) {
    const diff = (sa[i] ?? 0) - (sb[i] ?? 0);
    if (diff !== 0) return diff > 0 ? a : b;
  }
  return b;
}

export type LaunchFilter = { mode?: LaunchRecord['mode']; status?: LaunchStatus };

export const matchesFilter = (record: LaunchRecord, filter: LaunchFilter) =>
  (!filter.mode || record.mode === filter.mode) &&
  (!filter.status || record.status === filter.status);

/** Newest first: by id, which the server hands out in order. */
const newestFirst = (a: LaunchRecord, b: LaunchRecord) => compareIds(b.id, a.id);

/**
 * The rows on screen: the pages read so far with the live updates laid over them (each launch
 * once, as far along as either says), the live-only launches that pass the filter added, newest
 * first. While older pages remain, a live launch older than the last row read waits for its page.
 * A launch whose update moved it out of the filter leaves.
 */
export function mergeLaunches(
  pages: readonly (readonly LaunchRecord[])[],
  live: Readonly<Record<string, LaunchRecord>>,
  filter: LaunchFilter,
  morePages: boolean,
): LaunchRecord[] {
  const byId = new Map<string, LaunchRecord>();
  for (const record of pages.flat()) byId.set(record.id, record);
  const last = [...byId.values()].sort(newestFirst).at(-1);
  for (const record of Object.values(live)) {
    const read = byId.get(record.id);
    if (read) byId.set(record.id, furtherAlong(read, record));
    else if (!morePages || !last || compareIds(record.id, last.id) > 0) byId.set(record.id, record);
  }
  return [...byId.values()].filter((record) => matchesFilter(record, filter)).sort(newestFirst);
}
