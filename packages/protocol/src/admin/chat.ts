import { z } from 'zod';
import { ChatModeSchema } from '../chat.ts';
import { MESSAGES } from '../messages.ts';
import { Username } from './users.ts';

/** The admin panel's Chat Logs, Chat Modes and Command Whitelist tabs (DA §2, §3, §7). */

export const ChatLogType = { public: 'public', group: 'group', command: 'command' } as const;
export const ChatLogTypeSchema = z.enum([
  ChatLogType.public,
  ChatLogType.group,
  ChatLogType.command,
]);
export type ChatLogType = z.infer<typeof ChatLogTypeSchema>;

/** DA §7 asks for 200 lines; the panel may ask for up to 5,000. */
export const CHAT_LOG_LINES = { default: 200, max: 5000 } as const;

/** GET /api/admin/chat-log?lines=N */
export const ChatLogQuery = z.object({
  lines: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(CHAT_LOG_LINES.max, `must be at most ${CHAT_LOG_LINES.max}`)
    .default(CHAT_LOG_LINES.default),
});
export type ChatLogQuery = z.infer<typeof ChatLogQuery>;

/** DA §3 Chat log entry, with the group's code for group lines (else null). */
export const ChatLogEntry = z.object({
  /** ISO 8601. */
  timestamp: z.string(),
  type: ChatLogTypeSchema,
  username: z.string(),
  message: z.string(),
  group: z.string().nullable(),
});
export type ChatLogEntry = z.infer<typeof ChatLogEntry>;

/** Newest first. */
export const ChatLogResponseBody = z.object({ logs: z.array(ChatLogEntry) });
export type ChatLogResponseBody = z.infer<typeof ChatLogResponseBody>;

/** DA §3 Chat mode entry: every login's stored mode, and when it last changed it. */
export const ChatModeEntry = z.object({
  username: z.string(),
  chatMode: ChatModeSchema,
  /** The group chat it is in, by code, or null. */
  currentGroup: z.string().nullable(),
  /** 'YYYY-MM-DD HH:mm:ss UTC' of the last change, or 'Never changed'. */
  readableTime: z.string(),
});
export type ChatModeEntry = z.infer<typeof ChatModeEntry>;

/** Active modes: the logins connected right now, with their mode. */
export const ActiveChatMode = z.object({ username: z.string(), chatMode: ChatModeSchema });
export type ActiveChatMode = z.infer<typeof ActiveChatMode>;

/** GET /api/admin/chat-modes */
export const ChatModesResponseBody = z.object({
  chatModes: z.array(ChatModeEntry),
  activeModes: z.array(ActiveChatMode),
});
export type ChatModesResponseBody = z.infer<typeof ChatModesResponseBody>;

/** POST /api/admin/command-whitelist (DA §5: the username must be non-empty). */
export const CommandWhitelistRequestBody = z.object({
  username: z
    .string({ error: MESSAGES.whitelistUsernameRequired })
    .trim()
    .min(1, MESSAGES.whitelistUsernameRequired)
    .pipe(Username),
});
export type CommandWhitelistRequestBody = z.infer<typeof CommandWhitelistRequestBody>;

/** GET /api/admin/command-whitelist: who may use /add and /remove, sorted; nobody = no one may. */
export const CommandWhitelistResponseBody = z.object({ allowedUsers: z.array(z.string()) });
export type CommandWhitelistResponseBody = z.infer<typeof CommandWhitelistResponseBody>;

/** The answer to a whitelist change: what was done, and the list as it now stands. */
export const CommandWhitelistChangeResponseBody = CommandWhitelistResponseBody.extend({
  message: z.string(),
});
export type CommandWhitelistChangeResponseBody = z.infer<typeof CommandWhitelistChangeResponseBody>;
