import {
  CreatePrivateGroupPayload,
  EditGroupPayload,
  GetGroupMembersPayload,
  JoinPrivateGroupPayload,
  LeaveGroupPayload,
  MESSAGES,
} from '@launchdeck/protocol';
import type { z } from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { listen } from '../../lib/listen.ts';
import type { SessionController } from '../session/index.ts';
import { attachGroupAnswers, type PendingRequests, type SocketLink } from './answers.ts';
import { generateChatCode } from './chat-code.ts';
import {
  type GroupRequest,
  type GroupsState,
  initialGroupsState,
  type RequestState,
} from './state.ts';

export type NewGroup = { groupName: string; inviteOnly: boolean; invitedUsers: string[] };
export type GroupChanges = { newGroupName: string; newInvitedUsers: string[] };

export type GroupsDeps = {
  session: Pick<SessionController, 'onSocket' | 'store'>;
  /** FC §5: codes come from the browser's CSPRNG; tests pass a predictable source. */
  generateCode?: () => string;
  now?: () => number;
};

export type GroupsController = {
  store: StoreApi<GroupsState>;
  /** get_my_groups: FC §4 refreshes after create, edit and leave. */
  refresh: () => void;
  loadUsernames: () => void;
  join: (chatCode: string) => void;
  create: (group: NewGroup) => void;
  leave: (groupCode: string) => void;
  startEdit: (groupCode: string) => void;
  cancelEdit: () => void;
  saveEdit: (groupCode: string, changes: GroupChanges) => void;
  remove: (groupCode: string) => void;
  showMembers: (groupCode: string) => void;
  closeMembers: () => void;
  /** Clears old answers when the Chat Settings modal opens again. */
  resetRequests: () => void;
};

/** The first issue of a failed parse is already the spec's sentence (FC §5). */
function firstError(error: z.ZodError): string {
  return error.issues[0]?.message ?? MESSAGES.badRequest;
}

/**
 * The group panel's store (FC §2 Group panel, §4, §5, §7, §8): the user's groups, the usernames
 * for invites, one request state per form, and the members view. Framework-free; attached to
 * every socket the session opens and emptied on logout.
 */
export function createGroupsController(deps: GroupsDeps): GroupsController {
  const store = createStore<GroupsState>()(() => initialGroupsState);
  const generateCode = deps.generateCode ?? generateChatCode;
  const now = deps.now ?? Date.now;
  let link: SocketLink | null = null;
  const pending: PendingRequests = { create: null, leave: null, edit: null, remove: null };

  const setRequest = (key: GroupRequest, request: RequestState) =>
    store.setState(({ requests }) => ({ requests: { ...requests, [key]: request } }));
  const fail = (key: GroupRequest, error: string) => setRequest(key, { status: 'failed', error });

  const refresh = () => {
    link?.socket.emit('get_my_groups', { sessionId: link.user.sessionId });
  };

  deps.session.onSocket((socket, user) => {
    link = { socket, user };
    attachGroupAnswers(socket, { store, pending, setRequest, refresh, generateCode });
    listen(socket, 'session_ready', refresh);
  });
  deps.session.store.subscribe(({ phase }) => {
    if (phase.status !== 'logged_out' || !link) return;
    link = null;
    Object.assign(pending, { create: null, leave: null, edit: null, remove: null });
    store.setState(initialGroupsState);
  });

  return {
    store,
    refresh,
    loadUsernames: () => {
      link?.socket.emit('get_usernames', { sessionId: link.user.sessionId });
    },
    join: (chatCode) => {
      if (!link) return fail('join', MESSAGES.loginToJoinGroup);
      const payload = { sessionId: link.user.sessionId, chatCode, timestamp: now() };
      const parsed = JoinPrivateGroupPayload.safeParse(payload);
      if (!parsed.success) return fail('join', firstError(parsed.error));
      setRequest('join', { status: 'sending' });
      link.socket.emit('join_private_group', parsed.data);
    },
    create: (group) => {
      if (!link) return fail('create', MESSAGES.loginToCreateGroup);
      const payload = { sessionId: link.user.sessionId, ...group, chatCode: generateCode() };
      const parsed = CreatePrivateGroupPayload.safeParse({ ...payload, timestamp: now() });
      if (!parsed.success) return fail('create', firstError(parsed.error));
      pending.create = { payload: parsed.data, retries: 0 };
      setRequest('create', { status: 'sending' });
      link.socket.emit('create_private_group', parsed.data);
    },
    leave: (groupCode) => {
      if (!link) return fail('leave', MESSAGES.loginToLeaveGroups);
      const payload = { sessionId: link.user.sessionId, groupCode, timestamp: now() };
      const parsed = LeaveGroupPayload.safeParse(payload);
      if (!parsed.success) return fail('leave', firstError(parsed.error));
      pending.leave = parsed.data.groupCode;
      setRequest('leave', { status: 'sending' });
      link.socket.emit('leave_group', parsed.data);
    },
    startEdit: (groupCode) => {
      store.setState(({ requests }) => ({
        editing: groupCode,
        requests: { ...requests, edit: { status: 'idle' } },
      }));
    },
    cancelEdit: () => store.setState({ editing: null }),
    saveEdit: (groupCode, changes) => {
      if (!link) return fail('edit', MESSAGES.loginToEditGroup);
      const { groups } = store.getState();
      const group = groups.find((entry) => entry.code === groupCode);
      const parsed = EditGroupPayload.safeParse({
        sessionId: link.user.sessionId,
        groupCode,
        ...changes,
      });
      if (!parsed.success) return fail('edit', firstError(parsed.error));
      const name = parsed.data.newGroupName.toLowerCase();
      // FC §5: the new name must differ from the user's other groups, case-insensitively.
      if (groups.some((entry) => entry.code !== groupCode && entry.name.toLowerCase() === name)) {
        return fail('edit', MESSAGES.groupNameExists);
      }
      if (group?.inviteOnly && parsed.data.newInvitedUsers.length === 0) {
        return fail('edit', MESSAGES.invitedUsersRequired);
      }
      pending.edit = parsed.data.groupCode;
      setRequest('edit', { status: 'sending' });
      link.socket.emit('edit_group', parsed.data);
    },
    remove: (groupCode) => {
      if (!link) return fail('remove', MESSAGES.loginToDeleteGroup);
      pending.remove = groupCode;
      setRequest('remove', { status: 'sending' });
      link.socket.emit('delete_group', { sessionId: link.user.sessionId, groupCode });
    },
    showMembers: (groupCode) => {
      const failed = (error: string) =>
        store.setState({ members: { status: 'failed', code: groupCode, error } });
      if (!link) return failed(MESSAGES.loginToListMembers);
      const payload = { sessionId: link.user.sessionId, groupCode };
      const parsed = GetGroupMembersPayload.safeParse(payload);
      if (!parsed.success) return failed(firstError(parsed.error));
      store.setState({ members: { status: 'loading', code: parsed.data.groupCode } });
      link.socket.emit('get_group_members', parsed.data);
    },
    closeMembers: () => store.setState({ members: { status: 'closed' } }),
    resetRequests: () => store.setState({ requests: initialGroupsState.requests, editing: null }),
  };
}
