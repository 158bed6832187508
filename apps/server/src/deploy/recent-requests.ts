/**
 * The request ids launched lately on this node, so a repeat of a finished click is recognised
 * without a database read (the launch row's unique index is the check across nodes).
 */
export class RecentRequests {
  private readonly ids = new Set<string>();

  constructor(private readonly max = 10_000) {}

  has(userId: number, requestId: string): boolean {
    return this.ids.has(`${userId}:${requestId}`);
  }

  add(userId: number, requestId: string): void {
    this.ids.add(`${userId}:${requestId}`);
    // A Set iterates in insertion order: the first id is the oldest.
    if (this.ids.size > this.max) {
      const oldest = this.ids.values().next().value;
      if (oldest !== undefined) this.ids.delete(oldest);
    }
  }
}
