export type DroppingQueueOptions<T> = {
  /** Jobs run at once at most. */
  concurrency: number;
  /** Jobs waiting at most; a new job past it drops the oldest waiting one. */
  cap: number;
  run: (job: T) => Promise<void>;
  /** Told of each waiting job dropped to make room for a newer one. */
  onDropped: (job: T) => void;
  /** Told of each job whose run threw; the queue carries on. */
  onFailed: (job: T, error: unknown) => void;
};

/**
 * A bounded job queue that favours the newest: under overload the oldest waiting job is dropped,
 * so what runs is what was posted last. Jobs start on a later turn of the event loop, never inside
 * the call that queued them, and a job that throws is reported, never rethrown.
 */
export class DroppingQueue<T> {
  private readonly waiting: T[] = [];
  private running = 0;
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: DroppingQueueOptions<T>) {}

  get size(): { waiting: number; running: number } {
    return { waiting: this.waiting.length, running: this.running };
  }

  push(job: T): void {
    if (this.closed) return;
    if (this.waiting.length >= this.options.cap) {
      const oldest = this.waiting.shift();
      if (oldest !== undefined) this.options.onDropped(oldest);
    }
    this.waiting.push(job);
    setImmediate(() => this.pump());
  }

  /** Resolves once nothing waits and nothing runs. */
  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Takes no new jobs and forgets the waiting ones; running jobs finish on their own. */
  close(): void {
    this.closed = true;
    this.waiting.length = 0;
    this.settle();
  }

  private pump(): void {
    while (this.running < this.options.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift() as T;
      this.running++;
      void this.runOne(job);
    }
  }

  private async runOne(job: T): Promise<void> {
    try {
      await this.options.run(job);
    } catch (error) {
      this.options.onFailed(job, error);
    } finally {
      this.running--;
      this.pump();
      this.settle();
    }
  }

  private settle(): void {
    if (this.running > 0 || this.waiting.length > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
