import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../storage/database.ts';
import { users } from '../storage/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const byName = (username: string) => sql`lower(${users.username}) = lower(${username})`;

/** Storage of logins; every lookup by name is case-insensitive. */
export class UsersRepository {
  constructor(private readonly db: Database) {}

  async findByUsername(username: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(byName(username)).limit(1);
    return row;
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async list(): Promise<UserRow[]> {
    return this.db
      .select()
      .from(users)
      .orderBy(asc(sql`lower(${users.username})`));
  }

  /** Inserts unless the name is taken; answers undefined when it is. */
  async insert(user: NewUser): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(user).onConflictDoNothing().returning();
    return row;
  }

  async update(id: number, changes: Partial<NewUser>): Promise<void> {
    await this.db.update(users).set(changes).where(eq(users.id, id));
  }

  /**
   * As update, unless a new name is another login's in any case (the unique index decides, so two
   * renames at once cannot both take a name): answers false then, and nothing changed.
   */
  async updateUnlessNameTaken(id: number, changes: Partial<NewUser>): Promise<boolean> {
    try {
      await this.update(id, changes);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async deleteByUsername(username: string): Promise<boolean> {
    const rows = await this.db.delete(users).where(byName(username)).returning({ id: users.id });
    return rows.length > 0;
  }
}

// PostgreSQL's unique_violation, on the driver's error or on the error drizzle wraps it in.
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
