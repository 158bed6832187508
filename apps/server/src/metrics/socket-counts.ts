import { ROOMS } from '../realtime/rooms.ts';
import type { RealtimeServer } from '../realtime/types.ts';

/**
 * This node's sockets and signed-in users, read at scrape time from its own adapter (local even
 * with the Redis adapter): a signed-in user's sockets share one `user:` room.
 */
export function socketCounts(io: RealtimeServer): {
  connectedSockets: () => number;
  signedInUsers: () => number;
} {
  const sockets = io.of('/');
  const userRoom = ROOMS.user('');
  return {
    connectedSockets: () => sockets.sockets.size,
    signedInUsers: () => {
      let users = 0;
      for (const room of sockets.adapter.rooms.keys()) if (room.startsWith(userRoom)) users += 1;
      return users;
    },
  };
}
