import type { z } from 'zod';
import { AccountNoticePayload, NewLoginPayload } from './account-security.ts';
import { AutoLaunchFiredPayload, AutoLaunchStatePayload } from './auto-launch.ts';
import {
  ChatHistoryPayload,
  ChatMessage,
  ChatModeSetPayload,
  ChatNoticePayload,
  GetChatHistoryPayload,
  OpenPrivateModalPayload,
  SendChatMessagePayload,
  SetChatModePayload,
} from './chat.ts';
import { ClockPingPayload, ClockPongPayload } from './clock.ts';
import {
  CreateTokenRequest,
  LaunchProgressPayload,
  TokenCreateResult,
  TokenErrorPayload,
} from './deploy.ts';
import { ToolbarDeployRequest } from './deploy-toolbar.ts';
import { FeedEventPayloads, FeedReplayPayload } from './feed-events.ts';
import {
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
import { LaunchRecord } from './launches.ts';
import { MemeSettings } from './meme-words.ts';
import { PrepareLaunchPayload } from './prepare-launch.ts';
import {
  AdminAlertPayload,
  AuthErrorPayload,
  ConnectedUsersPayload,
  DeployAccessPayload,
  SessionReadyPayload,
  SocketErrorPayload,
  UserConnectedPayload,
} from './session-events.ts';
import { VampTriggerPayload, VampUpdateTriggerPayload } from './vamp.ts';
import { WatchedAccountsPayload } from './watched-accounts.ts';

/**
 * The socket contract in one place: every event name with the schema of its payload. Adding an
 * event is one entry here plus its handler; both sides parse with the schema found by name, so an
 * event can never be paired with the wrong schema. Names are the spec's (FC §7) where it has them.
 */

/** Events the browser emits; the server parses each payload with its schema before a service sees it. */
export const ClientEvents = {
  user_connected: UserConnectedPayload,
  send_chat_message: SendChatMessagePayload,
  set_chat_mode: SetChatModePayload,
  get_chat_history: GetChatHistoryPayload,
  create_private_group: CreatePrivateGroupPayload,
  join_private_group: JoinPrivateGroupPayload,
  leave_group: LeaveGroupPayload,
  edit_group: EditGroupPayload,
  delete_group: DeleteGroupPayload,
  get_my_groups: SessionOnlyPayload,
  get_group_members: GetGroupMembersPayload,
  get_usernames: SessionOnlyPayload,
  /** DA §3 / §7: the token-creation request (its session is `session_id`). */
  debug_request: CreateTokenRequest,
  /** Ours: the form's wallet and platform, so a launch is ready before the click. */
  prepare_launch: PrepareLaunchPayload,
  /** DA §3 toolbar variant of the token-creation request (ours: its own event, same answers). */
  toolbar_deploy: ToolbarDeployRequest,
  /** Ours: one clock-sync sample; answered with clock_pong. */
  clock_ping: ClockPingPayload,
} as const;

/** Events the server emits; the browser parses each payload with its schema before a store sees it. */
export const ServerEvents = {
  session_ready: SessionReadyPayload,
  /** Ours: the user's right to launch tokens changed; session_ready carries it at each connect. */
  deploy_access: DeployAccessPayload,
  /** Ours: a new session of this trader started; to their other windows on every node. */
  new_login: NewLoginPayload,
  /** Ours: a notice for the account's owner (its code checks locked), to all their windows. */
  account_notice: AccountNoticePayload,
  auth_error: AuthErrorPayload,
  connected_users: ConnectedUsersPayload,
  admin_alert: AdminAlertPayload,
  socket_error: SocketErrorPayload,
  ...FeedEventPayloads,
  feed_replay: FeedReplayPayload,
  chat_message: ChatMessage,
  chat_error: ChatNoticePayload,
  command_error: ChatNoticePayload,
  command_result: ChatNoticePayload,
  chat_mode_set: ChatModeSetPayload,
  chat_history: ChatHistoryPayload,
  open_private_modal: OpenPrivateModalPayload,
  private_group_created: PrivateGroupAnswerPayload,
  private_group_joined: PrivateGroupAnswerPayload,
  group_left: GroupRemovedPayload,
  group_edited: PrivateGroupAnswerPayload,
  group_deleted: GroupRemovedPayload,
  my_groups_list: MyGroupsListPayload,
  group_members_response: GroupMembersResponsePayload,
  usernames_list: UsernamesListPayload,
  group_updated: GroupUpdatedPayload,
  debug_response: TokenCreateResult,
  token_error: TokenErrorPayload,
  launch_progress: LaunchProgressPayload,
  /** Ours: a launch of the user's as My Launches lists it, whenever it changes, to all their windows. */
  launch_update: LaunchRecord,
  /** Ours (issue 53): an auto-launch rule of the user's fired (launched, dry run or refused). */
  auto_launch: AutoLaunchFiredPayload,
  /** Ours (issue 53): the user's auto-launch paused, resumed, or switched by the administrator. */
  auto_launch_state: AutoLaunchStatePayload,
  /** FC §7: a token to copy into the deploy form, sent to one user's windows. */
  vamp_trigger: VampTriggerPayload,
  vamp_update_trigger: VampUpdateTriggerPayload,
  clock_pong: ClockPongPayload,
  /** Ours: the trader's meme settings after a change from any of their browsers. */
  meme_words: MemeSettings,
  /** Ours: the watched accounts after /add or /remove changed them. */
  watched_accounts: WatchedAccountsPayload,
} as const;

export type ClientEventName = keyof typeof ClientEvents;
export type ServerEventName = keyof typeof ServerEvents;

/** What a client may send for an event (before the schema's defaults and trimming). */
export type ClientEventInput<E extends ClientEventName> = z.input<(typeof ClientEvents)[E]>;
/** What a server handler receives for an event, once parsed. */
export type ClientEventData<E extends ClientEventName> = z.output<(typeof ClientEvents)[E]>;
/** What the server sends for an event, and what a browser listener receives once it is parsed. */
export type ServerEventPayload<E extends ServerEventName> = z.output<(typeof ServerEvents)[E]>;

/** Socket.IO's typed map of the events the browser emits, derived from the table. */
export type ClientToServerEvents = {
  [E in ClientEventName]: (payload: ClientEventInput<E>) => void;
};

/** Socket.IO's typed map of the events the server emits, derived from the table. */
export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: ServerEventPayload<E>) => void;
};

/**
 * The schema of a client event, typed for that event. TypeScript cannot narrow a table lookup by a
 * generic key, so the one cast lives here rather than in every handler.
 */
export function clientEventSchema<E extends ClientEventName>(
  event: E,
): z.ZodType<ClientEventData<E>> {
  return ClientEvents[event] as unknown as z.ZodType<ClientEventData<E>>;
}

/** The schema of a server event, typed for that event (see clientEventSchema). */
export function serverEventSchema<E extends ServerEventName>(
  event: E,
): z.ZodType<ServerEventPayload<E>> {
  return ServerEvents[event] as unknown as z.ZodType<ServerEventPayload<E>>;
}
