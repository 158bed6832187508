import { WebhookPayload } from '@launchdeck/protocol';
import type { OutboundFetcher } from '../outbound/fetcher.ts';
import { OutboundFetchError } from '../outbound/fetcher.ts';
import { readCapped } from '../outbound/read-capped.ts';
import { type SendResult, WEBHOOK_TIMEOUT_MS } from './webhook-sender.ts';

/** An answer with the service's own words for it (Telegram's `description`, Discord's `message`). */
export type AnsweredWithDetail = Extract<SendResult, { kind: 'answered' }> & { detail?: string };

/** What one Telegram or Discord send got: SendResult, its answers with their `detail`. */
export type ChannelSendResult = Exclude<SendResult, { kind: 'answered' }> | AnsweredWithDetail;

/** A service's answer: its status, a header getter, and its body as JSON (undefined if none). */
export type ChannelAnswer = {
  status: number;
  header(name: string): string | null;
  json: unknown;
};

/** Longest `detail` kept from a service's answer. */
const DETAIL_MAX = 300;

/** The stored payload (WebhookPayload JSON) read back; undefined when it is not one. */
export function readPayload(payload: string): WebhookPayload | undefined {
  try {
    const parsed = WebhookPayload.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Why an alert whose stored payload cannot be read is not sent (for good). */
export const UNREADABLE_PAYLOAD: ChannelSendResult = {
  kind: 'refused',
  error: 'the alert could not be read back from the outbox',
};

/**
 * Not sent: this process's pacing would have held the request longer than a delivery may wait.
 * Answered as the service would answer a request over its limits (429 and when to try again),
 * `detail` saying that it never left the server.
 */
export function paced(retryInMs: number, why: string): AnsweredWithDetail {
  return {
    kind: 'answered',
    status: 429,
    retryAfterMs: retryInMs,
    detail: `Not sent yet (${why}): next turn in ${Math.ceil(retryInMs / 1000)} s`,
  };
}

/** A service's own words, secrets scrubbed and cut to DETAIL_MAX characters. */
export function detailOf(text: string, secrets: readonly string[]): string {
  const clean = scrub(text, secrets);
  const chars = [...clean];
  return chars.length > DETAIL_MAX ? `${chars.slice(0, DETAIL_MAX - 1).join('')}…` : clean;
}

/** `text` with every secret (and its URL-encoded form) replaced by '…'. */
export function scrub(text: string, secrets: readonly string[]): string {
  let clean = text;
  for (const secret of secrets) {
    if (!secret) continue;
    clean = clean.replaceAll(secret, '…').replaceAll(encodeURIComponent(secret), '…');
  }
  return clean;
}

/**
 * One JSON POST through the public-hosts-only fetcher: the answer (any status, its JSON body
 * read up to 64 KiB), or why none came, mapped as WebhookSender maps it (a refused link:
 * `refused`; no answer within `signal`'s deadline or no connection: `unreachable`). Every error
 * sentence has `secrets` (a bot token, a webhook URL and its token) scrubbed out.
 */
export function postJson(
  fetcher: Pick<OutboundFetcher, 'fetch'>,
  url: string,
  body: unknown,
  options: { signal: AbortSignal; secrets: readonly string[] },
): Promise<{ ok: true; answer: ChannelAnswer } | { ok: false; result: ChannelSendResult }> {
  return post(
    fetcher,
    url,
    {
      headers: { 'content-type': 'application/json', 'user-agent': 'Launchdeck-Alerts/1' },
      body: JSON.stringify(body),
    },
    options,
  );
}

/**
 * One POST of `request` (its headers and body as given) through the fetcher, answered as
 * postJson answers; `text` is the body as read (up to 64 KiB), `json` it parsed when it is JSON.
 */
export async function post(
  fetcher: Pick<OutboundFetcher, 'fetch'>,
  url: string,
  request: { headers: Record<string, string>; body: string | Uint8Array },
  options: { signal: AbortSignal; secrets: readonly string[] },
): Promise<
  { ok: true; answer: ChannelAnswer & { text: string } } | { ok: false; result: ChannelSendResult }
> {
  try {
    const response = await fetcher.fetch(url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: options.signal,
    });
    const text = await readCapped(response.body);
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      ok: true,
      answer: { status: response.status, header: (name) => response.headers.get(name), json, text },
    };
  } catch (error) {
    return { ok: false, result: failure(error, options.secrets) };
  }
}

function failure(error: unknown, secrets: readonly string[]): ChannelSendResult {
  if (error instanceof OutboundFetchError) {
    return { kind: 'refused', error: scrub(error.message, secrets) };
  }
  if (error instanceof Error && error.name === 'TimeoutError') {
    return { kind: 'unreachable', error: `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s` };
  }
  const reason =
    error instanceof Error
      ? error.cause instanceof Error
        ? error.cause.message
        : error.message
      : String(error);
  return { kind: 'unreachable', error: scrub(`could not connect: ${reason}`, secrets) };
}
