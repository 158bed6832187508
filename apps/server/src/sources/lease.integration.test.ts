import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestStorage, storageKinds } from '../../test/storage/support.ts';
import type { Storage } from '../storage/database.ts';
import { Lease } from './lease.ts';
import { runWhileLeased } from './run-while-leased.ts';
import type { Source } from './source.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A source that records whether it runs. */
function probeSource(runs: Set<string>, node: string): Source {
  return {
    name: `probe-${node}`,
    start: () => runs.add(node),
    stop: async () => {
      runs.delete(node);
    },
  };
}

describe.each(storageKinds())('sources lease on %s', (kind) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await openTestStorage(kind);
  });
  afterAll(() => storage.close());

  it('has one holder; another takes it once the holder stops renewing, or at once on release', async () => {
    const a = new Lease(storage.db, 'job', 'node-a', 300);
    const b = new Lease(storage.db, 'job', 'node-b', 300);
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    expect(await a.acquire()).toBe(true); // renewal
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await b.acquire()).toBe(true); // a stopped renewing: expired
    expect(await a.acquire()).toBe(false);
    await b.release();
    expect(await a.acquire()).toBe(true);
  });

  it('runs the sources on exactly one of two nodes; a clean stop hands them over at once', async () => {
    const runs = new Set<string>();
    const a = runNode(storage, runs, 'a');
    await vi.waitFor(() => expect(runs).toEqual(new Set(['a'])));
    const b = runNode(storage, runs, 'b');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs).toEqual(new Set(['a']));
    expect(b.running).toBe(false);
    await a.stop();
    await vi.waitFor(() => expect(runs).toEqual(new Set(['b'])), { timeout: 1000 });
    await b.stop();
    expect(runs.size).toBe(0);
  });

  it('moves the sources to another node within the lease time when the holder dies', async () => {
    const runs = new Set<string>();
    // The dead holder: it took the lease once and never renews it.
    expect(await new Lease(storage.db, 'sources-2', 'dead', 600).acquire()).toBe(true);
    const b = runNode(storage, runs, 'b', 'sources-2');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(b.running).toBe(false);
    await vi.waitFor(() => expect(runs).toEqual(new Set(['b'])), { timeout: 1500 });
    await b.stop();
  });
});

function runNode(storage: Storage, runs: Set<string>, name: string, leaseName = 'sources') {
  return runWhileLeased({
    lease: new Lease(storage.db, leaseName, name, 600),
    ttlMs: 600,
    renewMs: 200,
    build: async () => [probeSource(runs, name)],
    start: async (sources) => {
      for (const source of sources) source.start(async () => undefined);
    },
    log: quiet,
  });
}
