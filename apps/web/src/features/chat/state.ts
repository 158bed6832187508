import type { ChatMessage, ChatMode } from '@launchdeck/protocol';

/** Ours: the chat box keeps the newest 200 lines of the current mode (history + live). */
export const CHAT_LINES_MAX = 200;

/** FC §9: the mute notice shows for 3 s. */
export const MUTE_NOTICE_MS = 3000;

/** A line under the messages: a command's outcome, or why a line or mode change was refused. */
export type ChatNotice = { tone: 'info' | 'error'; text: string };

/** What the chat box shows: the mode, and the group when the mode is group. */
export type ChatView = Pick<ChatState, 'mode' | 'currentGroup'>;

export type ChatState = {
  /** FC §4: public, group or mute; saved locally as chatMode and on the server. */
  mode: ChatMode;
  /** FC §3 currentPrivateGroup: the code of the group chatted in when the mode is group. */
  currentGroup: string | null;
  /** Lines of the current mode, oldest first; always empty when muted. */
  messages: readonly ChatMessage[];
  /** FC §9: 'Chat muted' for 3 s after the user mutes. */
  mutedNotice: boolean;
  notice: ChatNotice | null;
  /** The line being typed; it stays until the server takes it, so a refused line is not lost. */
  draft: string;
  /** The line last sent, until the server answers it (its chat_message back, or a refusal). */
  pending: string | null;
  /** The Chat Settings modal; the server opens it too (open_private_modal). */
  settingsOpen: boolean;
};

/** Is a line meant for what the user is watching now (mode, and group in group mode)? */
export function belongsToView(
  state: ChatView,
  line: { chatMode: ChatMode; groupCode?: string | null },
): boolean {
  if (state.mode === 'mute' || line.chatMode !== state.mode) return false;
  return state.mode === 'public' || line.groupCode === state.currentGroup;
}

/** Appends a line unless it is already there (history and live lines overlap on reconnect). */
export function appendLine(
  messages: readonly ChatMessage[],
  line: ChatMessage,
): readonly ChatMessage[] {
  if (messages.some((message) => message.id === line.id)) return messages;
  return [...messages, line].slice(-CHAT_LINES_MAX);
}
