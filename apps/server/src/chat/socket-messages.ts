import { MESSAGES } from '@launchdeck/protocol';
import { ROOMS } from '../realtime/rooms.ts';
import type { RealtimeSocket } from '../realtime/types.ts';
import type { ChatSocketDeps } from './socket-deps.ts';

/**
 * send_chat_message: a line goes to its audience's room (the sender's windows included) once it
 * is stored; a command is answered to the sender only.
 */
export function registerChatMessageEvents(socket: RealtimeSocket, deps: ChatSocketDeps): void {
  deps.on(socket, {
    event: 'send_chat_message',
    loginMessage: MESSAGES.loginToChat,
    refuse: (message) => {
      socket.emit('chat_error', { message });
    },
    run: async (data, { user }) => {
      const sent = await deps.chat.send(user, data.message);
      if (sent.kind === 'message') {
        const { message } = sent;
        const room = message.groupCode ? ROOMS.chatGroup(message.groupCode) : ROOMS.chatPublic;
        deps.io.to([room, socket.id]).emit('chat_message', message);
        return;
      }
      const { outcome } = sent;
      if (outcome.kind === 'open_modal') socket.emit('open_private_modal', {});
      else if (outcome.kind === 'result')
        socket.emit('command_result', { message: outcome.message });
      else socket.emit('command_error', { message: outcome.message });
    },
  });
}
