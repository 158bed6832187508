import { readdir, readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { textImage } from '../../test/image-addresses/text-image-fixture.ts';
import { readerThreadsFor, spawnReaderProcess } from './reader-process.ts';
import { type ReaderThread, ReaderThreads } from './reader-threads.ts';
import { ImageSkipError } from './skip-causes.ts';

const SOLANA = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';

/** Whether a process of this id is running (signal 0 checks without sending anything). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The reader processes this process started that still run (Linux /proc: parent and command). */
async function readerPids(): Promise<number[]> {
  const readers: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The parent's id is the second field after the command's closing parenthesis.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent !== process.pid || stat.includes(') Z ')) continue;
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (command.includes('reader-child')) readers.push(Number(entry));
  }
  return readers;
}

// Each test starts a reader process, which loads its models: seconds, more on a busy machine.
const SLOW = { timeout: 120_000 };

describe('readerThreadsFor', () => {
  it.each([
    [1, 2, 2],
    [1, 8, 2],
    [2, 4, 2],
    [2, 3, 1],
    [2, 2, 1],
    [1, 1, 1],
    [16, 8, 1],
  ])('gives %i reader(s) on %i cores %i onnxruntime thread(s) each', (readers, cores, threads) => {
    expect(readerThreadsFor(readers, cores)).toBe(threads);
  });
});

describe('spawnReaderProcess', SLOW, () => {
  const reader = spawnReaderProcess();
  afterAll(() => reader.close());

  it('reads an image in a process of its own, the caller keeping its bytes', async () => {
    const image = new Uint8Array(await textImage(['New launch!', `CA: ${SOLANA}`]));
    const [read] = await reader.read(image);
    // The reader's accuracy is reading/'s to test; here, that its answer comes back whole.
    expect(read?.chain).toBe('solana');
    expect(read?.alternatives.length).toBeGreaterThan(0);
    expect(read?.box?.width).toBeGreaterThan(0);
    expect(image.byteLength).toBeGreaterThan(0);
    expect(reader.alive).toBe(true);
  });

  it('answers nothing for bytes that are not an image', async () => {
    expect(await reader.read(new TextEncoder().encode('not a picture'))).toEqual([]);
  });

  it('ends a read over its time limit, and the process with it', async () => {
    const slow = spawnReaderProcess({ readTimeoutMs: 1, startTimeoutMs: 0 });
    const before = await readerPids();
    await expect(slow.read(new Uint8Array(await textImage([SOLANA])))).rejects.toThrow(
      'took longer',
    );
    expect(slow.alive).toBe(false);
    await slow.close();
    expect((await readerPids()).filter((pid) => !before.includes(pid))).toEqual([]);
  });

  it('ends the process on close()', async () => {
    const before = await readerPids();
    const closing = spawnReaderProcess();
    const [pid] = (await readerPids()).filter((p) => !before.includes(p));
    expect(pid).toBeDefined();
    await closing.close();
    expect(closing.alive).toBe(false);
    expect(running(pid as number)).toBe(false);
    await expect(closing.read(new Uint8Array([1]))).rejects.toThrow('stopped');
  });
});

describe('spawnReaderProcess, its environment and memory', SLOW, () => {
  it("keeps the server's secrets out of the reader's environment", async () => {
    const before = await readerPids();
    process.env.ADMIN_PASSWORD = 'reader-must-not-see-this';
    const started = spawnReaderProcess();
    delete process.env.ADMIN_PASSWORD;
    const [pid] = (await readerPids()).filter((p) => !before.includes(p));
    const environment = (await readFile(`/proc/${pid}/environ`, 'utf8')).split('\0');
    await started.close();
    expect(environment.some((entry) => entry.startsWith('PATH='))).toBe(true);
    expect(environment.filter((entry) => entry.startsWith('ADMIN_PASSWORD='))).toEqual([]);
    // glibc's arenas held to two, so the reader's freed buffers are reused rather than kept apart.
    expect(environment).toContain('MALLOC_ARENA_MAX=2');
  });

  it('gives the reader the onnxruntime threads it was started with, and it reads with them', async () => {
    const before = await readerPids();
    const reader = spawnReaderProcess({ threads: 2 });
    const [pid] = (await readerPids()).filter((p) => !before.includes(p));
    const command = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    try {
      expect(command).toContain('--threads=2');
      const reads = await reader.read(new Uint8Array(await textImage([`CA: ${SOLANA}`])));
      expect(reads.map((read) => read.alternatives[0])).toEqual([SOLANA]);
    } finally {
      await reader.close();
    }
  });

  it('recycles a reader grown past its memory ceiling after the read it was on', async () => {
    // Any loaded reader is past 300 MB, so its first read is its last. Not watched during the
    // read (as where /proc is missing), it is checked after it.
    const recycled: number[] = [];
    const small = spawnReaderProcess({
      maxRssMb: 1,
      memoryPollMs: 0,
      onRecycled: (mb) => recycled.push(mb),
    });
    const [read] = await small.read(new Uint8Array(await textImage([`CA: ${SOLANA}`])));
    expect(read?.chain).toBe('solana');
    expect(small.alive).toBe(false);
    expect(recycled).toHaveLength(1);
    expect(recycled[0]).toBeGreaterThan(1);
    await small.close();
  });

  it('kills a reader the moment it passes its memory ceiling during a read', async () => {
    // A loaded reader holds about 300 MB: it passes 150 MB while it loads, before it answers.
    const before = await readerPids();
    const recycled: number[] = [];
    const capped = spawnReaderProcess({ maxRssMb: 150, onRecycled: (mb) => recycled.push(mb) });
    const [pid] = (await readerPids()).filter((p) => !before.includes(p));
    const failed = await capped.read(new Uint8Array(await textImage([SOLANA]))).catch((e) => e);
    expect(failed).toBeInstanceOf(ImageSkipError);
    expect(failed).toMatchObject({
      skipCause: 'readerMemory',
      message: 'the image reader passed its memory ceiling of 150 MB',
    });
    expect(capped.alive).toBe(false);
    await capped.close();
    expect(running(pid as number)).toBe(false);
    // Ended during the read, not recycled after it.
    expect(recycled).toEqual([]);
  });
});

describe('ReaderThreads over reader processes', SLOW, () => {
  it('replaces a reader killed from outside, the next image read by a new one', async () => {
    const before = await readerPids();
    const spawned: ReaderThread[] = [];
    const pool = new ReaderThreads({
      size: 1,
      spawn: () => {
        const reader = spawnReaderProcess();
        spawned.push(reader);
        return reader;
      },
    });
    const image = new Uint8Array(await textImage([`CA: ${SOLANA}`]));
    expect((await pool.read(image))[0]?.chain).toBe('solana');
    const [first] = (await readerPids()).filter((pid) => !before.includes(pid));
    process.kill(first as number, 'SIGKILL');
    await vi.waitFor(() => expect(spawned[0]?.alive).toBe(false), { timeout: 10_000 });
    const [read] = await pool.read(image);
    expect(read?.chain).toBe('solana');
    expect(spawned).toHaveLength(2);
    const now = (await readerPids()).filter((pid) => !before.includes(pid));
    expect(now).toHaveLength(1);
    expect(now).not.toContain(first);
    await pool.close();
    expect((await readerPids()).filter((pid) => !before.includes(pid))).toEqual([]);
  });
});
