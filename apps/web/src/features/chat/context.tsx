import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import { GroupsProvider } from '../groups/index.ts';
import type { ChatState } from './state.ts';
import type { ChatController } from './store.ts';

const ChatContext = createContext<ChatController | null>(null);

/** Provides the chat store and, through it, the group panel's store. */
export function ChatProvider({
  controller,
  children,
}: {
  controller: ChatController;
  children: ReactNode;
}) {
  return (
    <ChatContext.Provider value={controller}>
      <GroupsProvider controller={controller.groups}>{children}</GroupsProvider>
    </ChatContext.Provider>
  );
}

export function useChatController(): ChatController {
  const controller = useContext(ChatContext);
  if (!controller) throw new Error('useChatController needs a <ChatProvider>');
  return controller;
}

/** Reads one slice of the chat state; re-renders only when that slice changes. */
export function useChat<T>(selector: (state: ChatState) => T): T {
  return useStore(useChatController().store, selector);
}
