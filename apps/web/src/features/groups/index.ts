export { generateChatCode, normaliseChatCode } from './chat-code.ts';
export { GroupsProvider, useGroups, useGroupsController } from './context.tsx';
export { GroupMembersModal } from './GroupMembersModal.tsx';
export { GroupPanel } from './GroupPanel.tsx';
export { moreLabel, parseInvitedUsers, suggestUsernames } from './invited-users.ts';
export { RequestMessage } from './RequestMessage.tsx';
export type { GroupRequest, GroupsState, MembersView, RequestState } from './state.ts';
export {
  createGroupsController,
  type GroupChanges,
  type GroupsController,
  type GroupsDeps,
  type NewGroup,
} from './store.ts';
export { GROUP_NOTICES, GROUP_TEXT } from './strings.ts';

import './groups.css';
