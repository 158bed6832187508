import type { IngestItem, TestPostKind } from '@launchdeck/protocol';

/**
 * FC §2 test-post panel: a realistic post of each kind, as a source would hand it to ingest.
 * Each has a fresh id, so pressing a button twice shows two cards.
 */
export function buildTestPost(kind: TestPostKind, now: Date): IngestItem {
  const id = `x:${now.getTime()}`;
  return {
    id,
    type: kind,
    text: `Launchdeck test ${kind}`,
    createdAt: now.toISOString(),
    author: { handle: 'launchdeck', name: 'Launchdeck' },
  } as IngestItem;
}
