import type { WebhookPayload } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../../test/alerts/fake-discord.ts';
import { OutboundFetcher } from '../outbound/fetcher.ts';
import { DiscordSender, discordWebhookUrl } from './discord-sender.ts';
import type { Clock } from './pacer.ts';

const fetcher = new OutboundFetcher({ allowPrivateHosts: true });

function payload(): string {
  const post = makePost({ text: '@everyone CA below', tweetUrl: 'https://x.com/a/status/1' });
  const body: WebhookPayload = {
    type: 'post.created',
    timestamp: new Date().toISOString(),
    data: { seq: post.seq, post },
  };
  return JSON.stringify(body);
}

/** Time shared by the sender and the fake's buckets, moved on only by the sender's waits. */
const clock: Clock & { t: number; sleeps: number[] } = {
  t: 1_000_000,
  sleeps: [],
  now: () => clock.t,
  sleep: async (ms: number) => {
    clock.sleeps.push(ms);
    clock.t += ms;
  },
};

let discord: FakeDiscord;
beforeAll(async () => {
  discord = await FakeDiscord.start({ now: clock.now });
});
afterAll(async () => {
  await discord.close();
});
beforeEach(() => {
  discord.received.length = 0;
  discord.http.requests.length = 0;
  clock.sleeps.length = 0;
  // Every test starts past the buckets and holds of the one before.
  clock.t += 3_600_000;
});

const sender = () => new DiscordSender({ fetcher, clock });
const statuses = (results: { kind: string; status?: number }[]) =>
  results.map((r) => r.status ?? r.kind);

