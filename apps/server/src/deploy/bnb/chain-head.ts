/**
 * The newest BSC block this server has seen, polled only while something is watching it (a bnb
 * launch prepared while its form is open, whose gas estimate and nonce are only good for the
 * block they were read at). Each watcher hears of every new block; a failed poll is skipped, the
 * next one tries again.
 */
export class ChainHead {
  private latest = -1n;
  private readonly watchers = new Set<(block: bigint) => void>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private polling = false;

  constructor(
    private readonly readBlockNumber: () => Promise<bigint>,
    private readonly pollMs: number,
  ) {}

  /** The newest block seen, by the poll or by `saw`; -1 before any. */
  get block(): bigint {
    return this.latest;
  }

  /** A block number read elsewhere (beside an estimate): the head is at least there. */
  saw(block: bigint): void {
    if (block > this.latest) this.latest = block;
  }

  /** Calls `onBlock` with each new block until the returned function is called. */
  watch(onBlock: (block: bigint) => void): () => void {
    this.watchers.add(onBlock);
    if (!this.timer) {
      this.timer = setInterval(() => void this.poll(), this.pollMs);
      this.timer.unref();
    }
    return () => {
      this.watchers.delete(onBlock);
      if (this.watchers.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = undefined;
      }
    };
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const block = await this.readBlockNumber();
      if (block <= this.latest) return;
      this.latest = block;
      for (const onBlock of this.watchers) onBlock(block);
    } catch {
      // The RPC did not answer this time: the prepared estimates stay as old as they are, and
      // a click meanwhile takes the checked path if they went stale.
    } finally {
      this.polling = false;
    }
  }
}
