import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import {
  ALERT_CHANNEL_PATHS,
  ALERT_LIMITS,
  ALERTS_PATHS,
  AlertChannel,
  AlertChannelsResponse,
  CreateAlertChannelBody,
  CreateWebhookBody,
  MessageResponseBody,
  type Post,
  PushKeyResponse,
  WebhookCreated,
  WebhookDeliveriesResponse,
  WebhookDelivery,
  WebhookDeliveryParams,
  WebhookParams,
  WebhooksResponse,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { router } from '../http/route.ts';
import type { RouteContract, RouteRateLimit } from '../http/route-contract.ts';
import { isPublicAddress } from '../outbound/public-address.ts';
import type { AlertChannels, NewChannel } from './channels-repository.ts';
import type { DeliveriesRepository } from './deliveries-repository.ts';
import { discordWebhookUrl } from './discord-sender.ts';
import type { SendResult } from './webhook-sender.ts';

export const WEBHOOK_MESSAGES = {
  notHttps: 'A webhook URL must start with https://.',
  notPublic: 'That webhook URL points at a private network address; use a public one.',
  unresolved: 'That webhook URL’s host name does not resolve.',
  tooMany: `You have ${ALERT_LIMITS.webhooksMax} webhooks already; delete one to add another.`,
  tooManyChannels: `You have ${ALERT_LIMITS.channelsOwnedMax} alert channels already; delete one to add another.`,
  notFound: 'No such webhook.',
  channelNotFound: 'No such alert channel.',
  deliveryNotFound: 'No such delivery for this webhook.',
  channelDeliveryNotFound: 'No such delivery for this alert channel.',
  deleted: 'Webhook deleted.',
  channelDeleted: 'Alert channel deleted.',
  telegramToken: 'Telegram does not know this bot token (mistyped, or revoked in @BotFather).',
  telegramChatNotFound:
    'Telegram says the chat was not found: add the bot to the group, or send it a message, first.',
  telegramChatRefused: (detail: string) => `Telegram refused this chat: ${detail}.`,
  rateLimited: 'Too many webhook changes. Please wait a minute and try again.',
  pushNotPublic:
    'That push subscription’s endpoint is not a public https address; subscribe again from this browser.',
  pushUnavailable: (why: string) => `Push alerts are not available on this server: ${why}`,
} as const;

const writeLimit: RouteRateLimit = {
  per: 'identity',
  name: 'webhooks',
  max: 30,
  timeWindow: 60_000,
  message: WEBHOOK_MESSAGES.rateLimited,
  hook: 'preHandler',
};

const tag = 'Alerts';

const CONTRACTS = {
  list: {
    summary: 'The trader’s webhooks (never their secrets)',
    tag,
    auth: 'session',
    responses: { 200: WebhooksResponse },
  },
  create: {
    summary: 'Add a webhook; its signing secret is in this answer only',
    tag,
    auth: 'session',
    body: CreateWebhookBody,
    rateLimit: writeLimit,
    responses: { 201: WebhookCreated },
  },
} satisfies Record<string, RouteContract>;

const CHANNEL_CONTRACTS = {
  list: {
    summary: 'The trader’s alert channels of every kind (never their secrets)',
    tag,
    auth: 'session',
    responses: { 200: AlertChannelsResponse },
  },
  create: {
    summary:
      'Add a Telegram chat (bot token and chat id), a Discord webhook or this browser’s push subscription (answered 200 when that subscription was added before)',
    tag,
    auth: 'session',
    body: CreateAlertChannelBody,
    rateLimit: writeLimit,
    responses: { 200: AlertChannel, 201: AlertChannel },
  },
  pushKey: {
    summary: 'The server’s VAPID public key, the applicationServerKey a browser subscribes with',
    tag,
    auth: 'session',
    responses: { 200: PushKeyResponse },
  },
} satisfies Record<string, RouteContract>;

/** Delete, deliveries, test and retry, for a webhook or for an alert channel of any kind. */
const actionContracts = (noun: string) =>
  ({
    remove: {
      summary: `Delete a ${noun} and its deliveries`,
      tag,
      auth: 'session',
      params: WebhookParams,
      rateLimit: writeLimit,
      responses: { 200: MessageResponseBody },
    },
    deliveries: {
      summary: `A ${noun}’s recent deliveries, newest first`,
      tag,
      auth: 'session',
      params: WebhookParams,
      responses: { 200: WebhookDeliveriesResponse },
    },
    test: {
      summary: `Send a test alert (a webhook.test event) to a ${noun} now`,
      tag,
      auth: 'session',
      params: WebhookParams,
      rateLimit: writeLimit,
      responses: { 202: WebhookDelivery },
    },
    retry: {
      summary: `Send a ${noun}’s delivery again now`,
      tag,
      auth: 'session',
      params: WebhookDeliveryParams,
      rateLimit: writeLimit,
      responses: { 202: WebhookDelivery },
    },
  }) satisfies Record<string, RouteContract>;

export type WebhookRoutesDeps = {
  channels: AlertChannels;
  deliveries: DeliveriesRepository;
  /** True: loopback and private URLs are accepted, http too (WEBHOOK_ALLOW_PRIVATE_HOSTS). */
  allowPrivateHosts: boolean;
  /** DISCORD_API_BASE: a Discord webhook URL must be under its /webhooks/. */
  discordApiBase: string;
  /** The server's VAPID public key (loadVapidKeys); rejects with why when it cannot be read. */
  pushPublicKey: () => Promise<string>;
  /** Telegram's getChat for a chat being added (TelegramSender.checkChat). */
  checkTelegramChat: (botToken: string, chatId: string) => Promise<SendResult>;
  /** The feed's newest seq (a test event carries it). */
  head(): Promise<number>;
  /** Runs a delivery turn now (DeliveryWorker.kick). */
  kick(): void;
};

/**
 * Refuses a URL a trader may not send to: not https (unless private hosts are allowed), or a host
 * that is or resolves to a loopback or private address. The fetcher checks again at each send,
 * connecting only to the address it checked, so a name that changes its answer later is caught
 * there too.
 */
async function checkUrl(url: string, allowPrivateHosts: boolean): Promise<void> {
  if (allowPrivateHosts) return;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') throw new HttpError(400, WEBHOOK_MESSAGES.notHttps);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true })).map((a) => a.address);
    } catch {
      throw new HttpError(400, WEBHOOK_MESSAGES.unresolved);
    }
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
    throw new HttpError(400, WEBHOOK_MESSAGES.notPublic);
  }
}

