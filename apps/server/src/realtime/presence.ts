import { ROOMS } from './rooms.ts';
import type { RealtimeServer } from './types.ts';

/** The least time between two rosters: a reconnect wave sends a few, not one per socket. */
export const PRESENCE_INTERVAL_MS = 500;

/**
 * Broadcasts `connected_users` to everyone online: at once after a quiet spell, then at most
 * once per interval, each time with the roster as it is when sent. Without the interval a
 * reconnect storm of N browsers cost N rosters sent to N browsers each. The roster comes from
 * the adapter, so it spans every server process once the Redis adapter is on.
 */
export class PresenceBroadcaster {
  private scheduled = false;
  private lastSent = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly io: RealtimeServer,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = PRESENCE_INTERVAL_MS,
    private readonly now: () => number = performance.now.bind(performance),
  ) {}

  request(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    const wait = Math.max(0, this.lastSent + this.intervalMs - this.now());
    setTimeout(() => {
      this.scheduled = false;
      this.lastSent = this.now();
      this.broadcast().catch(this.onError);
    }, wait);
  }

  async onlineUsernames(): Promise<string[]> {
    const sockets = await this.io.in(ROOMS.online).fetchSockets();
    const names = new Set(sockets.flatMap((s) => (s.data.username ? [s.data.username] : [])));
    return [...names].sort((a, b) => a.localeCompare(b));
  }

  private async broadcast(): Promise<void> {
    const users = await this.onlineUsernames();
    this.io.to(ROOMS.online).emit('connected_users', { users });
  }
}
