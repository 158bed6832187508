import {
  type CreatePrivateGroupPayload,
  type GroupSummary,
  LIMITS,
  MESSAGES,
} from '@launchdeck/protocol';
import type { StoreApi } from 'zustand/vanilla';
import { listen } from '../../lib/listen.ts';
import type { AppSocket } from '../../lib/socket.ts';
import type { SessionUser } from '../session/index.ts';
import { type GroupRequest, type GroupsState, type RequestState, upsertGroup } from './state.ts';
import { GROUP_NOTICES } from './strings.ts';

export type SocketLink = { socket: AppSocket; user: SessionUser };

/**
 * What the store is waiting for. Answers carry no request id, so an answer is ours when a request
 * of its kind is pending; `group_deleted` also reaches members who asked for nothing.
 */
export type PendingRequests = {
  create: { payload: CreatePrivateGroupPayload; retries: number } | null;
  leave: string | null;
  edit: string | null;
  remove: string | null;
};

type AnswerContext = {
  store: StoreApi<GroupsState>;
  pending: PendingRequests;
  setRequest: (key: GroupRequest, request: RequestState) => void;
  refresh: () => void;
  generateCode: () => string;
};

let successCount = 0;
function succeeded(message: string): RequestState {
  successCount += 1;
  return { status: 'succeeded', message, at: successCount };
}

/** The group answers and pushes of the protocol (FC §7), applied to the store. */
export function attachGroupAnswers(socket: AppSocket, context: AnswerContext): void {
  const { store, pending, setRequest, refresh } = context;

  listen(socket, 'private_group_created', (answer) => {
    const request = pending.create;
    if (!request) return;
    // FC §8: a code collision is retried silently with a new code, up to 5 times.
    if (answer.error === MESSAGES.chatCodeExists && request.retries < LIMITS.chatCodeRetries) {
      request.retries += 1;
      request.payload = { ...request.payload, chatCode: context.generateCode() };
      socket.emit('create_private_group', request.payload);
      return;
    }
    pending.create = null;
    if (!answer.success || !answer.group) {
      setRequest('create', {
        status: 'failed',
        error: answer.error || MESSAGES.groupCreateFailed,
      });
      return;
    }
    const { group } = answer;
    store.setState(({ groups }) => ({ groups: upsertGroup(groups, group) }));
    setRequest('create', succeeded(GROUP_NOTICES.created(group.name, group.code)));
    refresh();
  });

  listen(socket, 'private_group_joined', (answer) => {
    if (!answer.success || !answer.group) {
      setRequest('join', { status: 'failed', error: answer.error || GROUP_NOTICES.joinFailed });
      return;
    }
    const { group } = answer;
    store.setState(({ groups }) => ({ groups: upsertGroup(groups, group) }));
    setRequest('join', succeeded(GROUP_NOTICES.joined(group.name)));
    refresh();
  });

  listen(socket, 'group_left', (answer) => {
    pending.leave = null;
    if (!answer.success) {
      setRequest('leave', { status: 'failed', error: answer.error || MESSAGES.groupLeaveFailed });
      return;
    }
    setRequest('leave', succeeded(GROUP_NOTICES.left));
    refresh();
  });

  listen(socket, 'group_edited', (answer) => {
    pending.edit = null;
    if (!answer.success) {
      setRequest('edit', { status: 'failed', error: answer.error || MESSAGES.groupUpdateFailed });
      return;
    }
    const { group } = answer;
    store.setState(({ groups }) => ({
      groups: group ? upsertGroup(groups, group) : groups,
      editing: null,
    }));
    setRequest('edit', succeeded(GROUP_NOTICES.edited(group?.name ?? '')));
    refresh();
  });

  listen(socket, 'group_deleted', (answer) => {
    const mine =
      pending.remove !== null && (!answer.groupCode || answer.groupCode === pending.remove);
    if (mine) pending.remove = null;
    if (!answer.success) {
      if (mine) {
        setRequest('remove', {
          status: 'failed',
          error: answer.error || GROUP_NOTICES.deleteFailed,
        });
      }
      return;
    }
    const code = answer.groupCode;
    store.setState(({ groups, members, editing }) => ({
      groups: groups.filter((group) => group.code !== code),
      members:
        members.status !== 'closed' && codeOf(members) === code ? { status: 'closed' } : members,
      editing: editing === code ? null : editing,
    }));
    if (mine) setRequest('remove', succeeded(GROUP_NOTICES.deleted));
  });

  listen(socket, 'my_groups_list', (answer) => {
    if (answer.success) store.setState({ groups: answer.groups });
    else console.warn('get_my_groups was refused', answer.error);
  });

  listen(socket, 'usernames_list', (answer) => {
    if (answer.success) store.setState({ usernames: answer.usernames });
  });

  listen(socket, 'group_members_response', (answer) => {
    const { members } = store.getState();
    if (members.status !== 'loading') return;
    store.setState({
      members:
        answer.success && answer.group
          ? { status: 'open', group: answer.group }
          : {
              status: 'failed',
              code: members.code,
              error: answer.error || MESSAGES.groupMembersFailed,
            },
    });
  });

  // FC §7: members see joins, leaves and edits live. The pushed summary is the same for every
  // member (isCreator false, no invite list), so those two fields are kept from what we had.
  listen(socket, 'group_updated', (update) => {
    const merge = <T extends GroupSummary>(known: T): T => ({
      ...known,
      ...update.group,
      isCreator: known.isCreator,
      invitedUsers: known.invitedUsers,
      memberCount: update.members.length,
    });
    store.setState(({ groups, members }) => ({
      groups: groups.map((group) => (group.code === update.groupCode ? merge(group) : group)),
      members:
        members.status === 'open' && members.group.code === update.groupCode
          ? { status: 'open', group: { ...merge(members.group), members: update.members } }
          : members,
    }));
  });
}

function codeOf(members: Exclude<GroupsState['members'], { status: 'closed' }>): string {
  return members.status === 'open' ? members.group.code : members.code;
}
