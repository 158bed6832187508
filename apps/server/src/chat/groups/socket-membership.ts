import { MESSAGES } from '@launchdeck/protocol';
import { ROOMS } from '../../realtime/rooms.ts';
import type { RealtimeSocket } from '../../realtime/types.ts';
import type { ChatSocketDeps } from '../socket-deps.ts';
import type { GroupRecord } from './repository.ts';
import { toSummary } from './service.ts';

/** create_private_group, join_private_group and leave_group (FC §7), with live group_updated. */
export function registerGroupMembershipEvents(socket: RealtimeSocket, deps: ChatSocketDeps): void {
  const membersChanged = (group: GroupRecord, members: string[]) => {
    deps.io.to(ROOMS.group(group.code)).emit('group_updated', {
      groupCode: group.code,
      members,
      group: toSummary(group, null),
    });
  };

  deps.on(socket, {
    event: 'create_private_group',
    loginMessage: MESSAGES.loginToCreateGroup,
    refuse: (error) => {
      socket.emit('private_group_created', { success: false, error });
    },
    run: async (data, { user }) => {
      const { group, change } = await deps.groups.create(user, data);
      deps.rooms.joinGroup(user.username, group.code);
      await socket.join(ROOMS.group(group.code));
      socket.emit('private_group_created', { success: true, group: toSummary(group, user.userId) });
      await deps.rooms.apply(change, socket);
    },
  });

  deps.on(socket, {
    event: 'join_private_group',
    loginMessage: MESSAGES.loginToJoinGroup,
    refuse: (error) => {
      socket.emit('private_group_joined', { success: false, error });
    },
    run: async (data, { user }) => {
      const { joined, group, members, change } = await deps.groups.join(user, data.chatCode);
      deps.rooms.joinGroup(user.username, group.code);
      await socket.join(ROOMS.group(group.code));
      socket.emit('private_group_joined', { success: true, group: toSummary(group, user.userId) });
      if (joined) membersChanged(group, members);
      await deps.rooms.apply(change, socket);
    },
  });

  deps.on(socket, {
    event: 'leave_group',
    loginMessage: MESSAGES.loginToLeaveGroups,
    refuse: (error) => {
      socket.emit('group_left', { success: false, error });
    },
    run: async (data, { user }) => {
      const { group, members, change } = await deps.groups.leave(user, data.groupCode);
      await deps.rooms.apply(change, socket);
      deps.rooms.leaveGroup(user.username, group.code);
      await socket.leave(ROOMS.group(group.code));
      socket.emit('group_left', { success: true, groupCode: group.code });
      membersChanged(group, members);
    },
  });
}
