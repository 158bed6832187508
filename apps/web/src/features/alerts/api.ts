import {
  ALERTS_PATHS,
  AlertRule,
  type AlertRuleBody,
  AlertRulesResponse,
  type CreateWebhookBody,
  MessageResponseBody,
  WebhookCreated,
  WebhookDeliveriesResponse,
  WebhookDelivery,
  WebhooksResponse,
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

/** Issue 51: the trader's alert rules and webhooks (docs/alerts.md), each with the asking session. */
export const alertsApi = {
  rules: (session: string, signal?: AbortSignal) =>
    get(ALERTS_PATHS.rules, AlertRulesResponse, { session, signal }),
  createRule: (session: string, body: AlertRuleBody) =>
    post(ALERTS_PATHS.rules, AlertRule, body, { session }),
  updateRule: (session: string, id: string, body: AlertRuleBody) =>
    put(fill(ALERTS_PATHS.rule, id), AlertRule, body, { session }),
  deleteRule: (session: string, id: string) =>
    del(fill(ALERTS_PATHS.rule, id), NoBody, undefined, { session }),

  webhooks: (session: string, signal?: AbortSignal) =>
    get(ALERTS_PATHS.webhooks, WebhooksResponse, { session, signal }),
  createWebhook: (session: string, body: CreateWebhookBody) =>
    post(ALERTS_PATHS.webhooks, WebhookCreated, body, { session }),
  deleteWebhook: (session: string, id: string) =>
    del(fill(ALERTS_PATHS.webhook, id), MessageResponseBody, undefined, { session }),
  deliveries: (session: string, id: string, signal?: AbortSignal) =>
    get(fill(ALERTS_PATHS.deliveries, id), WebhookDeliveriesResponse, { session, signal }),
  test: (session: string, id: string) =>
    post(fill(ALERTS_PATHS.test, id), WebhookDelivery, undefined, { session }),
  retry: (session: string, id: string, deliveryId: string) =>
    post(fill(ALERTS_PATHS.retry, id, deliveryId), WebhookDelivery, undefined, { session }),
};
export type AlertsApi = typeof alertsApi;
