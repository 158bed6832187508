import { ROOMS } from '../../realtime/rooms.ts';
import type { RealtimeServer } from '../../realtime/types.ts';

/** The login whose right to launch tokens changed. */
export type DeployAccessTarget = { id: number; username: string };

/**
 * `deploy_access` to every window of the login, on every node (the adapter carries room
 * broadcasts), so Access Denied shows before a form opens. The launch's own check stays the guard.
 */
export function tellDeployAccess(
  io: RealtimeServer,
  user: DeployAccessTarget,
  canDeploy: boolean,
): void {
  io.to(ROOMS.user(user.username)).emit('deploy_access', { canDeploy });
}
