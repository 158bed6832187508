/**
 * A test double for the tests beside it (never imported by the app): plays one trader's alerts
 * calls (docs/alerts.md, packages/protocol/src/alert-channels.ts) as `fetch` would answer them,
 * keeping what it was sent in `state`.
 */
import type { AlertChannel, AlertRule, WebhookDelivery } from '@launchdeck/protocol';

export const NOW = new Date().toISOString();
export const PRIVATE = 'That webhook URL points at a private network address; use a public one.';
export const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
export const BOT_TOKEN = '7012345678:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
/**
 * A chat the bot was never added to: the server asks Telegram (getChat) and refuses it, naming
 * the field, in the server's words (apps/server/src/alerts/webhook-routes.ts).
 */
export const UNKNOWN_CHAT = '-1009999999999';
export const CHAT_NOT_FOUND =
  'Telegram says the chat was not found: add the bot to the group, or send it a message, first.';
/** A URL that is not Discord's: refused without naming a field, as the server does. */
export const NOT_DISCORD =
  'That is not a Discord webhook URL. It should look like https://discord.com/api/webhooks/123456789012345678/abc….';
export const DISCORD_URL =
  'https://discord.com/api/webhooks/112233445566778899/Xy_secretTokenAbcdefghij1234';
/** The trader has this many channels: a new one is refused (409, no field). */
export const CHANNELS_MAX = 20;
export const TOO_MANY = `You have ${CHANNELS_MAX} alert channels already; delete one to add another.`;

export function channel(fields: Partial<AlertChannel> = {}): AlertChannel {
  return {
    id: 'wh_00000001',
    kind: 'webhook',
    name: 'My bot',
    target: 'https://bot.example/hook',
    createdAt: NOW,
    ...fields,
  };
}

export const telegramChannel = (fields: Partial<AlertChannel> = {}) =>
  channel({
    id: 'tg_00000001',
    kind: 'telegram',
    name: 'Trading desk',
    target: '-1001234567890',
    ...fields,
  });

export const discordChannel = (fields: Partial<AlertChannel> = {}) =>
  channel({
    id: 'dc_00000001',
    kind: 'discord',
    name: 'Alpha calls',
    target: 'https://discord.com/api/webhooks/112233445566778899/…',
    ...fields,
  });

export const pushChannel = (fields: Partial<AlertChannel> = {}) =>
  channel({
    id: 'pu_00000001',
    kind: 'push',
    name: 'Chrome on Linux',
    target: 'fcm.googleapis.com',
    ...fields,
  });

/** The server's sentence when it has no VAPID keys (503 at GET push-key). */
/** The server's VAPID public key (the web-push example's, 65 bytes base64url). */
export const PUSH_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

export const PUSH_UNAVAILABLE = 'Push alerts are not available on this server: no VAPID keys.';

export function delivery(fields: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 'msg_00000001',
    type: 'post.created',
    seq: 12,
    postId: 'p1',
    status: 'delivered',
    attempts: 1,
    lastStatusCode: 200,
    createdAt: NOW,
    deliveredAt: NOW,
    ...fields,
  };
}

export function rule(fields: Partial<AlertRule> = {}): AlertRule {
  return {
    id: 'rule_00000001',
    name: 'Devs',
    accounts: ['toly'],
    kinds: ['post', 'reply'],
    hasAddress: true,
    keywords: [],
    memeWords: false,
    updates: false,
    channels: ['wh_00000001'],
    enabled: true,
    createdAt: NOW,
    ...fields,
  };
}

