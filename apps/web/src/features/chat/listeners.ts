import {
  chatMessageAsPost,
  type GroupRemovedPayload,
  MESSAGES,
  type Post,
  type PrivateGroupAnswerPayload,
} from '@launchdeck/protocol';
import type { StoreApi } from 'zustand/vanilla';
import { listen } from '../../lib/listen.ts';
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
  /** The line sent was taken: a line back from the server (ours, same text) or a command's answer. */
  accepted: (line?: { username: string; message: string }) => void;
  /** The line sent was refused, with the server's sentence and the spec's permission sentence. */
  refused: (message: string, permission: string) => void;
  addSiteMessage: (post: Post) => void;
};

/** The chat events of the protocol, applied to the chat store; every payload parsed first. */
export function attachChatListeners(socket: AppSocket, context: ChatListenerContext): void {
  const { store } = context;

  // FC §4: the stored mode is re-applied on every connect, reconnects included.
  listen(socket, 'session_ready', context.applyStoredMode);

  listen(socket, 'chat_mode_set', (answer) => {
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
  });

  listen(socket, 'chat_history', (history) => {
    if (!belongsToView(store.getState(), history)) return;
    store.setState({ messages: history.messages.reduce(appendLine, []) });
  });

  listen(socket, 'chat_message', (line) => {
    context.accepted(line);
    const state = store.getState();
    if (!belongsToView(state, line)) return;
    const messages = appendLine(state.messages, line);
    if (messages === state.messages) return;
    store.setState({ messages });
    context.addSiteMessage(chatMessageAsPost(line));
  });

  listen(socket, 'chat_error', ({ message }) => context.refused(message, MESSAGES.chatNotAllowed));
  listen(socket, 'command_error', ({ message }) =>
    context.refused(message, MESSAGES.commandNotAllowed),
  );
  listen(socket, 'command_result', ({ message }) => {
    context.accepted();
    store.setState({ notice: { tone: 'info', text: message } });
  });
  listen(socket, 'open_private_modal', () => {
    context.accepted();
    context.openSettings();
  });

  // Creating or joining makes the group current; leaving or deleting it drops it (FC §4).
  const entered = (answer: PrivateGroupAnswerPayload) => {
    if (answer.success && answer.group) context.enterGroup(answer.group.code);
  };
  listen(socket, 'private_group_created', entered);
  listen(socket, 'private_group_joined', entered);
  const removed = (answer: GroupRemovedPayload) => {
    if (answer.success) context.dropGroup(answer.groupCode);
  };
  listen(socket, 'group_left', removed);
  listen(socket, 'group_deleted', removed);

  listen(socket, 'my_groups_list', (answer) => {
    if (!answer.success) return;
    store.setState({ currentGroup: answer.currentGroup });
    write(KEYS.currentPrivateGroup, answer.currentGroup);
  });
}
