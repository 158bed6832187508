import { z } from 'zod';
import { HttpUrl } from './http-url.ts';
import { Post } from './post.ts';

/**
 * Issue 51: alerts that reach a trader outside the tab. A trader's alert rules say which posts
 * matter (accounts, kinds, an address, keywords); each rule sends to the trader's channels. This
 * file holds the rules' and the webhook channel's contract; every call needs `x-session-id` and
 * answers a refusal as `{ error }` with a 4xx status.
 */
export const ALERTS_PATHS = {
  /** GET: the trader's rules; POST AlertRuleBody: a new rule. */
  rules: '/api/alert-rules',
  /** PUT AlertRuleBody: the rule replaced; DELETE: the rule removed. */
  rule: '/api/alert-rules/:id',
  /** GET: the trader's webhooks; POST CreateWebhookBody: a new one, its secret shown once. */
  webhooks: '/api/webhooks',
  /** DELETE: the webhook removed, its pending deliveries with it. */
  webhook: '/api/webhooks/:id',
  /** GET: the webhook's recent deliveries, newest first. */
  deliveries: '/api/webhooks/:id/deliveries',
  /** POST: sends a `webhook.test` event now. */
  test: '/api/webhooks/:id/test',
  /** POST: sends a delivery again now (a failed or given-up one, or one waiting for its retry). */
  retry: '/api/webhooks/:id/deliveries/:deliveryId/retry',
} as const;

/** What a rule can ask for, one per kind of feed entry (FC §2), `delete` being a post's deletion. */
export const ALERT_KINDS = [
  'post',
  'reply',
  'quote',
  'repost',
  'profile_update',
  'follow',
  'pinned',
  'delete',
  'external',
] as const;
export const AlertKindSchema = z.enum(ALERT_KINDS);
export type AlertKind = z.infer<typeof AlertKindSchema>;

export const ALERT_LIMITS = {
  nameMax: 60,
  accountsMax: 100,
  keywordsMax: 20,
  keywordMax: 60,
  channelsMax: 10,
  rulesMax: 50,
  webhooksMax: 10,
  /** Channels of every kind (webhooks, Telegram chats, Discord webhooks) a trader may have. */
  channelsOwnedMax: 20,
  /** Deliveries listed by GET …/deliveries. */
  deliveriesListed: 50,
} as const;

/** An id this server gave a rule, channel or delivery. */
export const AlertId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be an id this server gave');
const Id = AlertId;
/** A watched account's handle as a rule names it: '@' and case dropped (alert and auto-launch rules). */
export const RuleAccount = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(64, 'must be at most 64 characters')
  .transform((h) => h.replace(/^@/, '').toLowerCase());
/** A word a rule looks for in a post (alert and auto-launch rules). */
export const RuleKeyword = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(ALERT_LIMITS.keywordMax, `must be at most ${ALERT_LIMITS.keywordMax} characters`);

/** POST /api/alert-rules and PUT /api/alert-rules/:id body. */
export const AlertRuleBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(ALERT_LIMITS.nameMax, `must be at most ${ALERT_LIMITS.nameMax} characters`),
  /** Handles (without '@', any case); empty: every watched account. */
  accounts: z.array(RuleAccount).max(ALERT_LIMITS.accountsMax).default([]),
  /** At least one kind. */
  kinds: z.array(AlertKindSchema).min(1, 'must name at least one kind').max(ALERT_KINDS.length),
  /** Only posts carrying a contract address (in the text, or verified from a picture). */
  hasAddress: z.boolean().default(false),
  /**
   * Any of these words in the post's text (case-insensitive, whole words); with `memeWords`, the
   * trader's meme words count too. Neither: no word is needed.
   */
  keywords: z.array(RuleKeyword).max(ALERT_LIMITS.keywordsMax).default([]),
  memeWords: z.boolean().default(false),
  /** Also alert on a matching post's later versions (edits, an address read from its picture). */
  updates: z.boolean().default(false),
  /** The trader's channels (webhook ids) to send to. */
  channels: z.array(Id).max(ALERT_LIMITS.channelsMax).default([]),
  enabled: z.boolean().default(true),
});
export type AlertRuleBody = z.input<typeof AlertRuleBody>;
/** A rule as stored and matched: the body parsed, its defaults filled in. */
export type AlertRuleStored = z.output<typeof AlertRuleBody>;

