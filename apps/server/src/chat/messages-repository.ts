import type { ChatLogEntry, ChatMessage } from '@launchdeck/protocol';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../storage/database.ts';
import { chatMessages } from '../storage/schema.ts';

type Row = typeof chatMessages.$inferSelect;
export type NewChatLine = Pick<Row, 'kind' | 'username' | 'message'> &
  Partial<Pick<Row, 'groupCode' | 'groupName'>>;

function toChatMessage(row: Row): ChatMessage {
  const message: ChatMessage = {
    id: String(row.id),
    username: row.username,
    message: row.message,
    timestamp: row.createdAt.toISOString(),
    chatMode: row.kind === 'group' ? 'group' : 'public',
  };
  if (row.groupCode) message.groupCode = row.groupCode;
  if (row.groupName) message.groupName = row.groupName;
  return message;
}

/** Chat lines and executed commands. A line is stored before anyone is sent it. */
export class ChatMessagesRepository {
  constructor(private readonly db: Database) {}

  async insert(line: NewChatLine): Promise<ChatMessage> {
    const [row] = await this.db.insert(chatMessages).values(line).returning();
    if (!row) throw new Error('chat message insert returned no row');
    return toChatMessage(row);
  }

  /** The newest public lines, or a group's, oldest first. */
  async history(scope: { groupCode: string | null }, limit: number): Promise<ChatMessage[]> {
    const where = scope.groupCode
      ? and(eq(chatMessages.kind, 'group'), eq(chatMessages.groupCode, scope.groupCode))
      : eq(chatMessages.kind, 'public');
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(where)
      .orderBy(desc(chatMessages.id))
      .limit(limit);
    return rows.reverse().map(toChatMessage);
  }

  /** The admin's chat log: newest first, every kind. */
  async log(limit: number): Promise<ChatLogEntry[]> {
    const rows = await this.db
      .select()
      .from(chatMessages)
      .orderBy(desc(chatMessages.id))
      .limit(limit);
    return rows.map((row) => ({
      timestamp: row.createdAt.toISOString(),
      type: row.kind,
      username: row.username,
      message: row.message,
      group: row.groupCode,
    }));
  }
}
