import { MESSAGES } from '@launchdeck/protocol';
import { ROOMS } from '../../realtime/rooms.ts';
import type { RealtimeSocket } from '../../realtime/types.ts';
import type { ChatSocketDeps } from '../socket-deps.ts';
import { toSummary } from './service.ts';

/** edit_group and delete_group: the creator manages the group (FC §2 manage, §5 edit). */
export function registerGroupManageEvents(socket: RealtimeSocket, deps: ChatSocketDeps): void {
  deps.on(socket, {
    event: 'edit_group',
    loginMessage: MESSAGES.loginToEditGroup,
    refuse: (error) => {
      socket.emit('group_edited', { success: false, error });
    },
    run: async (data, { user }) => {
      const { group, members } = await deps.groups.edit(user, data);
      socket.emit('group_edited', { success: true, group: toSummary(group, user.userId) });
      deps.io.to(ROOMS.group(group.code)).emit('group_updated', {
        groupCode: group.code,
        members,
        group: toSummary(group, null),
      });
    },
  });

  deps.on(socket, {
    event: 'delete_group',
    loginMessage: MESSAGES.loginToDeleteGroup,
    refuse: (error) => {
      socket.emit('group_deleted', { success: false, error });
    },
    run: async (data, { user }) => {
      const { changes } = await deps.groups.remove(user, data.groupCode);
      // The creator hears of it too, even after leaving (they asked).
      await deps.rooms.announceDeleted(data.groupCode, changes, [socket.id]);
    },
  });
}
