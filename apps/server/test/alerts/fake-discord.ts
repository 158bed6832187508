import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { FakeHttpServer, type SeenRequest, sendJson } from '../fake-http.ts';
import { checkDiscordForm } from './discord-form.ts';

export { checkDiscordForm, type DiscordFormCheck } from './discord-form.ts';

/** A message the fake accepted: the webhook it went to and its body as sent. */
export type DiscordReceived = { webhookId: string; body: Record<string, unknown> };

/** The next request's answer instead of the usual one (queued in order). */
export type DiscordFailure =
  /** 429 `{message, retry_after (s, float), global}` with a Retry-After header (whole s). */
  | { kind: 'rateLimited'; retryAfter: number; global?: boolean }
  | { kind: 'status'; status: number; body: unknown }
  | { kind: 'drop' }
  | { kind: 'hang' };

export type FakeDiscordOptions = {
  port?: number;
  /** Each webhook's bucket: `limit` requests per `windowMs` (Discord's: 5 per 2 s). */
  rateLimit?: { limit: number; windowMs: number };
  /** The buckets' clock, epoch ms (a test's virtual time); Date.now unless given. */
  now?: () => number;
};

type Bucket = { start: number; count: number };

const WEBHOOK_PATH = /^\/api(?:\/v\d+)?\/webhooks\/(\d+)\/([^/]+)\/?$/;

/**
 * Discord's Execute Webhook (`POST /api[/v10]/webhooks/:id/:token`) on loopback, with the real
 * service's quirks: an unknown webhook 404 `{message: 'Unknown Webhook', code: 10015}`, a known
 * one with the wrong token 401 `{message: 'Invalid Webhook Token', code: 50027}`; a body without
 * content or embeds 400 code 50006; a form over any limit 400 `{code: 50035, message: 'Invalid
 * Form Body', errors}` (`checkDiscordForm`); 204 with no body on success (200 and a message with
 * `?wait=true`); the X-RateLimit-Limit/Remaining/Reset/Reset-After/Bucket headers on every
 * answer, each webhook its own bucket of 5 requests per 2 s, and past it 429 `{message: 'You
 * are being rate limited.', retry_after, global: false}` with Retry-After. Accepted bodies are
 * kept in `received`.
 */
export class FakeDiscord {
  readonly received: DiscordReceived[] = [];
  private readonly webhooks = new Map<string, string>();
  private readonly buckets = new Map<string, Bucket>();
  private readonly failures: DiscordFailure[] = [];

  private constructor(
    readonly http: FakeHttpServer,
    private readonly rateLimit: { limit: number; windowMs: number },
    private readonly now: () => number,
  ) {}

  static async start(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
    let fake: FakeDiscord | undefined;
    const http = await FakeHttpServer.start((request, response) => {
      fake?.answer(request, response);
    }, options.port);
    const rateLimit = options.rateLimit ?? { limit: 5, windowMs: 2000 };
    fake = new FakeDiscord(http, rateLimit, options.now ?? Date.now);
    return fake;
  }

  /** The server's origin; its API base (DISCORD_API_BASE) is `apiBase`. */
  get url(): string {
    return this.http.url;
  }

  get apiBase(): string {
    return `${this.http.url}/api`;
  }

  /** A new webhook: its id, token and URL (as Discord's "Copy Webhook URL" gives it). */
  addWebhook(): { id: string; token: string; url: string } {
    const id = String(100_000_000_000_000_000n + BigInt(this.webhooks.size + 1));
    const token = randomBytes(51).toString('base64url');
    this.webhooks.set(id, token);
    return { id, token, url: `${this.apiBase}/webhooks/${id}/${token}` };
  }

  /** The webhook is deleted (its URL then answers 404 Unknown Webhook). */
  removeWebhook(id: string): void {
    this.webhooks.delete(id);
  }

  failNext(failure: DiscordFailure): void {
    this.failures.push(failure);
  }

