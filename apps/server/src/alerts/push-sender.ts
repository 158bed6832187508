import { PushSubscriptionJson } from '@launchdeck/protocol';
import webpush from 'web-push';
import type { OutboundFetcher } from '../outbound/fetcher.ts';
import { retryAfterMs } from '../outbound/retry-after.ts';
import {
  type ChannelSendResult,
  detailOf,
  post,
  readPayload,
  UNREADABLE_PAYLOAD,
} from './channel-request.ts';
import type { VapidKeys } from './push-keys.ts';
import { pushNotification } from './push-message.ts';
import { WEBHOOK_TIMEOUT_MS } from './webhook-sender.ts';

/**
 * How long a push service keeps an alert for a browser that is offline, s (the TTL header, RFC
 * 8030 §5.2): a post's alert is worth little after 15 minutes; a phone back online later gets the
 * post in the feed instead.
 */
export const PUSH_TTL_SECONDS = 900;

export type PushSenderDeps = {
  /** The public-hosts-only fetcher: a subscription's endpoint is a URL the browser gave. */
  fetcher: Pick<OutboundFetcher, 'fetch'>;
  /** The server's VAPID keys (loadVapidKeys), read once and kept. */
  keys: () => Promise<VapidKeys>;
};

/** A push subscription stored as a push channel's secret, read back; undefined when not one. */
export function readSubscription(secret: string): PushSubscriptionJson | undefined {
  try {
    const parsed = PushSubscriptionJson.safeParse(JSON.parse(secret));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Issue 51: an alert as a Web Push message (RFC 8030) to one browser's subscription. The `web-push`
 * library encrypts the PushNotification JSON for the browser's keys (RFC 8291, aes128gcm) and
 * signs the VAPID JWT (RFC 8292: `Authorization: vapid t=…, k=…`); the request goes through the
 * public-hosts-only fetcher with `TTL` PUSH_TTL_SECONDS and `Urgency: high` (wake a phone now).
 * Answers: `answered` with the push service's status and its words as `detail` (the endpoint, which
 * identifies the browser, scrubbed), Retry-After on a 429; 404 and 410 (the subscription ended:
 * the browser unsubscribed, or its permission was revoked) and 403 (the subscription was made
 * with another VAPID key) are `gone` for ChannelSenders to disable the channel.
 */
export class PushSender {
  constructor(private readonly deps: PushSenderDeps) {}

  /** Sends `payload` (the WebhookPayload JSON as stored) to the subscription stored as `secret`. */
  async send(secret: string, payload: string): Promise<ChannelSendResult> {
    const subscription = readSubscription(secret);
    if (!subscription) {
      return { kind: 'refused', error: 'the push subscription could not be read back' };
    }
    const alert = readPayload(payload);
    if (!alert) return UNREADABLE_PAYLOAD;
    let keys: VapidKeys;
    try {
      keys = await this.deps.keys();
    } catch (error) {
      return { kind: 'refused', error: error instanceof Error ? error.message : String(error) };
    }
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      request = webpush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: subscription.keys,
        },
        JSON.stringify(pushNotification(alert)),
        {
          vapidDetails: keys,
          TTL: PUSH_TTL_SECONDS,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
        },
      );
    } catch (error) {
      return {
        kind: 'refused',
        error: `the push message could not be made: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const secrets = [subscription.endpoint];
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    const body = request.body ?? new Uint8Array();
    const reply = await post(
      this.deps.fetcher,
      subscription.endpoint,
      { headers, body },
      { signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS), secrets },
    );
    if (!reply.ok) return reply.result;
    const { status, header, json, text } = reply.answer;
    const retryAfter = retryAfterMs(header('retry-after'));
    const said = messageOf(json) ?? text.trim();
    return {
      kind: 'answered',
      status,
      ...(retryAfter !== undefined ? { retryAfterMs: retryAfter } : {}),
      ...(status >= 300 && said ? { detail: detailOf(said, secrets) } : {}),
    };
  }
}

/** autopush's `{code, errno, error, message}` error body: its message. */
function messageOf(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const { message, error } = json as { message?: unknown; error?: unknown };
  return typeof message === 'string' ? message : typeof error === 'string' ? error : undefined;
}
