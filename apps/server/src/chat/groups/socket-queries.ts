import { MESSAGES } from '@launchdeck/protocol';
import type { RealtimeSocket } from '../../realtime/types.ts';
import type { ChatSocketDeps } from '../socket-deps.ts';

/** get_my_groups, get_group_members and get_usernames (FC §7). */
export function registerGroupQueryEvents(socket: RealtimeSocket, deps: ChatSocketDeps): void {
  deps.on(socket, {
    event: 'get_my_groups',
    loginMessage: MESSAGES.loginToListGroups,
    refuse: (error) => {
      socket.emit('my_groups_list', { success: false, groups: [], currentGroup: null, error });
    },
    run: async (_data, { user }) => {
      socket.emit('my_groups_list', { success: true, ...(await deps.groups.listMine(user)) });
    },
  });

  deps.on(socket, {
    event: 'get_group_members',
    loginMessage: MESSAGES.loginToListMembers,
    refuse: (error) => {
      socket.emit('group_members_response', { success: false, error });
    },
    run: async (data, { user }) => {
      const group = await deps.groups.membersOf(user, data.groupCode);
      socket.emit('group_members_response', { success: true, group });
    },
  });

  deps.on(socket, {
    event: 'get_usernames',
    loginMessage: MESSAGES.loginToListUsernames,
    refuse: (error) => {
      socket.emit('usernames_list', { success: false, usernames: [], error });
    },
    run: async (_data, { user }) => {
      socket.emit('usernames_list', {
        success: true,
        usernames: await deps.groups.usernames(user),
      });
    },
  });
}
