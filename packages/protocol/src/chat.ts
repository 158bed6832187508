import { z } from 'zod';
import { ChatCode } from './group.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { HTML_MARKUP, type Post } from './post.ts';
import { detectContractAddresses } from './rules/contract-addresses.ts';
import { hasVisibleText } from './rules/visible-text.ts';
import { SessionId } from './session-events.ts';

/** FC §3 / §4: the chat modes; public is the default (FC §9). */
export const ChatMode = { public: 'public', group: 'group', mute: 'mute' } as const;
export const ChatModeSchema = z.enum([ChatMode.public, ChatMode.group, ChatMode.mute], {
  error: MESSAGES.chatModeInvalid,
});
export type ChatMode = z.infer<typeof ChatModeSchema>;

/** Modes a message is sent in: muted users send and receive nothing. */
export const MessageChatModeSchema = z.enum([ChatMode.public, ChatMode.group]);

/** The commands a chat line can carry, as typed after the slash. */
export const ChatCommand = { add: 'add', remove: 'remove', groups: 'groups' } as const;
export const CHAT_COMMAND_PREFIX = '/';
export const CHAT_COMMANDS_HELP = '/add @handle, /remove @handle, /groups';

/** The answer to a slash line that names no command we know. */
export function unknownCommandMessage(command: string): string {
  return `Unknown command: /${command}. Commands: ${CHAT_COMMANDS_HELP}`;
}

/**
 * Ours: a chat line is trimmed, non-empty plain text of at most 2,000 characters. Empty is judged
 * on what a person sees (isVisiblyEmpty: a line of only ZWSP, U+2800 or U+3164 is empty too); a
 * line that shows something is kept as typed.
 */
export const ChatMessageText = z
  .string({ error: MESSAGES.chatMessageEmpty })
  .trim()
  .min(1, { error: MESSAGES.chatMessageEmpty, abort: true })
  .refine(hasVisibleText, MESSAGES.chatMessageEmpty)
  .max(LIMITS.chatMessageMax, MESSAGES.chatMessageTooLong)
  .refine((value) => !HTML_MARKUP.test(value), MESSAGES.chatMessageNotPlain);

/** send_chat_message: a line for the sender's current audience, or a slash command. */
export const SendChatMessagePayload = z.object({ sessionId: SessionId, message: ChatMessageText });
export type SendChatMessagePayload = z.infer<typeof SendChatMessagePayload>;

/** FC §7 set_chat_mode {sessionId, chatMode}; `groupCode` picks the current group. */
export const SetChatModePayload = z.object({
  sessionId: SessionId,
  chatMode: ChatModeSchema,
  groupCode: ChatCode.optional(),
});
export type SetChatModePayload = z.infer<typeof SetChatModePayload>;

/** get_chat_history carries only the session. */
export const GetChatHistoryPayload = z.object({ sessionId: SessionId });
export type GetChatHistoryPayload = z.infer<typeof GetChatHistoryPayload>;

/** One delivered chat line. `groupCode`/`groupName` are set for group messages. */
export const ChatMessage = z.object({
  id: z.string(),
  username: z.string(),
  message: z.string(),
  /** ISO 8601. */
  timestamp: z.string(),
  chatMode: MessageChatModeSchema,
  groupCode: z.string().optional(),
  groupName: z.string().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** chat_mode_set: the mode the server now holds for the user (public after a refusal). */
export const ChatModeSetPayload = z.object({
  success: z.boolean(),
  chatMode: ChatModeSchema,
  currentGroup: z.string().nullable(),
  error: z.string().optional(),
});
export type ChatModeSetPayload = z.infer<typeof ChatModeSetPayload>;

/** chat_history: the newest messages of the mode, oldest first; none in mute mode. */
export const ChatHistoryPayload = z.object({
  chatMode: ChatModeSchema,
  groupCode: z.string().nullable(),
  messages: z.array(ChatMessage),
});
export type ChatHistoryPayload = z.infer<typeof ChatHistoryPayload>;

/** chat_error, command_error and command_result all carry one sentence. */
export const ChatNoticePayload = z.object({ message: z.string() });
export type ChatNoticePayload = z.infer<typeof ChatNoticePayload>;

/** FC §7 open_private_modal: the server asks the browser to open the group modal (/groups). */
export const OpenPrivateModalPayload = z.object({});
export type OpenPrivateModalPayload = z.infer<typeof OpenPrivateModalPayload>;

/** FC §1: a chat line also shows in the feed as a site-message card. */
export function chatMessageAsPost(message: ChatMessage): Post {
  const group = message.chatMode === ChatMode.group;
  return {
    id: `chat_${message.id}`,
    text: message.message,
    createdAt: message.timestamp,
    author: { handle: message.username, name: message.username },
    isSiteMessage: true,
    ...(group
      ? { isPrivateGroup: true, privateGroupName: message.groupName ?? message.groupCode ?? '' }
      : {}),
    platform: 'site',
    contract_addresses: detectContractAddresses(message.message),
    seq: 0,
  };
}
