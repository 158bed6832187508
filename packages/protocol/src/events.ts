import type { z } from 'zod';
import type {
  ChatHistoryPayload,
  ChatMessage,
  ChatModeSetPayload,
  ChatNoticePayload,
  GetChatHistoryPayload,
  OpenPrivateModalPayload,
  SendChatMessagePayload,
  SetChatModePayload,
} from './chat.ts';
import type { FeedEventPayload } from './feed-events.ts';
import type {
  CreatePrivateGroupPayload,
  DeleteGroupPayload,
  EditGroupPayload,
  GetGroupMembersPayload,
  GroupMembersResponsePayload,
  GroupRemovedPayload,
  GroupUpdatedPayload,
  JoinPrivateGroupPayload,
  LeaveGroupPayload,
  MyGroupsListPayload,
  PrivateGroupAnswerPayload,
  SessionOnlyPayload,
  UsernamesListPayload,
} from './group.ts';
import type {
  AdminAlertPayload,
  AuthErrorPayload,
  ConnectedUsersPayload,
  SocketErrorPayload,
  UserConnectedPayload,
} from './session-events.ts';

/** Events the browser emits. Payloads are `unknown` on the wire until parsed with their schema. */
export interface ClientToServerEvents extends ChatClientEvents {
  user_connected: (payload: UserConnectedPayload) => void;
}

/** Site chat and private groups (FC §7 names where the spec has them); inputs before defaults. */
export interface ChatClientEvents {
  send_chat_message: (payload: z.input<typeof SendChatMessagePayload>) => void;
  set_chat_mode: (payload: z.input<typeof SetChatModePayload>) => void;
  get_chat_history: (payload: z.input<typeof GetChatHistoryPayload>) => void;
  create_private_group: (payload: z.input<typeof CreatePrivateGroupPayload>) => void;
  join_private_group: (payload: z.input<typeof JoinPrivateGroupPayload>) => void;
  leave_group: (payload: z.input<typeof LeaveGroupPayload>) => void;
  edit_group: (payload: z.input<typeof EditGroupPayload>) => void;
  delete_group: (payload: z.input<typeof DeleteGroupPayload>) => void;
  get_my_groups: (payload: z.input<typeof SessionOnlyPayload>) => void;
  get_group_members: (payload: z.input<typeof GetGroupMembersPayload>) => void;
  get_usernames: (payload: z.input<typeof SessionOnlyPayload>) => void;
}

/** What the server sends for chat and groups, answers and pushes. */
export interface ChatServerEvents {
  chat_message: (message: ChatMessage) => void;
  chat_error: (payload: ChatNoticePayload) => void;
  command_error: (payload: ChatNoticePayload) => void;
  command_result: (payload: ChatNoticePayload) => void;
  chat_mode_set: (payload: ChatModeSetPayload) => void;
  chat_history: (payload: ChatHistoryPayload) => void;
  open_private_modal: (payload: OpenPrivateModalPayload) => void;
  private_group_created: (payload: PrivateGroupAnswerPayload) => void;
  private_group_joined: (payload: PrivateGroupAnswerPayload) => void;
  group_left: (payload: GroupRemovedPayload) => void;
  group_edited: (payload: PrivateGroupAnswerPayload) => void;
  group_deleted: (payload: GroupRemovedPayload) => void;
  my_groups_list: (payload: MyGroupsListPayload) => void;
  group_members_response: (payload: GroupMembersResponsePayload) => void;
  usernames_list: (payload: UsernamesListPayload) => void;
  group_updated: (payload: GroupUpdatedPayload) => void;
}

/** FC §7 feed events; each payload carries `seq` (see FeedEventPayloads). */
export interface FeedServerEvents {
  initialTweets: (posts: FeedEventPayload<'initialTweets'>) => void;
  tweet: (post: FeedEventPayload<'tweet'>) => void;
  tweet_update: (post: FeedEventPayload<'tweet_update'>) => void;
  tweet_deleted: (payload: FeedEventPayload<'tweet_deleted'>) => void;
  following_update: (payload: FeedEventPayload<'following_update'>) => void;
  profile_update: (payload: FeedEventPayload<'profile_update'>) => void;
  profile_pinned_update: (payload: FeedEventPayload<'profile_pinned_update'>) => void;
  external_message: (payload: FeedEventPayload<'external_message'>) => void;
}

/** Events the server emits. */
export interface ServerToClientEvents extends FeedServerEvents, ChatServerEvents {
  auth_error: (payload: AuthErrorPayload) => void;
  connected_users: (payload: ConnectedUsersPayload) => void;
  admin_alert: (payload: AdminAlertPayload) => void;
  /** Sent once a user_connected was accepted, so the browser knows who it is. */
  session_ready: (payload: { username: string }) => void;
  socket_error: (payload: SocketErrorPayload) => void;
}
