import { randomBytes } from 'node:crypto';
import type { AlertChannel, AlertChannelKind, Webhook } from '@launchdeck/protocol';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { KeyCipher } from '../secrets/key-cipher.ts';
import type { Database } from '../storage/database.ts';
import { alertChannels } from '../storage/schema.ts';
import { bumpRulesVersion } from './outbox.ts';

const ID_PREFIX: Record<AlertChannelKind, string> = {
  webhook: 'wh',
  telegram: 'tg',
  discord: 'dc',
  push: 'wp',
};

/** A channel's id: its kind's prefix and 18 random bytes, base64url (24 characters). */
export const newChannelId = (kind: AlertChannelKind = 'webhook'): string =>
  `${ID_PREFIX[kind]}_${randomBytes(18).toString('base64url')}`;

/** A Standard Webhooks signing secret: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

type ChannelRow = typeof alertChannels.$inferSelect;

/**
 * Where a delivery goes. `url`: a webhook's URL, a Telegram chat id, a Discord webhook's display
 * form; `secret` (decrypted; undefined when it cannot be read): a webhook's signing secret, a
 * Telegram bot token, a Discord webhook's full URL.
 */
export type ChannelTarget = {
  id: string;
  kind: AlertChannelKind;
  userId: number;
  name: string;
  url: string;
  secret: string | undefined;
};

/**
 * A Telegram chat, a Discord webhook or a browser's push subscription to add: what is shown, and
 * the secret kept encrypted.
 */
export type NewChannel = {
  kind: Exclude<AlertChannelKind, 'webhook'>;
  name: string;
  /** Shown in lists: a Telegram chat id, a Discord webhook URL without its token, a push service's host. */
  target: string;
  /** A Telegram bot token, a Discord webhook's full URL, a push subscription's JSON. */
  secret: string;
};

const kindOf = (kind: string): AlertChannelKind =>
  kind === 'telegram' || kind === 'discord' || kind === 'push' ? kind : 'webhook';

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

function channelOf(row: ChannelRow): AlertChannel {
  return {
    id: row.id,
    kind: kindOf(row.kind),
    name: row.name,
    target: row.url,
    createdAt: row.createdAt.toISOString(),
    ...(row.disabledAt ? { disabledAt: iso(row.disabledAt) } : {}),
    ...(row.disabledReason ? { disabledReason: row.disabledReason } : {}),
  };
}

/**
 * Issue 51: a trader's alert channels (alert_channels): webhooks, Telegram chats, Discord
 * webhooks. Each one's secret (signing secret, bot token, Discord URL) is kept as the key
 * cipher's ciphertext, bound to the channel's id; only a webhook's is answered, once, by
 * `create`.
 */
export class AlertChannels {
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

  /** Adds a Telegram chat or a Discord webhook; its secret is never answered. */
  async add(userId: number, channel: NewChannel): Promise<AlertChannel> {
    const id = newChannelId(channel.kind);
    const [row] = await this.db
      .insert(alertChannels)
      .values({
        id,
        userId,
        kind: channel.kind,
        name: channel.name,
        url: channel.target,
        secret: this.cipher.encrypt(Buffer.from(channel.secret, 'utf8'), this.context(id)),
      })
      .returning();
    if (!row) throw new Error('the channel was not stored');
    return channelOf(row);
  }

  /**
   * The trader's channel of `kind` whose secret `matches` (read decrypted): a browser's push
   * subscription added again is found by its endpoint. Undefined when none does.
   */
  async findBySecret(
    userId: number,
    kind: AlertChannelKind,
    matches: (secret: string) => boolean,
  ): Promise<AlertChannel | undefined> {
    const rows = await this.db
      .select()
      .from(alertChannels)
      .where(and(eq(alertChannels.userId, userId), eq(alertChannels.kind, kind)));
    for (const row of rows) {
      try {
        if (matches(this.cipher.decrypt(row.secret, this.context(row.id)).toString('utf8'))) {
          return channelOf(row);
        }
      } catch {
        // Unreadable under this key: not a match; it fails its own deliveries.
      }
    }
    return undefined;
  }

  /** The channel's name, target and secret replaced, sending again (a push subscription renewed). */
  async renew(id: string, channel: Omit<NewChannel, 'kind'>): Promise<AlertChannel> {
    const { name, target, secret } = channel;
    const [row] = await this.db
      .update(alertChannels)
      .set({
        name,
        url: target,
        secret: this.cipher.encrypt(Buffer.from(secret, 'utf8'), this.context(id)),
        disabledAt: null,
        disabledReason: null,
      })
      .where(eq(alertChannels.id, id))
      .returning();
    if (!row) throw new Error('the channel was not found');
    await bumpRulesVersion(this.db);
    return channelOf(row);
  }

  /** Every channel of the trader, of every kind, oldest first. */
  async listAll(userId: number): Promise<AlertChannel[]> {
    const rows = await this.db
      .select()
      .from(alertChannels)
      .where(eq(alertChannels.userId, userId))
      .orderBy(asc(alertChannels.createdAt));
    return rows.map(channelOf);
  }

  /** How many channels the trader has, of `kind` or of every kind. */
  async count(userId: number, kind?: AlertChannelKind): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(alertChannels)
      .where(
        and(eq(alertChannels.userId, userId), kind ? eq(alertChannels.kind, kind) : undefined),
      );
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

  /** The trader's channel `id`, of any kind; undefined when not theirs. */
  async find(userId: number, id: string): Promise<AlertChannel | undefined> {
    const [row] = await this.db
      .select()
      .from(alertChannels)
      .where(and(eq(alertChannels.id, id), eq(alertChannels.userId, userId)));
    return row && channelOf(row);
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
      found.set(row.id, {
        id: row.id,
        kind: kindOf(row.kind),
        userId: row.userId,
        name: row.name,
        url: row.url,
        secret,
      });
    }
    return found;
  }

  /** Nothing more is sent to it; GET /api/alert-channels (and /api/webhooks) shows why. */
  async disable(id: string, reason: string): Promise<void> {
    await this.db
      .update(alertChannels)
      .set({ disabledAt: new Date(), disabledReason: reason })
      .where(eq(alertChannels.id, id));
    await bumpRulesVersion(this.db);
  }
}
