import type { ClientEventName, ServerToClientEvents } from '@launchdeck/protocol';

/** The event a client event's refusal comes on, and where its sentence is in the payload. */
export type EventAnswer = {
  event: keyof ServerToClientEvents;
  text: (payload: unknown) => string | undefined;
};

const onMessage = (event: keyof ServerToClientEvents): EventAnswer => ({
  event,
  text: (p) => (p as { message?: string }).message,
});
const onError = (event: keyof ServerToClientEvents): EventAnswer => ({
  event,
  text: (p) => (p as { error?: string }).error,
});

/**
 * Each client event's refusal. Typed by the protocol table, so a new event does not compile until
 * the hostile-payload tests know where it answers.
 */
export const CLIENT_EVENT_ANSWERS: Record<ClientEventName, EventAnswer> = {
  user_connected: onMessage('socket_error'),
  send_chat_message: onMessage('chat_error'),
  set_chat_mode: onError('chat_mode_set'),
  get_chat_history: onMessage('socket_error'),
  create_private_group: onError('private_group_created'),
  join_private_group: onError('private_group_joined'),
  leave_group: onError('group_left'),
  edit_group: onError('group_edited'),
  delete_group: onError('group_deleted'),
  get_my_groups: onError('my_groups_list'),
  get_group_members: onError('group_members_response'),
  get_usernames: onError('usernames_list'),
  debug_request: onError('token_error'),
  prepare_launch: onMessage('socket_error'),
  toolbar_deploy: onMessage('socket_error'),
  clock_ping: onMessage('socket_error'),
};
