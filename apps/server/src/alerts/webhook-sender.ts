import { Webhook as StandardWebhook } from 'standardwebhooks';
import type { OutboundFetcher } from '../outbound/fetcher.ts';
import { OutboundFetchError } from '../outbound/fetcher.ts';
import { readCapped } from '../outbound/read-capped.ts';
import { retryAfterMs } from '../outbound/retry-after.ts';

/** A webhook request's deadline: an endpoint should answer at once and do its work after. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * What one attempt got: an answer's status (and Retry-After, ms), or why no answer came. From a
 * service with a documented error body (Telegram, Discord): `detail`, its sentence, and `gone`
 * when it says the channel can never receive again (a revoked token, a blocked bot, a deleted
 * webhook), which disables the channel at once.
 */
export type SendResult =
  | { kind: 'answered'; status: number; retryAfterMs?: number; detail?: string; gone?: boolean }
  | { kind: 'refused'; error: string }
  | { kind: 'unreachable'; error: string };

/** The request a delivery makes: Standard Webhooks' three headers over the exact body. */
export function signedHeaders(
  secret: string,
  id: string,
  payload: string,
  at: Date = new Date(),
): Record<string, string> {
  const signature = new StandardWebhook(secret).sign(id, at, payload);
  return {
    'content-type': 'application/json',
    'user-agent': 'Launchdeck-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/**
 * Issue 51: one webhook request, POST with the Standard Webhooks headers (the `standardwebhooks`
 * library signs: HMAC-SHA256 over `id.timestamp.body`), through the public-hosts-only fetcher
 * (a trader's URL never reaches loopback or private networks unless the operator allows it).
 */
export class WebhookSender {
  constructor(private readonly fetcher: Pick<OutboundFetcher, 'fetch'>) {}

  async send(url: string, secret: string, id: string, payload: string): Promise<SendResult> {
    try {
      const response = await this.fetcher.fetch(url, {
        method: 'POST',
        headers: signedHeaders(secret, id, payload),
        body: payload,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      // Only the status counts; the body (up to 64 KiB) is read so the kept connection can carry
      // the next alert.
      await readCapped(response.body).catch(() => undefined);
      const retryAfter = retryAfterMs(response.headers.get('retry-after'));
      return {
        kind: 'answered',
        status: response.status,
        ...(retryAfter !== undefined ? { retryAfterMs: retryAfter } : {}),
      };
    } catch (error) {
      if (error instanceof OutboundFetchError) return { kind: 'refused', error: error.message };
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return {
        kind: 'unreachable',
        error: timedOut
          ? `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`
          : `could not connect: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`,
      };
    }
  }
}
