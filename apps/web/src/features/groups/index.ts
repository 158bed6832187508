export { generateChatCode, normaliseChatCode } from './chat-code.ts';
export { moreLabel, parseInvitedUsers, suggestUsernames } from './invited-users.ts';
export type { GroupRequest, GroupsState, MembersView, RequestState } from './state.ts';
export {
  createGroupsController,
  type GroupChanges,
  type GroupsController,
  type GroupsDeps,
  type NewGroup,
} from './store.ts';
export { GROUP_NOTICES, GROUP_TEXT } from './strings.ts';
