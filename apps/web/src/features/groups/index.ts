// The group stylesheets in their cascade order (order matters): each component imports its own;
// importing them here first, before any component, keeps them in this order, as one file was.
import './group-panel.css';
import './invited-users-field.css';
import './manage-groups.css';
import './group-members-modal.css';

export { CopyCodeButton } from './CopyCodeButton.tsx';
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