describe('DiscordSender', () => {
  it('executes the webhook with the alert’s embed: 204, delivered', async () => {
    const hook = discord.addWebhook();
    expect(await sender().send(hook.url, payload())).toEqual({ kind: 'answered', status: 204 });
    expect(discord.received).toHaveLength(1);
    expect(discord.received[0]?.webhookId).toBe(hook.id);
    expect(discord.received[0]?.body).toMatchObject({
      username: 'Launchdeck',
      allowed_mentions: { parse: [] },
      embeds: [{ title: 'New post on X', url: 'https://x.com/a/status/1' }],
    });
    expect(discord.http.requests[0]?.query.get('wait')).toBeNull();
  });

  it('answers a deleted webhook 404 and a wrong token 401, with Discord’s message', async () => {
    const hook = discord.addWebhook();
    const wrongToken = hook.url.replace(hook.token, 'x'.repeat(68));
    expect(await sender().send(wrongToken, payload())).toEqual({
      kind: 'answered',
      status: 401,
      detail: 'Invalid Webhook Token',
    });
    discord.removeWebhook(hook.id);
    expect(await sender().send(hook.url, payload())).toEqual({
      kind: 'answered',
      status: 404,
      detail: 'Unknown Webhook',
    });
  });

  it('names the first form error of a 400', async () => {
    const hook = discord.addWebhook();
    discord.failNext({
      kind: 'status',
      status: 400,
      body: {
        code: 50035,
        message: 'Invalid Form Body',
        errors: {
          embeds: {
            0: {
              description: {
                _errors: [
                  { code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 4096 or fewer in length.' },
                ],
              },
            },
          },
        },
      },
    });
    expect(await sender().send(hook.url, payload())).toEqual({
      kind: 'answered',
      status: 400,
      detail: 'Invalid Form Body: embeds.0.description: Must be 4096 or fewer in length.',
    });
  });

  it('waits out an emptied bucket (X-RateLimit-Remaining 0) before the webhook’s next request', async () => {
    const hook = discord.addWebhook();
    const other = discord.addWebhook();
    const results = [];
    for (let i = 0; i < 7; i++) results.push(await sender().send(hook.url, payload()));
    // Senders that share no waits run into the bucket: the fake enforces it.
    expect(statuses(results)).toEqual([204, 204, 204, 204, 204, 429, 429]);

    discord.received.length = 0;
    clock.t += 10_000;
    const one = sender();
    const paced = [];
    for (let i = 0; i < 7; i++) paced.push(await one.send(hook.url, payload()));
    paced.push(await one.send(other.url, payload()));
    expect(statuses(paced)).toEqual([204, 204, 204, 204, 204, 204, 204, 204]);
    expect(clock.sleeps).toEqual([2000]);
    expect(discord.received).toHaveLength(8);
  });

  it('takes a 429’s retry time from retry_after (float s), and waits it before the next request', async () => {
    const hook = discord.addWebhook();
    const one = sender();
    discord.failNext({ kind: 'rateLimited', retryAfter: 1.25 });
    expect(await one.send(hook.url, payload())).toEqual({
      kind: 'answered',
      status: 429,
      retryAfterMs: 1250,
      detail: 'You are being rate limited.',
    });
    expect(await one.send(hook.url, payload())).toMatchObject({ status: 204 });
    expect(clock.sleeps).toEqual([1250]);
  });

  it('holds every webhook on a global 429, and answers a wait too long 429 without sending', async () => {
    const hook = discord.addWebhook();
    const other = discord.addWebhook();
    const one = sender();
    discord.failNext({ kind: 'rateLimited', retryAfter: 60, global: true });
    expect(await one.send(hook.url, payload())).toMatchObject({
      status: 429,
      retryAfterMs: 60_000,
    });
    const requests = discord.http.requests.length;
    const held = await one.send(other.url, payload());
    expect(held).toMatchObject({ kind: 'answered', status: 429, retryAfterMs: 60_000 });
    expect(held.kind === 'answered' && held.detail).toMatch(/^Not sent yet/);
    expect(discord.http.requests).toHaveLength(requests);
  });

  it('never puts the webhook URL or its token in an error or a detail', async () => {
    const hook = discord.addWebhook();
    discord.failNext({ kind: 'drop' });
    const dropped = await sender().send(hook.url, payload());
    expect(dropped.kind).toBe('unreachable');
    const leaky = new DiscordSender({
      clock,
      fetcher: {
        fetch: async (url) => {
          throw new TypeError('fetch failed', { cause: new Error(`no route to ${String(url)}`) });
        },
      },
    });
    const failed = await leaky.send(hook.url, payload());
    expect(failed).toEqual({ kind: 'unreachable', error: 'could not connect: no route to …' });
    discord.failNext({
      kind: 'status',
      status: 400,
      body: { message: `bad ${hook.url}`, code: 0 },
    });
    const echoed = await sender().send(hook.url, payload());
    expect(echoed).toEqual({ kind: 'answered', status: 400, detail: 'bad …' });
    for (const result of [dropped, failed, echoed]) {
      expect(JSON.stringify(result)).not.toContain(hook.token);
    }
  });

  it('refuses an unreadable payload without a request', async () => {
    const hook = discord.addWebhook();
    expect(await sender().send(hook.url, 'not json')).toMatchObject({ kind: 'refused' });
    expect(discord.http.requests).toHaveLength(0);
  });
});

describe('discordWebhookUrl', () => {
  const ID = '123456789012345678';
  const TOKEN = 'aB3_-'.repeat(13).slice(0, 68);

  it.each([
    `https://discord.com/api/webhooks/${ID}/${TOKEN}`,
    `https://discord.com/api/v10/webhooks/${ID}/${TOKEN}`,
    `https://discordapp.com/api/webhooks/${ID}/${TOKEN}/`,
    `https://ptb.discord.com/api/webhooks/${ID}/${TOKEN}`,
    ` https://canary.discord.com/api/webhooks/${ID}/${TOKEN} `,
  ])('accepts %s, showing it without its token', (url) => {
    const checked = discordWebhookUrl(url);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.url).toBe(url.trim().replace(/\/$/, ''));
    expect(checked.display).toBe(`${checked.url.slice(0, -TOKEN.length)}…`);
    expect(checked.display).not.toContain(TOKEN);
  });

  it('shows the display form the UI expects', () => {
    expect(discordWebhookUrl(`https://discord.com/api/webhooks/${ID}/${TOKEN}`)).toMatchObject({
      display: `https://discord.com/api/webhooks/${ID}/…`,
    });
  });

  it.each([
    [
      'not a URL',
      'discord webhook',
      'That is not a URL; a Discord webhook URL looks like https://discord.com/api/webhooks/<id>/<token>.',
    ],
    [
      'http',
      `http://discord.com/api/webhooks/${ID}/${TOKEN}`,
      'That is not a Discord webhook URL (https://discord.com/api/webhooks/<id>/<token>).',
    ],
    [
      'another host',
      `https://discord.com.evil.example/api/webhooks/${ID}/${TOKEN}`,
      'That is not a Discord webhook URL (https://discord.com/api/webhooks/<id>/<token>).',
    ],
    [
      'a port',
      `https://discord.com:8443/api/webhooks/${ID}/${TOKEN}`,
      'That is not a Discord webhook URL (https://discord.com/api/webhooks/<id>/<token>).',
    ],
    [
      'another path',
      `https://discord.com/api/channels/${ID}/${TOKEN}`,
      'That is not a Discord webhook URL (https://discord.com/api/webhooks/<id>/<token>).',
    ],
    [
      'a query',
      `https://discord.com/api/webhooks/${ID}/${TOKEN}?wait=true`,
      'A Discord webhook URL ends with its token and has nothing else (https://discord.com/api/webhooks/<id>/<token>).',
    ],
    [
      'no id',
      `https://discord.com/api/webhooks/abc/${TOKEN}`,
      'That URL lacks the webhook id (17 to 20 digits after /webhooks/); copy it again.',
    ],
    [
      'no token',
      `https://discord.com/api/webhooks/${ID}`,
      'That URL lacks the webhook token after its id; copy it again from Discord.',
    ],
    [
      'a short token',
      `https://discord.com/api/webhooks/${ID}/abc`,
      'That URL lacks the webhook token after its id; copy it again from Discord.',
    ],
    [
      'more path',
      `https://discord.com/api/webhooks/${ID}/${TOKEN}/slack`,
      'That URL lacks the webhook token after its id; copy it again from Discord.',
    ],
  ])('refuses %s', (_, url, error) => {
    expect(discordWebhookUrl(url)).toEqual({ ok: false, error });
  });

  it('accepts only its own base when given one (a test’s fake)', () => {
    const base = 'http://127.0.0.1:4567/api';
    expect(discordWebhookUrl(`${base}/webhooks/${ID}/${TOKEN}`, base)).toEqual({
      ok: true,
      url: `${base}/webhooks/${ID}/${TOKEN}`,
      display: `${base}/webhooks/${ID}/…`,
    });
    expect(discordWebhookUrl(`https://discord.com/api/webhooks/${ID}/${TOKEN}`, base)).toEqual({
      ok: false,
      error: `That is not a Discord webhook URL (${base}/webhooks/<id>/<token>).`,
    });
  });
});