/** The post a webhook.test event carries: a sample, so a receiver can check its parser. */
function testPost(seq: number): Post {
  const now = new Date().toISOString();
  return {
    id: 'launchdeck-webhook-test',
    text: 'This is a test event from Launchdeck. CA: So11111111111111111111111111111111111111112',
    createdAt: now,
    author: { handle: 'launchdeck', name: 'Launchdeck' },
    platform: 'twitter',
    contract_addresses: [
      { address: 'So11111111111111111111111111111111111111112', chain: 'solana' },
    ],
    seq,
  };
}

/** The per-channel actions' paths and sentences, for webhooks and for channels of any kind. */
type ActionPaths = {
  paths: { channel: string; deliveries: string; test: string; retry: string };
  notFound: string;
  deliveryNotFound: string;
  deleted: string;
  noun: string;
};

const WEBHOOK_ACTIONS: ActionPaths = {
  paths: {
    channel: ALERTS_PATHS.webhook,
    deliveries: ALERTS_PATHS.deliveries,
    test: ALERTS_PATHS.test,
    retry: ALERTS_PATHS.retry,
  },
  notFound: WEBHOOK_MESSAGES.notFound,
  deliveryNotFound: WEBHOOK_MESSAGES.deliveryNotFound,
  deleted: WEBHOOK_MESSAGES.deleted,
  noun: 'webhook',
};

