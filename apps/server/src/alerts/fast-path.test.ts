import type { AlertRule, Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it, vi } from 'vitest';
import type { FeedChange } from '../feed/index.ts';
import type { Database } from '../storage/database.ts';
import type { NewDelivery } from './deliveries-repository.ts';
import { AlertFastPath } from './fast-path.ts';
import type { ActiveRule, EventRow } from './outbox.ts';

const rule = { id: 'r1', channels: ['wh_a'] } as unknown as AlertRule;
const RULES = { version: 3, rules: [{ rule, memeWords: [], since: 0 } satisfies ActiveRule] };

const change = (seq: number, extra: Partial<Post> = {}): FeedChange => {
  const post = makePost({ id: `p${seq}`, seq, ...extra });
  return { event: { event: 'tweet', payload: post }, post };
};

/** A fast path over fakes: every event matches `wh_a`; the write answers `written`. */
function fastPath(written: (rows: NewDelivery[]) => number = (rows) => rows.length) {
  const rowsFor = vi.fn(async (_db: Database, events: EventRow[]) =>
    events.map((e) => ({
      channelId: 'wh_a',
      seq: Number(e.seq),
      postId: `p${e.seq}`,
      type: 'post.created' as const,
      payload: '{}',
    })),
  );
  const addIfRulesVersion = vi.fn(async (rows: NewDelivery[], _version: number) => ({
    written: written(rows),
    sendNow: [],
  }));
  const path = new AlertFastPath({
    db: {} as Database,
    deliveries: { addIfRulesVersion },
    outbox: { rowsFor },
    claimMs: 30_000,
  });
  return { path, rowsFor, addIfRulesVersion };
}

describe('AlertFastPath', () => {
  it('writes nothing until an outbox turn said how far the log is covered', async () => {
    const { path, addIfRulesVersion } = fastPath();
    expect(await path.write([change(1)], RULES)).toBeUndefined();
    expect(addIfRulesVersion).not.toHaveBeenCalled();
  });

  it('writes batches that follow on from what is covered, one after the other', async () => {
    const { path, addIfRulesVersion } = fastPath();
    path.coveredThrough(10);
    const turns = await Promise.all([
      path.write([change(11), change(12)], RULES),
      path.write([change(13)], RULES),
    ]);
    expect(turns).toEqual([
      { written: 2, sendNow: [] },
      { written: 1, sendNow: [] },
    ]);
    expect(
      addIfRulesVersion.mock.calls.map(([rows, version]) => [rows.map((r) => r.seq), version]),
    ).toEqual([
      [[11, 12], 3],
      [[13], 3],
    ]);
  });

  it('leaves a batch after a gap (another node’s change) to the outbox turn, then goes on', async () => {
    const { path, addIfRulesVersion } = fastPath();
    path.coveredThrough(10);
    expect(await path.write([change(12)], RULES)).toBeUndefined();
    expect(await path.write([change(13)], RULES)).toBeUndefined();
    path.coveredThrough(13);
    expect(await path.write([change(14)], RULES)).toEqual({ written: 1, sendNow: [] });
    expect(addIfRulesVersion).toHaveBeenCalledTimes(1);
  });

  it('leaves it to the outbox turn when the rules version moved (nothing written)', async () => {
    const { path } = fastPath(() => 0);
    path.coveredThrough(10);
    expect(await path.write([change(11)], RULES)).toBeUndefined();
    // Not covered: the next batch waits for the outbox turn too.
    expect(await path.write([change(12)], RULES)).toBeUndefined();
  });

  it('covers a batch no rule matches without writing', async () => {
    const { path, rowsFor, addIfRulesVersion } = fastPath();
    rowsFor.mockResolvedValueOnce([]);
    path.coveredThrough(10);
    expect(await path.write([change(11)], RULES)).toEqual({ written: 0, sendNow: [] });
    expect(addIfRulesVersion).not.toHaveBeenCalled();
    expect(await path.write([change(12)], RULES)).toEqual({ written: 1, sendNow: [] });
  });

  it('refuses seqs that do not follow each other, and a failed write, without losing its place', async () => {
    const { path, addIfRulesVersion } = fastPath();
    path.coveredThrough(10);
    expect(await path.write([change(11), change(13)], RULES)).toBeUndefined();
    addIfRulesVersion.mockRejectedValueOnce(new Error('connection lost'));
    expect(await path.write([change(11)], RULES)).toBeUndefined();
    expect(await path.write([change(11)], RULES)).toEqual({ written: 1, sendNow: [] });
  });

  it('never moves what is covered backwards', async () => {
    const { path } = fastPath();
    path.coveredThrough(20);
    path.coveredThrough(10);
    expect(await path.write([change(11)], RULES)).toBeUndefined();
    expect(await path.write([change(21)], RULES)).toEqual({ written: 1, sendNow: [] });
  });
});
