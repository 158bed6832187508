import type { OutboundFetcher } from '../outbound/fetcher.ts';
import { retryAfterMs } from '../outbound/retry-after.ts';
import { discordMessage } from './alert-message.ts';
import {
  type ChannelSendResult,
  detailOf,
  paced,
  postJson,
  readPayload,
  UNREADABLE_PAYLOAD,
} from './channel-request.ts';
import { type Clock, Pacer, systemClock } from './pacer.ts';
import { WEBHOOK_TIMEOUT_MS } from './webhook-sender.ts';

/** Discord's API base (DISCORD_API_BASE): webhook URLs are `${base}/webhooks/{id}/{token}`. */
export const DISCORD_API_BASE = 'https://discord.com/api';

/** The longest a send waits for its webhook's bucket before it answers a retry time instead. */
export const DISCORD_MAX_WAIT_MS = 5_000;

/** The hosts Discord gives webhook URLs on (the app's stable, PTB and Canary builds). */
const DISCORD_HOSTS = new Set(
  ['discord.com', 'discordapp.com'].flatMap((host) => [host, `ptb.${host}`, `canary.${host}`]),
);
/** A snowflake (https://discord.com/developers/docs/reference#snowflakes). */
const SNOWFLAKE = /^\d{17,20}$/;
const WEBHOOK_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
/** Every webhook shares this key while Discord says the global limit is hit. */
const GLOBAL = '*';

export type DiscordWebhookUrl =
  | { ok: true; url: string; display: string }
  | { ok: false; error: string };

/**
 * A trader's Discord webhook URL checked: only `${apiBase}/webhooks/{id}/{token}`; with the
 * default apiBase also on discordapp.com and the PTB and Canary hosts, https only, with an
 * optional API version (`/api/v10/webhooks/…`). `url` is the URL to send to (no trailing slash),
 * `display` the same with the token replaced by '…', safe to show and log.
 */
export function discordWebhookUrl(url: string, apiBase = DISCORD_API_BASE): DiscordWebhookUrl {
  const fail = (error: string): DiscordWebhookUrl => ({ ok: false, error });
  const base = apiBase.replace(/\/+$/, '');
  const shape = `${base}/webhooks/<id>/<token>`;
  if (!URL.canParse(url.trim()))
    return fail(`That is not a URL; a Discord webhook URL looks like ${shape}.`);
  const link = new URL(url.trim());
  if (link.search || link.hash || link.username || link.password) {
    return fail(`A Discord webhook URL ends with its token and has nothing else (${shape}).`);
  }
  let rest: string | undefined;
  if (base === DISCORD_API_BASE) {
    const onDiscord = link.protocol === 'https:' && !link.port && DISCORD_HOSTS.has(link.hostname);
    rest = onDiscord
      ? /^\/api(?:\/v\d{1,2})?(\/webhooks\/.*)$/.exec(link.pathname)?.[1]
      : undefined;
  } else if (`${link.origin}${link.pathname}`.startsWith(`${base}/webhooks/`)) {
    rest = `${link.origin}${link.pathname}`.slice(base.length);
  }
  if (rest === undefined) return fail(`That is not a Discord webhook URL (${shape}).`);
  const [id = '', token = '', ...more] = rest
    .slice('/webhooks/'.length)
    .replace(/\/$/, '')
    .split('/');
  if (!SNOWFLAKE.test(id)) {
    return fail('That URL lacks the webhook id (17 to 20 digits after /webhooks/); copy it again.');
  }
  if (!WEBHOOK_TOKEN.test(token) || more.length) {
    return fail('That URL lacks the webhook token after its id; copy it again from Discord.');
  }
  const clean = `${link.origin}${link.pathname.replace(/\/$/, '')}`;
  return { ok: true, url: clean, display: `${clean.slice(0, -token.length)}…` };
}

/** Seconds (a float, as Discord sends them) as ms; undefined when absent or unreadable. */
function secondsMs(value: unknown): number | undefined {
  const seconds = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
    ? Math.ceil(seconds * 1000)
    : undefined;
}