const CHANNEL_ACTIONS: ActionPaths = {
  paths: ALERT_CHANNEL_PATHS,
  notFound: WEBHOOK_MESSAGES.channelNotFound,
  deliveryNotFound: WEBHOOK_MESSAGES.channelDeliveryNotFound,
  deleted: WEBHOOK_MESSAGES.channelDeleted,
  noun: 'alert channel',
};

/**
 * Issue 51 item 2: a trader's alert channels over HTTP (x-session-id). Webhooks are made with a
 * secret shown once (/api/webhooks); Telegram chats and Discord webhooks at /api/alert-channels,
 * their secrets never answered; every kind listed, deleted, tested, its deliveries listed and
 * retried, at both paths.
 */
export function registerWebhookRoutes(http: FastifyInstance, deps: WebhookRoutesDeps): void {
  const route = router(http);
  const roomFor = async (userId: number) => {
    if ((await deps.channels.count(userId)) >= ALERT_LIMITS.channelsOwnedMax) {
      throw new HttpError(409, WEBHOOK_MESSAGES.tooManyChannels);
    }
  };

  route('GET', ALERTS_PATHS.webhooks, CONTRACTS.list, async ({ session }) => ({
    webhooks: await deps.channels.list(session.userId),
  }));

  route('POST', ALERTS_PATHS.webhooks, CONTRACTS.create, async ({ session, body, reply }) => {
    await checkUrl(body.url, deps.allowPrivateHosts);
    if ((await deps.channels.count(session.userId, 'webhook')) >= ALERT_LIMITS.webhooksMax) {
      throw new HttpError(409, WEBHOOK_MESSAGES.tooMany);
    }
    await roomFor(session.userId);
    const name = body.name ?? new URL(body.url).hostname;
    const created = await deps.channels.create(session.userId, name, body.url);
    reply.status(201).header('cache-control', 'no-store');
    return created;
  });

  route('GET', ALERT_CHANNEL_PATHS.pushKey, CHANNEL_CONTRACTS.pushKey, async ({ reply }) => {
    let publicKey: string;
    try {
      publicKey = await deps.pushPublicKey();
    } catch (error) {
      throw new HttpError(
        503,
        WEBHOOK_MESSAGES.pushUnavailable(error instanceof Error ? error.message : String(error)),
      );
    }
    reply.header('cache-control', 'no-store');
    return { publicKey };
  });

  route('GET', ALERT_CHANNEL_PATHS.channels, CHANNEL_CONTRACTS.list, async ({ session }) => ({
    channels: await deps.channels.listAll(session.userId),
  }));

  route(
    'POST',
    ALERT_CHANNEL_PATHS.channels,
    CHANNEL_CONTRACTS.create,
    async ({ session, body, reply }) => {
      let channel: NewChannel;
      if (body.kind === 'push') {
        const { subscription } = body;
        await checkUrl(subscription.endpoint, deps.allowPrivateHosts).catch(() => {
          throw new HttpError(400, WEBHOOK_MESSAGES.pushNotPublic);
        });
        const name = body.name ?? 'This browser';
        const secret = JSON.stringify(subscription);
        // The same browser subscribing again (another tab, or a new subscription replacing the
        // one that ended): one channel, renewed, so its rules go on sending to it.
        const replaced = body.replaces
          ? await deps.channels.find(session.userId, body.replaces)
          : undefined;
        const known =
          replaced?.kind === 'push'
            ? replaced
            : await deps.channels.findBySecret(session.userId, 'push', (stored) => {
                try {
                  const { endpoint } = JSON.parse(stored) as { endpoint?: unknown };
                  return endpoint === subscription.endpoint;
                } catch {
                  return false;
                }
              });
        const target = new URL(subscription.endpoint).host;
        reply.header('cache-control', 'no-store');
        if (known) return deps.channels.renew(known.id, { name, target, secret });
        channel = { kind: 'push', name, target, secret };
      } else if (body.kind === 'telegram') {
        await checkTelegram(body.botToken, body.chatId);
        channel = {
          kind: 'telegram',
          name: body.name ?? `Telegram ${body.chatId}`,
          target: body.chatId,
          secret: body.botToken,
        };
      } else {
        const checked = discordWebhookUrl(body.url, deps.discordApiBase);
        if (!checked.ok) throw new HttpError(400, checked.error);
        await checkUrl(body.url, deps.allowPrivateHosts);
        channel = {
          kind: 'discord',
          name: body.name ?? 'Discord',
          target: checked.display,
          secret: body.url,
        };
      }
      await roomFor(session.userId);
      const created = await deps.channels.add(session.userId, channel);
      reply.status(201).header('cache-control', 'no-store');
      return created;
    },
  );

  /**
   * Asks Telegram whether the bot reaches the chat, so a typo is said at once and under its
   * field. When Telegram cannot be asked (no answer), the chat is added unchecked: its Test says.
   */
  const checkTelegram = async (botToken: string, chatId: string) => {
    const said = await deps.checkTelegramChat(botToken, chatId);
    if (said.kind !== 'answered' || (said.status >= 200 && said.status < 300)) return;
    if (said.status === 401 || said.status === 404) {
      throw new HttpError(400, WEBHOOK_MESSAGES.telegramToken, {
        botToken: WEBHOOK_MESSAGES.telegramToken,
      });
    }
    const sentence = /chat not found/i.test(said.detail ?? '')
      ? WEBHOOK_MESSAGES.telegramChatNotFound
      : WEBHOOK_MESSAGES.telegramChatRefused(said.detail ?? `HTTP ${said.status}`);
    throw new HttpError(400, sentence, { chatId: sentence });
  };

  registerActions(route, deps, WEBHOOK_ACTIONS);
  registerActions(route, deps, CHANNEL_ACTIONS);
}

