import {
  ChatHistoryPayload,
  ChatMessage,
  ChatModeSetPayload,
  ChatNoticePayload,
  chatMessageAsPost,
  GroupRemovedPayload,
  MESSAGES,
  MyGroupsListPayload,
  type Post,
  PrivateGroupAnswerPayload,
} from '@launchdeck/protocol';
import type { StoreApi } from 'zustand/vanilla';
import { parsed } from '../../lib/listen.ts';
import type { AppSocket } from '../../lib/socket.ts';
import { KEYS, write } from '../../lib/storage.ts';
import { appendLine, belongsToView, type ChatState, type ChatView } from './state.ts';

export type ChatListenerContext = {
  store: StoreApi<ChatState>;
  saveView: (view: ChatView) => void;
  applyStoredMode: () => void;
  enterGroup: (groupCode: string) => void;
  dropGroup: (groupCode: string | undefined) => void;
  openSettings: () => void;
  alert: (message: string) => void;
  addSiteMessage: (post: Post) => void;
};

/** The chat events of the protocol, applied to the chat store; every payload parsed first. */
export function attachChatListeners(socket: AppSocket, context: ChatListenerContext): void {
  const { store } = context;

  // FC §4: the stored mode is re-applied on every connect, reconnects included.
  socket.on('session_ready', context.applyStoredMode);

  socket.on(
    'chat_mode_set',
    parsed('chat_mode_set', ChatModeSetPayload, (answer) => {
      const state = store.getState();
      const view = { mode: answer.chatMode, currentGroup: answer.currentGroup };
      const moved = view.mode !== state.mode || view.currentGroup !== state.currentGroup;
      context.saveView(view);
      store.setState({
        ...view,
        messages: moved ? [] : state.messages,
        // FC §4 / §8: group mode without a group is refused and the mode reverts to public.
        notice: answer.success
          ? state.notice
          : { tone: 'error', text: answer.error || MESSAGES.groupModeNeedsGroup },
      });
    }),
  );

  socket.on(
    'chat_history',
    parsed('chat_history', ChatHistoryPayload, (history) => {
      if (!belongsToView(store.getState(), history)) return;
      store.setState({ messages: history.messages.reduce(appendLine, []) });
    }),
  );

  socket.on(
    'chat_message',
    parsed('chat_message', ChatMessage, (line) => {
      const state = store.getState();
      if (!belongsToView(state, line)) return;
      const messages = appendLine(state.messages, line);
      if (messages === state.messages) return;
      store.setState({ messages });
      context.addSiteMessage(chatMessageAsPost(line));
    }),
  );

  // FC §6: permission errors are alerts with the server's text, or the spec's when it sends none.
  socket.on(
    'chat_error',
    parsed('chat_error', ChatNoticePayload, ({ message }) =>
      context.alert(message || MESSAGES.chatNotAllowed),
    ),
  );
  socket.on(
    'command_error',
    parsed('command_error', ChatNoticePayload, ({ message }) =>
      context.alert(message || MESSAGES.commandNotAllowed),
    ),
  );
  socket.on(
    'command_result',
    parsed('command_result', ChatNoticePayload, ({ message }) =>
      store.setState({ notice: { tone: 'info', text: message } }),
    ),
  );
  socket.on('open_private_modal', context.openSettings);

  // Creating or joining makes the group current; leaving or deleting it drops it (FC §4).
  const entered = (answer: PrivateGroupAnswerPayload) => {
    if (answer.success && answer.group) context.enterGroup(answer.group.code);
  };
  socket.on(
    'private_group_created',
    parsed('private_group_created', PrivateGroupAnswerPayload, entered),
  );
  socket.on(
    'private_group_joined',
    parsed('private_group_joined', PrivateGroupAnswerPayload, entered),
  );
  const removed = (answer: GroupRemovedPayload) => {
    if (answer.success) context.dropGroup(answer.groupCode);
  };
  socket.on('group_left', parsed('group_left', GroupRemovedPayload, removed));
  socket.on('group_deleted', parsed('group_deleted', GroupRemovedPayload, removed));

  socket.on(
    'my_groups_list',
    parsed('my_groups_list', MyGroupsListPayload, (answer) => {
      if (!answer.success) return;
      store.setState({ currentGroup: answer.currentGroup });
      write(KEYS.currentPrivateGroup, answer.currentGroup);
    }),
  );
}
