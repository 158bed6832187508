import { MESSAGES } from '@launchdeck/protocol';
import type { RealtimeSocket } from '../realtime/types.ts';
import type { ChatSocketDeps } from './socket-deps.ts';
import { DEFAULT_CHAT_STATE } from './vocabulary.ts';

/** set_chat_mode and get_chat_history (FC §4 chat mode). */
export function registerChatModeEvents(socket: RealtimeSocket, deps: ChatSocketDeps): void {
  deps.on(socket, {
    event: 'set_chat_mode',
    loginMessage: MESSAGES.loginToSetChatMode,
    // A refusal reports the mode the server still holds, so the browser can show it.
    refuse: async (error, { user }) => {
      const state = user ? await deps.chat.state(user) : DEFAULT_CHAT_STATE;
      socket.emit('chat_mode_set', {
        success: false,
        chatMode: state.mode,
        currentGroup: state.currentGroup,
        error,
      });
    },
    run: async (data, { user }) => {
      const { answer, change } = await deps.chat.setMode(user, data.chatMode, data.groupCode);
      deps.rooms.move(change, socket);
      const windows = deps.io.to(deps.rooms.targets(user.username, socket));
      windows.emit('chat_mode_set', answer);
      windows.emit('chat_history', await deps.chat.history(change.after));
    },
  });

  deps.on(socket, {
    event: 'get_chat_history',
    loginMessage: MESSAGES.loginToChat,
    refuse: (message) => {
      socket.emit('socket_error', { event: 'get_chat_history', message });
    },
    run: async (_data, { user }) => {
      socket.emit('chat_history', await deps.chat.history(await deps.chat.state(user)));
    },
  });
}