export type Start = {
  channels?: AlertChannel[];
  rules?: AlertRule[];
  /** Each channel's deliveries, by its id. */
  deliveries?: Record<string, WebhookDelivery[]>;
  /** A rule body with this name is refused with this sentence. */
  refuseRule?: { name: string; error: string };
  /** This channel's service refuses it for good: its test fails and it is disabled at once. */
  gone?: { channelId: string; status: number; error: string; reason: string };
  /** GET push-key: this key, or a 503 when null. */
  pushKey?: string | null;
  /** Each push channel's subscription endpoint, by its id (a browser adding it again renews it). */
  pushEndpoints?: Record<string, string>;
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The fake server: `handle` answers a fetch; `state` is what it holds now. */
export function createFakeAlertsServer(start: Start = {}) {
  const state = {
    channels: start.channels ?? [],
    rules: start.rules ?? [],
    deliveries: start.deliveries ?? {},
    pushEndpoints: { ...start.pushEndpoints },
  };
  let next = 1;
  const id = (prefix: string) => `${prefix}_${String(next++).padStart(8, '0')}`;

  const channelCalls = (channelId: string, rest: string, method: string): Response => {
    if (rest === '' && method === 'DELETE') {
      state.channels = state.channels.filter((c) => c.id !== channelId);
      return json({ message: 'Channel deleted.' });
    }
    const listed = state.deliveries[channelId] ?? [];
    if (rest === '/deliveries' && method === 'GET') {
      // What the worker did meanwhile: a pending delivery is sent now.
      state.deliveries[channelId] = listed.map((d) =>
        d.status === 'pending'
          ? { ...d, status: 'delivered', attempts: d.attempts + 1, lastStatusCode: 200 }
          : d,
      );
      return json({ deliveries: listed });
    }
    if (rest === '/test' && method === 'POST') {
      const test = delivery({
        id: id('msg'),
        type: 'webhook.test',
        status: 'pending',
        attempts: 0,
        lastStatusCode: undefined,
        deliveredAt: undefined,
      });
      // The worker sends it at once: the list has its outcome, the answer does not yet.
      const gone = start.gone?.channelId === channelId ? start.gone : undefined;
      const sent: WebhookDelivery = gone
        ? {
            ...test,
            status: 'failed',
            attempts: 1,
            lastStatusCode: gone.status,
            lastError: gone.error,
          }
        : { ...test, status: 'delivered', attempts: 1, lastStatusCode: 200 };
      state.deliveries[channelId] = [sent, ...listed];
      if (gone) {
        state.channels = state.channels.map((c) =>
          c.id === channelId ? { ...c, disabledAt: NOW, disabledReason: gone.reason } : c,
        );
      }
      return json(test, 202);
    }
    const retry = rest.match(/^\/deliveries\/([^/]+)\/retry$/);
    if (retry && method === 'POST') {
      const found = listed.find((d) => d.id === retry[1]);
      if (!found) return json({ error: 'No such delivery for this channel.' }, 404);
      return json({ ...found, status: 'pending' }, 202);
    }
    return json({ error: 'Not found' }, 404);
  };

  /**
   * A browser's subscription: the same endpoint, or `replaces` naming a push channel, renews that
   * channel (200), else a new one.
   */
  const addPush = (body: {
    name?: string;
    subscription: { endpoint: string };
    replaces?: string;
  }): Response => {
    const { endpoint } = body.subscription;
    const name = body.name ?? 'This browser';
    const replaced = state.channels.find((c) => c.id === body.replaces && c.kind === 'push');
    const known =
      replaced?.id ??
      Object.entries(state.pushEndpoints).find(([, seen]) => seen === endpoint)?.[0];
    const renewed = known && state.channels.find((c) => c.id === known);
    if (known && renewed) {
      const { disabledAt: _at, disabledReason: _why, ...enabled } = renewed;
      const made = { ...enabled, name, target: new URL(endpoint).host };
      state.channels = state.channels.map((c) => (c.id === known ? made : c));
      state.pushEndpoints[known] = endpoint;
      return json(made);
    }
    if (state.channels.length >= CHANNELS_MAX) return json({ error: TOO_MANY }, 409);
    const made = pushChannel({ id: id('pu'), name, target: new URL(endpoint).host });
    state.channels.push(made);
    state.pushEndpoints[made.id] = endpoint;
    return json(made, 201);
  };

  const addChannel = (body: Record<string, string>): Response => {
    if (body.kind === 'push') return addPush(body as never);
    if (state.channels.length >= CHANNELS_MAX) return json({ error: TOO_MANY }, 409);
    if (body.kind === 'telegram') {
      if (body.chatId === UNKNOWN_CHAT) {
        return json({ error: CHAT_NOT_FOUND, fields: { chatId: CHAT_NOT_FOUND } }, 400);
      }
      const made = telegramChannel({
        id: id('tg'),
        name: body.name ?? `Telegram ${body.chatId}`,
        target: String(body.chatId),
      });
      state.channels.push(made);
      return json(made, 201);
    }
    if (!String(body.url).startsWith('https://discord.com/api/webhooks/')) {
      return json({ error: NOT_DISCORD }, 400);
    }
    const made = discordChannel({
      id: id('dc'),
      name: body.name ?? 'Discord',
      // Listed without its token.
      target: String(body.url).replace(/\/[^/]+$/, '/…'),
    });
    state.channels.push(made);
    return json(made, 201);
  };

  const handle = (url: string, init?: RequestInit): Response => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url === '/api/alert-channels' && method === 'GET') {
      return json({ channels: state.channels });
    }
    if (url === '/api/alert-channels' && method === 'POST') return addChannel(body);
    if (url === '/api/alert-channels/push-key' && method === 'GET') {
      const key = start.pushKey === undefined ? PUSH_KEY : start.pushKey;
      return key ? json({ publicKey: key }) : json({ error: PUSH_UNAVAILABLE }, 503);
    }
    const one = url.match(/^\/api\/alert-channels\/([^/]+)(\/.*)?$/);
    if (one?.[1]) return channelCalls(one[1], one[2] ?? '', method);
    if (url === '/api/webhooks' && method === 'POST') {
      if (!String(body.url).startsWith('https://')) {
        return json({ error: 'A webhook URL must start with https://.' }, 400);
      }
      if (String(body.url).includes('//10.')) return json({ error: PRIVATE }, 400);
      const made = channel({
        id: id('wh'),
        target: body.url,
        name: body.name ?? new URL(body.url).hostname,
      });
      state.channels.push(made);
      const { kind: _kind, target, ...webhook } = made;
      return json({ ...webhook, url: target, secret: SECRET }, 201);
    }
    if (url === '/api/alert-rules' && method === 'GET') return json({ rules: state.rules });
    const stored = (ruleId: string): AlertRule | Response => {
      if (start.refuseRule && body.name === start.refuseRule.name) {
        return json({ error: start.refuseRule.error }, 400);
      }
      return {
        ...body,
        accounts: body.accounts.map((a: string) => a.replace(/^@/, '').toLowerCase()),
        id: ruleId,
        createdAt: NOW,
      };
    };
    if (url === '/api/alert-rules' && method === 'POST') {
      const made = stored(id('rule'));
      if (made instanceof Response) return made;
      state.rules.push(made);
      return json(made, 201);
    }
    const ruleId = url.match(/^\/api\/alert-rules\/(.+)$/)?.[1];
    if (ruleId && method === 'PUT') {
      const made = stored(ruleId);
      if (made instanceof Response) return made;
      state.rules = state.rules.map((r) => (r.id === ruleId ? made : r));
      return json(made);
    }
    if (ruleId && method === 'DELETE') {
      state.rules = state.rules.filter((r) => r.id !== ruleId);
      return new Response(null, { status: 204 });
    }
    return json({ error: 'Not found' }, 404);
  };

  return { handle, state };
}

/** The calls made with this method to this URL (of a fetch mock's calls), each with its body. */
export function callsTo(
  made: readonly (readonly [string, RequestInit?])[],
  method: string,
  url: string,
) {
  return made
    .filter(([to, init]) => to === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => ({
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: init?.headers,
    }));
}
