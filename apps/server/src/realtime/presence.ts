import { ROOMS } from './rooms.ts';
import type { RealtimeServer } from './types.ts';

/**
 * Broadcasts `connected_users` to everyone online. Requests made in the same tick are merged,
 * so a wave of reconnects costs one roster fetch, not one per socket. The roster comes from the
 * adapter, so it spans every server process once the Redis adapter is on.
 */
export class PresenceBroadcaster {
  private scheduled = false;

  constructor(
    private readonly io: RealtimeServer,
    private readonly onError: (error: unknown) => void,
  ) {}

  request(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.broadcast().catch(this.onError);
    });
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
