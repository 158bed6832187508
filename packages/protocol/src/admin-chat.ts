import { z } from 'zod';
import { Username } from './admin.ts';
import { ChatModeSchema } from './chat.ts';
import { LIMITS } from './limits.ts';

/** Admin hooks for chat, used by the admin panel. */

export const ChatLogType = { public: 'public', group: 'group', command: 'command' } as const;
export const ChatLogTypeSchema = z.enum([
  ChatLogType.public,
  ChatLogType.group,
  ChatLogType.command,
]);
export type ChatLogType = z.infer<typeof ChatLogTypeSchema>;

export const CHAT_LOG_LIMIT = { default: 100, max: 1000 } as const;

/** GET /api/admin/chat/log?limit=N */
export const ChatLogQuery = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(CHAT_LOG_LIMIT.max, `must be at most ${CHAT_LOG_LIMIT.max}`)
    .default(CHAT_LOG_LIMIT.default),
});
export type ChatLogQuery = z.infer<typeof ChatLogQuery>;

export const ChatLogLine = z.object({
  /** ISO 8601. */
  timestamp: z.string(),
  type: ChatLogTypeSchema,
  username: z.string(),
  message: z.string(),
  /** The group's code for group lines, else null. */
  group: z.string().nullable(),
});
export type ChatLogLine = z.infer<typeof ChatLogLine>;

/** Newest first. */
export const ChatLogResponseBody = z.object({ lines: z.array(ChatLogLine) });
export type ChatLogResponseBody = z.infer<typeof ChatLogResponseBody>;

/** GET /api/admin/chat/modes: username → the mode and current group stored for them. */
export const ChatModesResponseBody = z.object({
  modes: z.record(
    z.string(),
    z.object({ chatMode: ChatModeSchema, currentGroup: z.string().nullable() }),
  ),
});
export type ChatModesResponseBody = z.infer<typeof ChatModesResponseBody>;

/** POST / DELETE /api/admin/chat/whitelist */
export const WhitelistRequestBody = z.object({ username: Username });
export type WhitelistRequestBody = z.infer<typeof WhitelistRequestBody>;

/** GET /api/admin/chat/whitelist, and the answer to a change: the usernames, sorted. */
export const WhitelistResponseBody = z.object({ usernames: z.array(z.string()) });
export type WhitelistResponseBody = z.infer<typeof WhitelistResponseBody>;

/** The answer to POST / DELETE: what was done, and the list as it now stands. */
export const WhitelistChangeResponseBody = WhitelistResponseBody.extend({ message: z.string() });
export type WhitelistChangeResponseBody = z.infer<typeof WhitelistChangeResponseBody>;

/** POST /api/admin/users/:username/can-chat */
export const CanChatRequestBody = z.object({
  canChat: z.boolean({ error: 'must be true or false' }),
});
export type CanChatRequestBody = z.infer<typeof CanChatRequestBody>;

/** POST /api/admin/announcements → admin_alert {message} to every connected user (FC §6). */
export const AnnouncementRequestBody = z.object({
  message: z
    .string({ error: 'Announcement message is required' })
    .trim()
    .min(1, 'Announcement message is required')
    .max(
      LIMITS.alertMessageMax,
      `Announcement must be at most ${LIMITS.alertMessageMax} characters`,
    ),
});
export type AnnouncementRequestBody = z.infer<typeof AnnouncementRequestBody>;
