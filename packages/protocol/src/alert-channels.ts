import { z } from 'zod';

/**
 * Issue 51 item 2: the channels an alert rule sends to, of every kind. Webhooks are made at
 * `POST /api/webhooks` (their signing secret is answered once); Telegram chats and Discord
 * webhooks here. Every kind is listed, tested, deleted and shows its deliveries at the paths
 * below (the `/api/webhooks/:id…` paths keep working for webhooks). A channel's secret (a
 * webhook's signing secret, a Telegram bot token, a Discord webhook URL, which holds its token)
 * is kept encrypted and never answered after it was given.
 */
export const ALERT_CHANNEL_PATHS = {
  /** GET: every channel of the trader; POST CreateAlertChannelBody: a Telegram or Discord one. */
  channels: '/api/alert-channels',
  /** DELETE: the channel removed, its pending deliveries with it. */
  channel: '/api/alert-channels/:id',
  /** GET: the channel's recent deliveries, newest first (WebhookDeliveriesResponse). */
  deliveries: '/api/alert-channels/:id/deliveries',
  /** POST: sends a test alert now (202 WebhookDelivery). */
  test: '/api/alert-channels/:id/test',
  /** POST: sends a delivery again now (202 WebhookDelivery). */
  retry: '/api/alert-channels/:id/deliveries/:deliveryId/retry',
  /** GET: the server's VAPID public key for PushManager.subscribe (PushKeyResponse). */
  pushKey: '/api/alert-channels/push-key',
} as const;

export const ALERT_CHANNEL_KINDS = ['webhook', 'telegram', 'discord', 'push'] as const;
export const AlertChannelKind = z.enum(ALERT_CHANNEL_KINDS);
export type AlertChannelKind = z.infer<typeof AlertChannelKind>;

/**
 * A Telegram bot token as @BotFather gives it: the bot's numeric id, a colon, and 35 characters
 * of base64url (Telegram Bot API, "Authorizing your bot"); a little room either way is allowed.
 */
export const TELEGRAM_BOT_TOKEN = /^\d{5,16}:[A-Za-z0-9_-]{30,64}$/;

/**
 * A Telegram chat: a user's or group's numeric id (groups and channels are negative, supergroups
 * -100…), or a public channel's `@username` (5-32 letters, digits, underscores).
 */
export const TELEGRAM_CHAT_ID = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

const name = z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters');

export const CreateTelegramChannelBody = z.object({
  kind: z.literal('telegram'),
  /** The trader's name for it; "Telegram <chat>" when absent. */
  name: name.optional(),
  botToken: z
    .string()
    .trim()
    .regex(TELEGRAM_BOT_TOKEN, 'must be a bot token as @BotFather gives it (123456:ABC…)'),
  chatId: z
    .string()
    .trim()
    .regex(TELEGRAM_CHAT_ID, 'must be a numeric chat id (-100… for a group) or @channelname'),
});

export const CreateDiscordChannelBody = z.object({
  kind: z.literal('discord'),
  /** The trader's name for it; "Discord" when absent. */
  name: name.optional(),
  /** The channel's incoming webhook URL (Server Settings → Integrations → Webhooks → Copy URL). */
  url: z.string().trim().max(512, 'must be at most 512 characters').url('must be a URL'),
});

/** Base64url without padding (RFC 4648 §5), as PushSubscription.toJSON() gives its keys. */
const base64urlBytes = (bytes: number, what: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `must be base64url (${what})`)
    .refine(
      (value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes,
      `must be ${bytes} bytes (${what})`,
    );

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it (Push API §"PushSubscription
 * interface"): the push service's endpoint (https; RFC 8030) and the keys of RFC 8291 message
 * encryption: `p256dh`, the browser's P-256 public key (65 bytes, uncompressed), and `auth`, its
 * 16-byte authentication secret.
 */
export const PushSubscriptionJson = z.object({
  endpoint: z
    .string()
    .trim()
    .max(2048, 'must be at most 2048 characters')
    .regex(/^https?:\/\/[^\s]+$/i, 'must be the push service’s URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64urlBytes(65, 'the browser’s P-256 public key').refine(
      (value) => value.startsWith('B'),
      'must be an uncompressed P-256 point',
    ),
    auth: base64urlBytes(16, 'the authentication secret'),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJson>;

export const CreatePushChannelBody = z.object({
  kind: z.literal('push'),
  /** The trader's name for it ("Chrome on this Mac"); "This browser" when absent. */
  name: name.optional(),
  subscription: PushSubscriptionJson,
  /**
   * This browser's push channel whose subscription ended or changed (its id, kept by the browser):
   * renewed in place with `subscription`, so the rules sending to it go on. Ignored when it is not
   * one of the trader's push channels.
   */
  replaces: z.string().max(64).optional(),
});

/**
 * POST /api/alert-channels body. A push subscription already added (the same endpoint), or one
 * that `replaces` a push channel of the trader's, renews that channel and is answered 200.
 */
export const CreateAlertChannelBody = z.discriminatedUnion('kind', [
  CreateTelegramChannelBody,
  CreateDiscordChannelBody,
  CreatePushChannelBody,
]);
export type CreateAlertChannelBody = z.infer<typeof CreateAlertChannelBody>;

/**
 * A channel as listed: `target` is where it sends, safe to show (a webhook's URL, a Telegram
 * chat id, a Discord webhook URL without its token). Disabled after failing for its whole retry
 * schedule, or at once when the service says the token or chat is gone (`disabledReason`).
 */
export const AlertChannel = z.object({
  id: z.string(),
  kind: AlertChannelKind,
  name: z.string(),
  target: z.string(),
  createdAt: z.string(),
  disabledAt: z.string().optional(),
  disabledReason: z.string().optional(),
});
export type AlertChannel = z.infer<typeof AlertChannel>;

export const AlertChannelsResponse = z.object({ channels: z.array(AlertChannel) });
export type AlertChannelsResponse = z.infer<typeof AlertChannelsResponse>;

/** GET /api/alert-channels/push-key: the applicationServerKey (base64url, 65 bytes) to subscribe with. */
export const PushKeyResponse = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof PushKeyResponse>;

/**
 * What a push message carries to the service worker, JSON (at most PUSH_PAYLOAD_MAX bytes): the
 * notification's `title` and `body`, `tag` (`post:<id>`: the tab's own notification of the same
 * post is replaced, not doubled), `url` to open on click (`/?post=<id>`), and the post's `seq`.
 */
export const PushNotification = z.object({
  title: z.string(),
  body: z.string(),
  tag: z.string(),
  url: z.string(),
  postId: z.string().optional(),
  seq: z.number().int().optional(),
  icon: z.string().optional(),
  at: z.number(),
});
export type PushNotification = z.infer<typeof PushNotification>;

/**
 * The largest push payload, bytes of JSON before encryption: push services take 4,096 bytes of
 * ciphertext (RFC 8291 §4: 3,993 of plaintext with one record), with room left.
 */
export const PUSH_PAYLOAD_MAX = 3_000;
