import type { AddressRead } from './reading/index.ts';

/** One reader as the pool sees it (a process: reader-process.ts; tests pass stand-ins). */
export type ReaderThread = {
  read(image: Uint8Array): Promise<AddressRead[]>;
  /** False once the reader crashed, was stopped or recycled: the pool starts another instead. */
  readonly alive: boolean;
  close(): Promise<void>;
};

export type ReaderThreadsOptions = {
  /** Threads at most. */
  size: number;
  spawn: () => ReaderThread;
  /** A thread left without an image this long is stopped, giving its memory back. */
  idleMs?: number;
};

/** How long a reader thread waits for its next image before it is stopped. */
export const READER_IDLE_MS = 5 * 60_000;

/**
 * A pool of reader threads, started lazily: none until the first image, then one more each time
 * every started one is busy, up to `size`. A read waits for a free thread beyond that. A thread
 * that dies (a crash, a read over its time limit) is dropped and replaced by the next read; one
 * left idle for `idleMs` is stopped, so a quiet server holds no reader's memory.
 */
export class ReaderThreads {
  private readonly free: ReaderThread[] = [];
  private readonly idleTimers = new Map<ReaderThread, NodeJS.Timeout>();
  private readonly all = new Set<ReaderThread>();
  private readonly waiting: ((thread: ReaderThread) => void)[] = [];
  private closed = false;

  constructor(private readonly options: ReaderThreadsOptions) {}

  /** Threads started and alive. */
  get started(): number {
    return this.all.size;
  }

  async read(image: Uint8Array): Promise<AddressRead[]> {
    const thread = await this.acquire();
    try {
      return await thread.read(image);
    } finally {
      this.release(thread);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const threads = [...this.all];
    this.all.clear();
    this.free.length = 0;
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    await Promise.all(threads.map((thread) => thread.close()));
  }

  private acquire(): Promise<ReaderThread> {
    if (this.closed) return Promise.reject(new Error('The image reader is closed'));
    for (let idle = this.free.pop(); idle; idle = this.free.pop()) {
      clearTimeout(this.idleTimers.get(idle));
      this.idleTimers.delete(idle);
      if (idle.alive) return Promise.resolve(idle);
      // Died while it waited (killed from outside): the image goes to a new one instead.
      this.all.delete(idle);
      void idle.close();
    }
    if (this.all.size < this.options.size) return Promise.resolve(this.spawn());
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private spawn(): ReaderThread {
    const thread = this.options.spawn();
    this.all.add(thread);
    return thread;
  }

  private release(thread: ReaderThread): void {
    if (this.closed) return;
    let next = thread;
    if (!thread.alive) {
      this.all.delete(thread);
      void thread.close();
      if (this.waiting.length === 0) return;
      next = this.spawn();
    }
    const waiter = this.waiting.shift();
    if (waiter) waiter(next);
    else this.rest(next);
  }

  /** A free thread waits for the next image, and is stopped if none comes in time. */
  private rest(thread: ReaderThread): void {
    this.free.push(thread);
    const timer = setTimeout(() => {
      this.idleTimers.delete(thread);
      const at = this.free.indexOf(thread);
      if (at === -1) return;
      this.free.splice(at, 1);
      this.all.delete(thread);
      void thread.close();
    }, this.options.idleMs ?? READER_IDLE_MS);
    timer.unref();
    this.idleTimers.set(thread, timer);
  }
}
