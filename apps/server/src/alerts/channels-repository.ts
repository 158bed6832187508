import { randomBytes } from 'node:crypto';
import type { Webhook } from '@launchdeck/protocol';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { KeyCipher } from '../secrets/key-cipher.ts';
import type { Database } from '../storage/database.ts';
import { alertChannels } from '../storage/schema.ts';
import { bumpRulesVersion } from './outbox.ts';

/** A channel's id: 18 random bytes, base64url (24 characters). */
export const newChannelId = (): string => `wh_${randomBytes(18).toString('base64url')}`;

/** A Standard Webhooks signing secret: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

type ChannelRow = typeof alertChannels.$inferSelect;

/** Where a delivery goes: its URL and decrypted secret (undefined when it cannot be read). */
export type ChannelTarget = {
  id: string;
  userId: number;
  url: string;
  secret: string | undefined;
};

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

function webhookOf(row: ChannelRow): Webhook {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    ...(row.disabledAt ? { disabledAt: iso(row.disabledAt) } : {}),
    ...(row.disabledReason ? { disabledReason: row.disabledReason } : {}),
  };
}

/**
 * Issue 51: a trader's webhooks (alert_channels, kind 'webhook'). The signing secret is kept as
 * the key cipher's ciphertext, bound to the channel's id, and answered only by `create`.
 */
export class WebhookChannels {
  constructor(
    private readonly db: Database,
    private readonly cipher: KeyCipher,
  ) {}

  private context = (id: string) => `alert-channel:${id}`;

  async create(userId: number, name: string, url: string): Promise<Webhook & { secret: string }> {
    const id = newChannelId();
    const secret = newWebhookSecret();
    const [row] = await this.db
      .insert(alertChannels)
      .values({
        id,
        userId,
        kind: 'webhook',
        name,
        url,
        secret: this.cipher.encrypt(Buffer.from(secret, 'utf8'), this.context(id)),
      })
      .returning();
    if (!row) throw new Error('the webhook was not stored');
    return { ...webhookOf(row), secret };
  }

  async count(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(alertChannels)
      .where(eq(alertChannels.userId, userId));
    return row?.n ?? 0;
  }

  async list(userId: number): Promise<Webhook[]> {
    const rows = await this.db
      .select()
      .from(alertChannels)
      .where(and(eq(alertChannels.userId, userId), eq(alertChannels.kind, 'webhook')))
      .orderBy(asc(alertChannels.createdAt));
    return rows.map(webhookOf);
  }

  async find(userId: number, id: string): Promise<Webhook | undefined> {
    const [row] = await this.db
      .select()
      .from(alertChannels)
      .where(and(eq(alertChannels.id, id), eq(alertChannels.userId, userId)));
    return row && webhookOf(row);
  }

  async remove(userId: number, id: string): Promise<boolean> {
    const removed = await this.db
      .delete(alertChannels)
      .where(and(eq(alertChannels.id, id), eq(alertChannels.userId, userId)))
      .returning({ id: alertChannels.id });
    // Rules sending to it change: every node's outbox reads them again.
    if (removed.length > 0) await bumpRulesVersion(this.db);
    return removed.length > 0;
  }

  /** True when every id is one of the trader's channels. */
  async ownsAll(userId: number, ids: string[]): Promise<boolean> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return true;
    const rows = await this.db
      .select({ id: alertChannels.id })
      .from(alertChannels)
      .where(and(eq(alertChannels.userId, userId), inArray(alertChannels.id, unique)));
    return rows.length === unique.length;
  }

  /** The URL and secret of each enabled channel among `ids`. */
  async targets(ids: string[]): Promise<Map<string, ChannelTarget>> {
    const unique = [...new Set(ids)];
    const found = new Map<string, ChannelTarget>();
    if (unique.length === 0) return found;
    const rows = await this.db
      .select()
      .from(alertChannels)
      .where(and(inArray(alertChannels.id, unique), sql`${alertChannels.disabledAt} is null`));
    for (const row of rows) {
      let secret: string | undefined;
      try {
        secret = this.cipher.decrypt(row.secret, this.context(row.id)).toString('utf8');
      } catch {
        // Encrypted under another WALLET_ENCRYPTION_KEY, or damaged: its deliveries fail, the
        // others go on.
        secret = undefined;
      }
      found.set(row.id, { id: row.id, userId: row.userId, url: row.url, secret });
    }
    return found;
  }

  /** Nothing more is sent to it; GET /api/webhooks shows why. */
  async disable(id: string, reason: string): Promise<void> {
    await this.db
      .update(alertChannels)
      .set({ disabledAt: new Date(), disabledReason: reason })
      .where(eq(alertChannels.id, id));
    await bumpRulesVersion(this.db);
  }
}
