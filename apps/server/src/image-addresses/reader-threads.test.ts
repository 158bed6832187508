import { describe, expect, it } from 'vitest';
import { type ReaderThread, ReaderThreads } from './reader-threads.ts';
import type { AddressRead } from './reading/index.ts';

const READ: AddressRead = {
  chain: 'solana',
  alternatives: ['7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr'],
};

/** Stand-in threads: a read of [1] answers READ, [2] throws, [3] crashes the thread. */
type StandIn = ReaderThread & { alive: boolean; closed: boolean };

function spawner() {
  const spawned: StandIn[] = [];
  let busy = 0;
  let mostBusy = 0;
  const spawn = (): ReaderThread => {
    const thread: StandIn = {
      alive: true,
      closed: false,
      async read(image: Uint8Array) {
        busy++;
        mostBusy = Math.max(mostBusy, busy);
        await new Promise((resolve) => setImmediate(resolve));
        busy--;
        if (image[0] === 2) throw new Error('unreadable');
        if (image[0] === 3) {
          thread.alive = false;
          throw new Error('the reader thread stopped');
        }
        return [READ];
      },
      async close() {
        thread.closed = true;
      },
    };
    spawned.push(thread);
    return thread;
  };
  return { spawn, spawned, mostBusy: () => mostBusy };
}

const image = (kind: number) => new Uint8Array([kind]);

describe('ReaderThreads', () => {
  it('starts no thread before the first image', () => {
    const { spawn, spawned } = spawner();
    const threads = new ReaderThreads({ size: 2, spawn });
    expect(threads.started).toBe(0);
    expect(spawned).toHaveLength(0);
  });

  it('starts threads as reads need them, never more than its size', async () => {
    const { spawn, spawned, mostBusy } = spawner();
    const threads = new ReaderThreads({ size: 2, spawn });
    const reads = await Promise.all([1, 1, 1, 1, 1].map((k) => threads.read(image(k))));
    expect(reads).toEqual([[READ], [READ], [READ], [READ], [READ]]);
    expect(spawned).toHaveLength(2);
    expect(mostBusy()).toBe(2);
  });

  it('reuses one thread for reads one after another', async () => {
    const { spawn, spawned } = spawner();
    const threads = new ReaderThreads({ size: 4, spawn });
    await threads.read(image(1));
    await threads.read(image(1));
    expect(spawned).toHaveLength(1);
  });

  it('passes a throwing read on to its caller and keeps the thread', async () => {
    const { spawn, spawned } = spawner();
    const threads = new ReaderThreads({ size: 1, spawn });
    await expect(threads.read(image(2))).rejects.toThrow('unreadable');
    expect(await threads.read(image(1))).toEqual([READ]);
    expect(spawned).toHaveLength(1);
  });

  it('replaces a thread that died, for the reads that come after', async () => {
    const { spawn, spawned } = spawner();
    const threads = new ReaderThreads({ size: 1, spawn });
    const [crashed, next] = await Promise.allSettled([
      threads.read(image(3)),
      threads.read(image(1)),
    ]);
    expect(crashed?.status).toBe('rejected');
    expect(next).toEqual({ status: 'fulfilled', value: [READ] });
    expect(spawned).toHaveLength(2);
    expect(threads.started).toBe(1);
  });

  it('gives the next image to a new thread when a free one died while it waited', async () => {
    const { spawn, spawned } = spawner();
    const threads = new ReaderThreads({ size: 1, spawn });
    await threads.read(image(1));
    (spawned[0] as StandIn).alive = false;
    expect(await threads.read(image(1))).toEqual([READ]);
    expect(spawned).toHaveLength(2);
    expect(spawned[0]?.closed).toBe(true);
    expect(threads.started).toBe(1);
  });

  it('closes every thread it started, and reads no more', async () => {
    const { spawn, spawned } = spawner();
    const threads = new ReaderThreads({ size: 2, spawn });
    await Promise.all([threads.read(image(1)), threads.read(image(1))]);
    await threads.close();
    expect(spawned.map((t) => t.closed)).toEqual([true, true]);
    await expect(threads.read(image(1))).rejects.toThrow('closed');
  });

  it('stops a thread left without an image, and starts another for the next', async () => {
    const { spawn, spawned } = spawner();
    const threads = new ReaderThreads({ size: 1, spawn, idleMs: 5 });
    await threads.read(image(1));
    expect(threads.started).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(threads.started).toBe(0);
    expect(spawned[0]?.closed).toBe(true);
    expect(await threads.read(image(1))).toEqual([READ]);
    expect(spawned).toHaveLength(2);
  });

  it('keeps a thread that gets its next image in time', async () => {
    const { spawn, spawned } = spawner();
    const threads = new ReaderThreads({ size: 1, spawn, idleMs: 1_000 });
    await threads.read(image(1));
    await threads.read(image(1));
    expect(spawned).toHaveLength(1);
    expect(threads.started).toBe(1);
    await threads.close();
  });
});
