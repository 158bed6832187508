// The chat stylesheets in their cascade order (order matters): each component imports its own;
// importing them here first keeps them in the first stylesheet, in this order, as one file was.
import './chat-dock.css';
import './chat-box.css';
import './chat-message-list.css';
import './chat-input.css';
import './chat-settings-modal.css';

export { ChatBox } from './ChatBox.tsx';
export { ChatDock } from './ChatDock.tsx';
export { ChatDockedLayout } from './ChatDockedLayout.tsx';
export { type ChatAddressChip, ChatProvider, useChat, useChatController } from './context.tsx';
export type { ChatNotice, ChatState } from './state.ts';
export { type ChatController, type ChatDeps, createChatController } from './store.ts';
export { CHAT_TEXT } from './strings.ts';
