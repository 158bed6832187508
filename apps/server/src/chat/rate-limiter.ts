import type { WindowCounter } from '../limits/window-counter.ts';

/**
 * At most `max` chat lines in any `windowMs` per user (a sliding window), counted in the
 * counter it is given: in memory on one node, in Redis across nodes, so a user gets the
 * allowance once whichever nodes their windows sit on.
 */
export class ChatRateLimiter {
  constructor(
    private readonly counter: WindowCounter,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records a line and answers true, or answers false when the user is over the limit. */
  tryTake(username: string): Promise<boolean> {
    return this.counter.take(`chat:${username.toLowerCase()}`, this.max, this.windowMs);
  }
}
