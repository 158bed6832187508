import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../storage/database.ts';
import { users, wallets } from '../storage/schema.ts';

export type WalletRow = typeof wallets.$inferSelect;
export type NewWallet = typeof wallets.$inferInsert;
/** A wallet as listed: every column but the ciphertext. */
export type WalletListing = Omit<WalletRow, 'encryptedKey'>;

/** The stored wallet's creation time, or why it was not stored. */
export type InsertOutcome = { createdAt: Date } | { refused: 'duplicate' | 'full' | 'noUser' };

const listed = {
  id: wallets.id,
  userId: wallets.userId,
  network: wallets.network,
  address: wallets.address,
  handle: wallets.handle,
  dailyCap: wallets.dailyCap,
  createdAt: wallets.createdAt,
};

/** Storage of imported wallets (DA §3); key material leaves it only through findOwned. */
export class WalletsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Adds a wallet unless its owner has this address already or `max` wallets. The owner's row is
   * locked for the check, so two imports at once cannot both pass it.
   */
  async insert(wallet: NewWallet, max: number): Promise<InsertOutcome> {
    return this.db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, wallet.userId))
        .for('update');
      if (!owner) return { refused: 'noUser' };
      const [held] = await tx
        .select({ n: count() })
        .from(wallets)
        .where(eq(wallets.userId, wallet.userId));
      const [same] = await tx
        .select({ id: wallets.id })
        .from(wallets)
        .where(and(eq(wallets.userId, wallet.userId), eq(wallets.address, wallet.address)));
      if (same) return { refused: 'duplicate' };
      if ((held?.n ?? 0) >= max) return { refused: 'full' };
      const inserted = await tx
        .insert(wallets)
        .values(wallet)
        .onConflictDoNothing()
        .returning({ createdAt: wallets.createdAt });
      return inserted[0] ?? { refused: 'duplicate' };
    });
  }

  async listFor(userId: number): Promise<WalletListing[]> {
    return this.db
      .select(listed)
      .from(wallets)
      .where(eq(wallets.userId, userId))
      .orderBy(asc(wallets.createdAt), asc(wallets.id));
  }

  /** The wallet behind a handle, when it is this user's. */
  async findOwned(userId: number, handle: string): Promise<WalletRow | undefined> {
    const [row] = await this.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.handle, handle), eq(wallets.userId, userId)))
      .limit(1);
    return row;
  }

  /** Deletes one of the user's wallets; false when they have none with this id. */
  async delete(userId: number, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(wallets)
      .where(and(eq(wallets.userId, userId), eq(wallets.id, id)))
      .returning({ id: wallets.id });
    return rows.length > 0;
  }
}
