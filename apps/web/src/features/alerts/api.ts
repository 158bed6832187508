import {
  ALERT_CHANNEL_PATHS,
  ALERTS_PATHS,
  AlertChannel,
  AlertChannelsResponse,
  AlertRule,
  type AlertRuleBody,
  AlertRulesResponse,
  type CreateAlertChannelBody,
  type CreateWebhookBody,
  MessageResponseBody,
  PushKeyResponse,
  WebhookCreated,
  WebhookDeliveriesResponse,
  WebhookDelivery,
} from '@launchdeck/protocol';
import { z } from 'zod';
import { del, get, post, put } from '../../lib/http.ts';

/** A contract path with its `:id` (and `:deliveryId`) filled in. */
const fill = (path: string, id: string, deliveryId = '') =>
  path
    .replace(':id', encodeURIComponent(id))
    .replace(':deliveryId', encodeURIComponent(deliveryId));

/** DELETE /api/alert-rules/:id answers 204 with no body. */
const NoBody = z.unknown();

/**
 * Issue 51: the trader's alert rules and the channels they send to, of every kind (webhooks,
 * Telegram chats, Discord webhooks, browsers' push subscriptions; docs/alerts.md), each call with the asking session. A webhook
 * is made at /api/webhooks (its signing secret answered once); everything else about a channel,
 * whatever its kind, at /api/alert-channels.
 */
export const alertsApi = {
  rules: (session: string, signal?: AbortSignal) =>
    get(ALERTS_PATHS.rules, AlertRulesResponse, { session, signal }),
  createRule: (session: string, body: AlertRuleBody) =>
    post(ALERTS_PATHS.rules, AlertRule, body, { session }),
  updateRule: (session: string, id: string, body: AlertRuleBody) =>
    put(fill(ALERTS_PATHS.rule, id), AlertRule, body, { session }),
  deleteRule: (session: string, id: string) =>
    del(fill(ALERTS_PATHS.rule, id), NoBody, undefined, { session }),

  channels: (session: string, signal?: AbortSignal) =>
    get(ALERT_CHANNEL_PATHS.channels, AlertChannelsResponse, { session, signal }),
  createWebhook: (session: string, body: CreateWebhookBody) =>
    post(ALERTS_PATHS.webhooks, WebhookCreated, body, { session }),
  /** The server's VAPID public key, the applicationServerKey to subscribe with (503: none). */
  pushKey: (session: string) => get(ALERT_CHANNEL_PATHS.pushKey, PushKeyResponse, { session }),
  /**
   * A Telegram chat, a Discord webhook or this browser's push subscription (its token, or its
   * keys, never answered back); a push subscription added before is renewed (200).
   */
  createChannel: (session: string, body: CreateAlertChannelBody) =>
    post(ALERT_CHANNEL_PATHS.channels, AlertChannel, body, { session }),
  deleteChannel: (session: string, id: string) =>
    del(fill(ALERT_CHANNEL_PATHS.channel, id), MessageResponseBody, undefined, { session }),
  deliveries: (session: string, id: string, signal?: AbortSignal) =>
    get(fill(ALERT_CHANNEL_PATHS.deliveries, id), WebhookDeliveriesResponse, { session, signal }),
  test: (session: string, id: string) =>
    post(fill(ALERT_CHANNEL_PATHS.test, id), WebhookDelivery, undefined, { session }),
  retry: (session: string, id: string, deliveryId: string) =>
    post(fill(ALERT_CHANNEL_PATHS.retry, id, deliveryId), WebhookDelivery, undefined, { session }),
};
export type AlertsApi = typeof alertsApi;
