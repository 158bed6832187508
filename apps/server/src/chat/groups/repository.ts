import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../storage/database.ts';
import { chatGroupMembers, chatGroups, users } from '../../storage/schema.ts';

export type GroupRow = typeof chatGroups.$inferSelect;
/** A group with what every view of it needs: the creator's name and the member count. */
export type GroupRecord = GroupRow & { creator: string; memberCount: number };

const memberCount = sql<number>`(select count(*)::int from ${chatGroupMembers} where ${chatGroupMembers.groupCode} = ${chatGroups.code})`;
const sameName = (name: string) => sql`lower(${chatGroups.name}) = lower(${name})`;

/** PostgreSQL's unique_violation, as raised by pg and PGlite, possibly wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error || (typeof e === 'object' && e !== null); ) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Private groups and their members (FC §3 Group). */
export class GroupsRepository {
  constructor(private readonly db: Database) {}

  private records() {
    return this.db
      .select({
        code: chatGroups.code,
        name: chatGroups.name,
        inviteOnly: chatGroups.inviteOnly,
        invitedUsers: chatGroups.invitedUsers,
        creatorId: chatGroups.creatorId,
        createdAt: chatGroups.createdAt,
        creator: users.username,
        memberCount,
      })
      .from(chatGroups)
      .innerJoin(users, eq(users.id, chatGroups.creatorId));
  }

  async find(code: string): Promise<GroupRecord | undefined> {
    const [row] = await this.records().where(eq(chatGroups.code, code)).limit(1);
    return row;
  }

  /** Groups the user belongs to or created, oldest first. */
  async listFor(userId: number): Promise<GroupRecord[]> {
    const member = sql`exists (select 1 from ${chatGroupMembers} where ${chatGroupMembers.groupCode} = ${chatGroups.code} and ${chatGroupMembers.userId} = ${userId})`;
    return this.records()
      .where(or(eq(chatGroups.creatorId, userId), member))
      .orderBy(asc(chatGroups.createdAt), asc(chatGroups.code));
  }

  async nameTaken(name: string, exceptCode?: string): Promise<boolean> {
    const where = exceptCode
      ? and(sameName(name), ne(chatGroups.code, exceptCode))
      : sameName(name);
    const rows = await this.db.select({ code: chatGroups.code }).from(chatGroups).where(where);
    return rows.length > 0;
  }

  /**
   * Creates the group with its creator as first member. Answers which unique rule a racing
   * insert broke, so the caller can give the right sentence.
   */
  async create(group: typeof chatGroups.$inferInsert): Promise<'created' | 'conflict'> {
    try {
      await this.db.transaction(async (tx) => {
        await tx.insert(chatGroups).values(group);
        await tx
          .insert(chatGroupMembers)
          .values({ groupCode: group.code, userId: group.creatorId });
      });
      return 'created';
    } catch (error) {
      if (isUniqueViolation(error)) return 'conflict';
      throw error;
    }
  }

  async update(
    code: string,
    changes: { name: string; invitedUsers: string[] },
  ): Promise<'updated' | 'conflict'> {
    try {
      await this.db.update(chatGroups).set(changes).where(eq(chatGroups.code, code));
      return 'updated';
    } catch (error) {
      if (isUniqueViolation(error)) return 'conflict';
      throw error;
    }
  }

  /**
   * A login was renamed: invite lists name it by its new name, so its invites still admit it.
   * Names compare case-insensitively, as everywhere.
   */
  async renameInvited(from: string, to: string): Promise<void> {
    await this.db.execute(sql`
      update ${chatGroups}
      set invited_users = (
        select coalesce(jsonb_agg(case when lower(t.v) = lower(${from}::text) then ${to}::text else t.v end order by t.i), '[]'::jsonb)
        from jsonb_array_elements_text(${chatGroups.invitedUsers}) with ordinality as t(v, i)
      )
      where exists (
        select 1 from jsonb_array_elements_text(${chatGroups.invitedUsers}) as t(v)
        where lower(t.v) = lower(${from}::text)
      )`);
  }

  async delete(code: string): Promise<void> {
    await this.db.delete(chatGroups).where(eq(chatGroups.code, code));
  }

  async isMember(code: string, userId: number): Promise<boolean> {
    const rows = await this.db
      .select({ userId: chatGroupMembers.userId })
      .from(chatGroupMembers)
      .where(and(eq(chatGroupMembers.groupCode, code), eq(chatGroupMembers.userId, userId)))
      .limit(1);
    return rows.length > 0;
  }

  /** Answers false when the user already belonged to the group. */
  async addMember(code: string, userId: number): Promise<boolean> {
    const rows = await this.db
      .insert(chatGroupMembers)
      .values({ groupCode: code, userId })
      .onConflictDoNothing()
      .returning({ userId: chatGroupMembers.userId });
    return rows.length > 0;
  }

  /** Answers false when the user did not belong to the group. */
  async removeMember(code: string, userId: number): Promise<boolean> {
    const rows = await this.db
      .delete(chatGroupMembers)
      .where(and(eq(chatGroupMembers.groupCode, code), eq(chatGroupMembers.userId, userId)))
      .returning({ userId: chatGroupMembers.userId });
    return rows.length > 0;
  }

  /** Member usernames in joining order. */
  async members(code: string): Promise<string[]> {
    const rows = await this.db
      .select({ username: users.username })
      .from(chatGroupMembers)
      .innerJoin(users, eq(users.id, chatGroupMembers.userId))
      .where(eq(chatGroupMembers.groupCode, code))
      .orderBy(asc(chatGroupMembers.joinedAt), asc(users.username));
    return rows.map((row) => row.username);
  }

  /** Codes of the groups the user belongs to, the most recently joined first. */
  async memberships(userId: number): Promise<string[]> {
    const rows = await this.db
      .select({ code: chatGroupMembers.groupCode })
      .from(chatGroupMembers)
      .where(eq(chatGroupMembers.userId, userId))
      .orderBy(desc(chatGroupMembers.joinedAt), asc(chatGroupMembers.groupCode));
    return rows.map((row) => row.code);
  }
}