/** A rule as answered: its accounts as stored (no '@', lower case), its defaults filled in. */
export const AlertRule = AlertRuleBody.extend({
  accounts: z.array(z.string().max(64)).max(ALERT_LIMITS.accountsMax),
  id: Id,
  createdAt: z.string(),
});
export type AlertRule = z.output<typeof AlertRule>;

export const AlertRulesResponse = z.object({
  rules: z.array(AlertRule).max(ALERT_LIMITS.rulesMax),
});
export type AlertRulesResponse = z.infer<typeof AlertRulesResponse>;

export const AlertRuleParams = { id: Id } as const;

/** POST /api/webhooks body: where to send (https, or http where the operator allows it). */
export const CreateWebhookBody = z.object({
  url: HttpUrl,
  /** The trader's name for it; the URL's host when absent. */
  name: z.string().trim().min(1).max(ALERT_LIMITS.nameMax).optional(),
});
export type CreateWebhookBody = z.infer<typeof CreateWebhookBody>;

/** A webhook as listed: never its secret. Disabled after failing for its whole retry schedule. */
export const Webhook = z.object({
  id: Id,
  name: z.string(),
  url: z.string(),
  createdAt: z.string(),
  disabledAt: z.string().optional(),
  disabledReason: z.string().optional(),
});
export type Webhook = z.infer<typeof Webhook>;

/** POST /api/webhooks answer: the secret (`whsec_` + base64, Standard Webhooks), shown this once. */
export const WebhookCreated = Webhook.extend({ secret: z.string().startsWith('whsec_') });
export type WebhookCreated = z.infer<typeof WebhookCreated>;

export const WebhooksResponse = z.object({ webhooks: z.array(Webhook) });
export type WebhooksResponse = z.infer<typeof WebhooksResponse>;

export const WebhookParams = { id: Id } as const;
export const WebhookDeliveryParams = { id: Id, deliveryId: Id } as const;

/** The event types a webhook receives (the body's `type`). */
export const WEBHOOK_EVENT_TYPES = [
  'post.created',
  'post.updated',
  'post.deleted',
  'webhook.test',
  /** Issue 53: one of the trader's auto-launch rules launched (or dry-ran) from the post. */
  'launch.auto',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'given_up'] as const;

/**
 * One delivery: `pending` until answered 2xx (`delivered`); `failed` when refused for good (a 4xx
 * other than 408 and 429); `given_up` after its whole retry schedule. Times are ISO.
 */
export const WebhookDelivery = z.object({
  id: Id,
  type: WebhookEventType,
  seq: z.number().int().nonnegative(),
  postId: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int().nonnegative(),
  lastStatusCode: z.number().int().optional(),
  lastError: z.string().optional(),
  nextAttemptAt: z.string().optional(),
  createdAt: z.string(),
  deliveredAt: z.string().optional(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveriesResponse = z.object({ deliveries: z.array(WebhookDelivery) });
export type WebhookDeliveriesResponse = z.infer<typeof WebhookDeliveriesResponse>;

/**
 * The body a webhook receives, signed per Standard Webhooks (headers `webhook-id`,
 * `webhook-timestamp`, `webhook-signature`): the post as the feed sent it, with its `seq`.
 */
export const WebhookPayload = z.object({
  type: WebhookEventType,
  timestamp: z.string(),
  data: z.object({
    seq: z.number().int().nonnegative(),
    post: Post,
    /** `launch.auto` only: the rule that fired and the launch as My Launches lists it. */
    rule: z.object({ id: z.string(), name: z.string() }).optional(),
    launch: z
      .object({
        id: z.string(),
        mode: z.string(),
        name: z.string(),
        ticker: z.string(),
        status: z.string(),
        addresses: z.array(z.string()),
        simulated: z.boolean(),
        error: z.string().optional(),
      })
      .optional(),
  }),
});
export type WebhookPayload = z.infer<typeof WebhookPayload>;