  close(): Promise<void> {
    return this.http.close();
  }

  private answer(request: SeenRequest, response: ServerResponse): void {
    const failure = this.failures.shift();
    if (failure?.kind === 'hang') return;
    if (failure?.kind === 'drop') {
      response.socket?.destroy();
      return;
    }
    const match = WEBHOOK_PATH.exec(request.path);
    if (request.method !== 'POST' || !match) {
      sendJson(response, 404, { message: '404: Not Found', code: 0 });
      return;
    }
    const [, id = '', token = ''] = match;
    const known = this.webhooks.get(id);
    if (known === undefined) {
      sendJson(response, 404, { message: 'Unknown Webhook', code: 10015 });
      return;
    }
    if (known !== decodeURIComponent(token)) {
      sendJson(response, 401, { message: 'Invalid Webhook Token', code: 50027 });
      return;
    }
    if (failure?.kind === 'rateLimited') {
      sendJson(
        response,
        429,
        {
          message: 'You are being rate limited.',
          retry_after: failure.retryAfter,
          global: Boolean(failure.global),
        },
        {
          'retry-after': String(Math.ceil(failure.retryAfter)),
          ...(failure.global
            ? { 'x-ratelimit-global': 'true', 'x-ratelimit-scope': 'global' }
            : {}),
        },
      );
      return;
    }
    if (failure?.kind === 'status') {
      sendJson(response, failure.status, failure.body);
      return;
    }
    const limited = this.take(id);
    if (limited.over) {
      sendJson(
        response,
        429,
        { message: 'You are being rate limited.', retry_after: limited.resetAfter, global: false },
        {
          ...limited.headers,
          'retry-after': String(Math.ceil(limited.resetAfter)),
          'x-ratelimit-scope': 'user',
        },
      );
      return;
    }
    this.execute(id, request, response, limited.headers);
  }

  private execute(
    id: string,
    request: SeenRequest,
    response: ServerResponse,
    headers: Record<string, string>,
  ): void {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      sendJson(
        response,
        400,
        { message: 'The request body contains invalid JSON.', code: 50109 },
        headers,
      );
      return;
    }
    const embeds = Array.isArray(body.embeds) ? body.embeds : [];
    if (!body.content && embeds.length === 0) {
      sendJson(response, 400, { message: 'Cannot send an empty message', code: 50006 }, headers);
      return;
    }
    const form = checkDiscordForm(body);
    if (!form.ok) {
      sendJson(
        response,
        400,
        { code: 50035, message: 'Invalid Form Body', errors: form.errors },
        headers,
      );
      return;
    }
    this.received.push({ webhookId: id, body });
    if (request.query.get('wait') === 'true') {
      sendJson(
        response,
        200,
        { id: String(this.received.length), webhook_id: id, ...body },
        headers,
      );
      return;
    }
    response.writeHead(204, headers);
    response.end();
  }

  /** One request out of the webhook's bucket, and the headers Discord answers with. */
  private take(id: string): { over: boolean; resetAfter: number; headers: Record<string, string> } {
    const now = this.now();
    const { limit, windowMs } = this.rateLimit;
    let bucket = this.buckets.get(id);
    if (!bucket || now >= bucket.start + windowMs) {
      bucket = { start: now, count: 0 };
      this.buckets.set(id, bucket);
    }
    const over = bucket.count >= limit;
    if (!over) bucket.count++;
    const resetAt = bucket.start + windowMs;
    const resetAfter = Math.max(0, resetAt - now) / 1000;
    return {
      over,
      resetAfter,
      headers: {
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remaining': String(limit - bucket.count),
        'x-ratelimit-reset': (resetAt / 1000).toFixed(3),
        'x-ratelimit-reset-after': resetAfter.toFixed(3),
        'x-ratelimit-bucket': `webhook-${id.slice(-6)}`,
      },
    };
  }
}