/** Delete, deliveries, test and retry for one channel, at `actions.paths`. */
function registerActions(
  route: ReturnType<typeof router>,
  deps: WebhookRoutesDeps,
  actions: ActionPaths,
): void {
  const { paths, noun } = actions;
  const owned = async (userId: number, id: string) => {
    const channel = await deps.channels.find(userId, id);
    if (!channel) throw new HttpError(404, actions.notFound);
    return channel;
  };
  const contracts = actionContracts(noun);

  route('DELETE', paths.channel, contracts.remove, async ({ session, params }) => {
    if (!(await deps.channels.remove(session.userId, params.id))) {
      throw new HttpError(404, actions.notFound);
    }
    return { message: actions.deleted };
  });

  route('GET', paths.deliveries, contracts.deliveries, async ({ session, params }) => {
    await owned(session.userId, params.id);
    return { deliveries: await deps.deliveries.list(params.id) };
  });

  route('POST', paths.test, contracts.test, async ({ session, params, reply }) => {
    await owned(session.userId, params.id);
    const seq = await deps.head();
    const payload = JSON.stringify({
      type: 'webhook.test',
      timestamp: new Date().toISOString(),
      data: { seq, post: testPost(seq) },
    });
    const id = await deps.deliveries.addTest(params.id, seq, payload);
    deps.kick();
    const listed = (await deps.deliveries.list(params.id)).find((d) => d.id === id);
    if (!listed) throw new HttpError(404, actions.deliveryNotFound);
    reply.status(202);
    return listed;
  });

  route('POST', paths.retry, contracts.retry, async ({ session, params, reply }) => {
    await owned(session.userId, params.id);
    const delivery = await deps.deliveries.retry(params.id, params.deliveryId);
    if (!delivery) throw new HttpError(404, actions.deliveryNotFound);
    deps.kick();
    reply.status(202);
    return delivery;
  });
}
