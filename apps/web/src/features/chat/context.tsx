import type { ReactNode } from 'react';
import { createStoreContext } from '../../lib/store-context.tsx';
import { GroupsProvider } from '../groups/index.ts';
import type { ChatController } from './store.ts';

const Chat = createStoreContext<ChatController>('Chat');

/** Provides the chat store and, through it, the group panel's store. */
export function ChatProvider({
  controller,
  children,
}: {
  controller: ChatController;
  children?: ReactNode;
}) {
  return (
    <Chat.Provider controller={controller}>
      <GroupsProvider controller={controller.groups}>{children}</GroupsProvider>
    </Chat.Provider>
  );
}

export const useChatController = Chat.useController;

/** Reads one slice of the chat state; re-renders only when that slice changes. */
export const useChat = Chat.useSelector;
