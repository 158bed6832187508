import type { Chain } from '@launchdeck/protocol';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { createStoreContext } from '../../lib/store-context.tsx';
import { GroupsProvider } from '../groups/index.ts';
import type { ChatController } from './store.ts';

const Chat = createStoreContext<ChatController>('Chat');

/**
 * How a chat line shows a contract address: the posts' chip (the cards feature's
 * ContractAddressChip: copy action and trading link). The app hands it in, since the chip reads
 * the tracker settings, whose dialog holds the chat: chat importing cards would make a cycle.
 */
export type ChatAddressChip = ComponentType<{ address: string; chain: Chain; text: string }>;

const AddressChip = createContext<ChatAddressChip | null>(null);
AddressChip.displayName = 'ChatAddressChip';

/**
 * Provides the chat store and, through it, the group panel's store, and the chip chat lines give
 * contract addresses (without one, an address is plain text).
 */
export function ChatProvider({
  controller,
  addressChip = null,
  children,
}: {
  controller: ChatController;
  addressChip?: ChatAddressChip | null;
  children?: ReactNode;
}) {
  return (
    <Chat.Provider controller={controller}>
      <AddressChip.Provider value={addressChip}>
        <GroupsProvider controller={controller.groups}>{children}</GroupsProvider>
      </AddressChip.Provider>
    </Chat.Provider>
  );
}

export const useChatController = Chat.useController;

/** Reads one slice of the chat state; re-renders only when that slice changes. */
export const useChat = Chat.useSelector;

/** The chip chat lines give contract addresses, or null when none was provided. */
export const useChatAddressChip = () => useContext(AddressChip);
