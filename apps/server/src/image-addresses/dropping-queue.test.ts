import { describe, expect, it } from 'vitest';
import { DroppingQueue } from './dropping-queue.ts';

/** A queue whose jobs wait for the test to release them, recording what happened. */
function harness(concurrency: number, cap: number) {
  const started: string[] = [];
  const dropped: string[] = [];
  const failed: string[] = [];
  const release = new Map<string, () => void>();
  const queue = new DroppingQueue<string>({
    concurrency,
    cap,
    run: async (job) => {
      started.push(job);
      if (job.startsWith('throw')) throw new Error(`${job} broke`);
      await new Promise<void>((resolve) => release.set(job, resolve));
    },
    onDropped: (job) => dropped.push(job),
    onFailed: (job, error) => failed.push(`${job}: ${(error as Error).message}`),
  });
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  return { queue, started, dropped, failed, release, tick };
}

describe('DroppingQueue', () => {
  it('starts nothing inside the call that queues the job', async () => {
    const { queue, started, tick } = harness(1, 10);
    queue.push('a');
    expect(started).toEqual([]);
    await tick();
    expect(started).toEqual(['a']);
  });

  it('runs at most `concurrency` jobs at once, the rest in order', async () => {
    const { queue, started, release, tick } = harness(2, 10);
    for (const job of ['a', 'b', 'c', 'd']) queue.push(job);
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect(queue.size).toEqual({ running: 2, waiting: 2 });
    release.get('a')?.();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('drops the oldest waiting job when the cap is reached, newest kept', async () => {
    const { queue, started, dropped, release, tick } = harness(1, 2);
    queue.push('running');
    await tick();
    for (const job of ['old', 'newer', 'newest']) queue.push(job);
    expect(dropped).toEqual(['old']);
    expect(queue.size.waiting).toBe(2);
    release.get('running')?.();
    await tick();
    release.get('newer')?.();
    await tick();
    expect(started).toEqual(['running', 'newer', 'newest']);
  });

  it('reports a job that throws and carries on with the next', async () => {
    const { queue, started, failed, release, tick } = harness(1, 10);
    queue.push('throw-1');
    queue.push('after');
    await tick();
    await tick();
    expect(failed).toEqual(['throw-1: throw-1 broke']);
    expect(started).toEqual(['throw-1', 'after']);
    release.get('after')?.();
    await queue.idle();
  });

  it('takes nothing after close and forgets what waited', async () => {
    const { queue, started, tick } = harness(1, 10);
    queue.push('a');
    queue.push('b');
    queue.close();
    queue.push('c');
    await tick();
    expect(started).toEqual([]);
    await queue.idle();
  });
});
