/**
 * The blocked handles in memory, read again once `cacheMs` has passed or the list is forgotten:
 * ingest asks for every post, so it does not cost a query each time.
 */
export class BlockedCache {
  private loaded: { handles: Set<string>; at: number } | undefined;

  constructor(
    private readonly load: () => Promise<string[]>,
    private readonly cacheMs: number,
    private readonly now: () => number,
  ) {}

  async handles(): Promise<Set<string>> {
    if (!this.loaded || this.now() - this.loaded.at > this.cacheMs) {
      this.loaded = { handles: new Set(await this.load()), at: this.now() };
    }
    return this.loaded.handles;
  }

  /** The list changed: the next question reads it again. */
  forget(): void {
    this.loaded = undefined;
  }
}
