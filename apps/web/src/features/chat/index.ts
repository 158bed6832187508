import './chat.css';

export { ChatBox } from './ChatBox.tsx';
export { ChatDock } from './ChatDock.tsx';
export { type ChatAddressChip, ChatProvider, useChat, useChatController } from './context.tsx';
export type { ChatNotice, ChatState } from './state.ts';
export { type ChatController, type ChatDeps, createChatController } from './store.ts';
export { CHAT_TEXT } from './strings.ts';
