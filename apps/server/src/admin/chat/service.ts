import type { ChatLogEntry, ChatModesResponseBody } from '@launchdeck/protocol';
import type { ChatMessagesRepository, ChatSettingsRepository } from '../../chat/index.ts';
import { type Connections, onlineNames } from '../../realtime/connections.ts';

export type ChatAdminDeps = {
  messages: Pick<ChatMessagesRepository, 'log'>;
  settings: Pick<ChatSettingsRepository, 'listAll'>;
  connections: Connections;
};

/** DA §3 readableTime: 'YYYY-MM-DD HH:mm:ss UTC'. */
export function readableTime(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

export const NEVER_CHANGED = 'Never changed';

/** The admin's Chat Logs and Chat Modes tabs (DA §2): what was said, who listens where. */
export class ChatAdmin {
  constructor(private readonly deps: ChatAdminDeps) {}

  /** Newest first, every kind (public, group, command). */
  log(lines: number): Promise<ChatLogEntry[]> {
    return this.deps.messages.log(lines);
  }

  /** Every login's stored mode, and the connected users' (once each, however many tabs). */
  async modes(): Promise<ChatModesResponseBody> {
    const [rows, connections] = await Promise.all([
      this.deps.settings.listAll(),
      this.deps.connections(),
    ]);
    const online = onlineNames(connections);
    return {
      chatModes: rows.map((row) => ({
        username: row.username,
        chatMode: row.mode,
        currentGroup: row.currentGroup,
        readableTime: row.updatedAt ? readableTime(row.updatedAt) : NEVER_CHANGED,
      })),
      activeModes: rows
        .filter((row) => online.has(row.username.toLowerCase()))
        .map((row) => ({ username: row.username, chatMode: row.mode })),
    };
  }
}
