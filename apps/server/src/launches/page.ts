import type { LaunchRecord } from '@launchdeck/protocol';
import { launchRecordOf } from './record.ts';
import type { HistoryRow } from './repository.ts';

/**
 * A page of the list from rows read one past `limit`: the launches, and `nextBefore` (the last
 * one's id) when older ones remain.
 */
export function launchPage<R extends LaunchRecord>(
  rows: HistoryRow[],
  limit: number,
  recordOf: (row: HistoryRow, record: LaunchRecord) => R,
): { launches: R[]; nextBefore?: string } {
  const shown = rows.slice(0, limit);
  const launches = shown.flatMap((row) => {
    const record = launchRecordOf(row);
    return record ? [recordOf(row, record)] : [];
  });
  const last = shown.at(-1);
  return rows.length > limit && last ? { launches, nextBefore: String(last.id) } : { launches };
}