/** "Invalid Form Body: embeds.0.description: Must be 4096 or fewer in length." */
function firstFormError(node: unknown, path: string[] = []): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const own = (node as { _errors?: { message?: unknown }[] })._errors?.[0]?.message;
  if (typeof own === 'string') return `${path.join('.')}: ${own}`;
  for (const [key, child] of Object.entries(node)) {
    const found = firstFormError(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

type DiscordAnswer = {
  message?: unknown;
  retry_after?: unknown;
  global?: unknown;
  errors?: unknown;
};

/**
 * Issue 51: an alert as a Discord webhook message (`discordMessage`), one Execute Webhook request
 * (https://discord.com/developers/docs/resources/webhook#execute-webhook) through the
 * public-hosts-only fetcher: POST JSON to the webhook URL, answered within WEBHOOK_TIMEOUT_MS.
 * 204 (or 200) is delivered. Rate limits (https://discord.com/developers/docs/topics/rate-limits):
 * after `X-RateLimit-Remaining: 0` the webhook's next request waits `X-RateLimit-Reset-After`
 * (s), after a 429 its `retry_after` (s, float; else Retry-After, else Reset-After), for every
 * webhook when `global`; in this process's memory. A wait over DISCORD_MAX_WAIT_MS is answered
 * 429 with its time, not sent. Answers: `answered` with the status, Discord's `message` (and the
 * first form error) as `detail`; a refused link `refused`; no answer `unreachable`. The URL and
 * its token never appear in an error or a detail.
 */
export class DiscordSender {
  private readonly pacer: Pacer;
  private readonly clock: Clock;

  constructor(
    private readonly deps: {
      fetcher: Pick<OutboundFetcher, 'fetch'>;
      /** The pacing's clock (tests). */
      clock?: Clock;
      /** DISCORD_MAX_WAIT_MS unless given (tests). */
      maxWaitMs?: number;
    },
  ) {
    this.clock = deps.clock ?? systemClock;
    this.pacer = new Pacer(this.clock);
  }

  /** Sends `payload` (the WebhookPayload JSON as stored) to the webhook at `webhookUrl`. */
  async send(webhookUrl: string, payload: string): Promise<ChannelSendResult> {
    const alert = readPayload(payload);
    if (!alert) return UNREADABLE_PAYLOAD;
    const [, id, token = ''] = /\/webhooks\/(\d+)\/([^/?#]+)/.exec(webhookUrl) ?? [];
    const key = id ?? webhookUrl;
    const secrets = [webhookUrl, token];
    const turn = await this.pacer.turn(
      [
        { key: GLOBAL, gapMs: 0 },
        { key, gapMs: 0 },
      ],
      this.deps.maxWaitMs ?? DISCORD_MAX_WAIT_MS,
    );
    if (!turn.ok) return paced(turn.retryInMs, "Discord: the webhook's rate limit");
    const reply = await postJson(this.deps.fetcher, webhookUrl, discordMessage(alert), {
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      secrets,
    });
    if (!reply.ok) return reply.result;
    const { status, header, json } = reply.answer;
    const answer = (json && typeof json === 'object' ? json : {}) as DiscordAnswer;
    const now = this.clock.now();
    const resetAfter = secondsMs(header('x-ratelimit-reset-after'));
    if (header('x-ratelimit-remaining') === '0' && resetAfter !== undefined) {
      this.pacer.hold(key, now + resetAfter);
    }
    const retryAfter =
      status === 429
        ? (secondsMs(answer.retry_after) ?? retryAfterMs(header('retry-after')) ?? resetAfter)
        : retryAfterMs(header('retry-after'));
    if (status === 429 && retryAfter !== undefined) {
      this.pacer.hold(answer.global === true ? GLOBAL : key, now + retryAfter);
    }
    const message = typeof answer.message === 'string' ? answer.message : undefined;
    const formError = firstFormError(answer.errors);
    const detail = message && (formError ? `${message}: ${formError}` : message);
    return {
      kind: 'answered',
      status,
      ...(retryAfter !== undefined ? { retryAfterMs: retryAfter } : {}),
      ...(detail ? { detail: detailOf(detail, secrets) } : {}),
    };
  }
}
