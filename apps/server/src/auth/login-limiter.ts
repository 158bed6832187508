import type { WindowCounter } from '../limits/window-counter.ts';

/**
 * Counts login attempts per key (an IP, a username) in a fixed window. An attempt is counted
 * before its password is checked, in one atomic step, so parallel guesses cannot slip past the
 * limit while earlier ones are still being hashed; past the limit the key is refused until the
 * window ends. A good login gives its attempt back.
 */
export class LoginLimiter {
  constructor(
    private readonly counter: WindowCounter,
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  /** Counts an attempt on every key; answers false when any key is past the limit. */
  async admit(keys: readonly string[]): Promise<boolean> {
    const counts = await Promise.all(
      keys.map((key) => this.counter.add(`login:${key}`, 1, this.windowMs)),
    );
    return counts.every((count) => count <= this.maxFailures);
  }

  /** Gives an attempt back on every key: a step that tried no secret (2FA asked for its code). */
  async giveBack(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.counter.add(`login:${key}`, -1, this.windowMs)));
  }

  /**
   * A good login: the username's count starts over, and the IP's attempt is given back (not its
   * whole count: one success must not unlock an IP that is guessing at other names).
   */
  async succeeded(ipKey: string, usernameKey?: string): Promise<void> {
    await this.counter.add(`login:${ipKey}`, -1, this.windowMs);
    if (usernameKey) await this.counter.clear(`login:${usernameKey}`);
  }
}
