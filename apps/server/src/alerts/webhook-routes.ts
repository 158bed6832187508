import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import {
  ALERT_LIMITS,
  ALERTS_PATHS,
  CreateWebhookBody,
  MessageResponseBody,
  type Post,
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
import type { WebhookChannels } from './channels-repository.ts';
import type { DeliveriesRepository } from './deliveries-repository.ts';

export const WEBHOOK_MESSAGES = {
  notHttps: 'A webhook URL must start with https://.',
  notPublic: 'That webhook URL points at a private network address; use a public one.',
  unresolved: 'That webhook URL’s host name does not resolve.',
  tooMany: `You have ${ALERT_LIMITS.webhooksMax} webhooks already; delete one to add another.`,
  notFound: 'No such webhook.',
  deliveryNotFound: 'No such delivery for this webhook.',
  deleted: 'Webhook deleted.',
  rateLimited: 'Too many webhook changes. Please wait a minute and try again.',
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
  remove: {
    summary: 'Delete a webhook and its deliveries',
    tag,
    auth: 'session',
    params: WebhookParams,
    rateLimit: writeLimit,
    responses: { 200: MessageResponseBody },
  },
  deliveries: {
    summary: 'A webhook’s recent deliveries, newest first',
    tag,
    auth: 'session',
    params: WebhookParams,
    responses: { 200: WebhookDeliveriesResponse },
  },
  test: {
    summary: 'Send a webhook.test event now',
    tag,
    auth: 'session',
    params: WebhookParams,
    rateLimit: writeLimit,
    responses: { 202: WebhookDelivery },
  },
  retry: {
    summary: 'Send a delivery again now',
    tag,
    auth: 'session',
    params: WebhookDeliveryParams,
    rateLimit: writeLimit,
    responses: { 202: WebhookDelivery },
  },
} satisfies Record<string, RouteContract>;

export type WebhookRoutesDeps = {
  channels: WebhookChannels;
  deliveries: DeliveriesRepository;
  /** True: loopback and private URLs are accepted, http too (WEBHOOK_ALLOW_PRIVATE_HOSTS). */
  allowPrivateHosts: boolean;
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

/**
 * Issue 51 item 2: a trader's webhooks over HTTP (x-session-id): made with a secret shown once,
 * listed without it, deleted; each one's recent deliveries, a test event, a retry.
 */
export function registerWebhookRoutes(http: FastifyInstance, deps: WebhookRoutesDeps): void {
  const route = router(http);
  const owned = async (userId: number, id: string) => {
    const webhook = await deps.channels.find(userId, id);
    if (!webhook) throw new HttpError(404, WEBHOOK_MESSAGES.notFound);
    return webhook;
  };

  route('GET', ALERTS_PATHS.webhooks, CONTRACTS.list, async ({ session }) => ({
    webhooks: await deps.channels.list(session.userId),
  }));

  route('POST', ALERTS_PATHS.webhooks, CONTRACTS.create, async ({ session, body, reply }) => {
    await checkUrl(body.url, deps.allowPrivateHosts);
    if ((await deps.channels.count(session.userId)) >= ALERT_LIMITS.webhooksMax) {
      throw new HttpError(409, WEBHOOK_MESSAGES.tooMany);
    }
    const name = body.name ?? new URL(body.url).hostname;
    const created = await deps.channels.create(session.userId, name, body.url);
    reply.status(201).header('cache-control', 'no-store');
    return created;
  });

  route('DELETE', ALERTS_PATHS.webhook, CONTRACTS.remove, async ({ session, params }) => {
    if (!(await deps.channels.remove(session.userId, params.id))) {
      throw new HttpError(404, WEBHOOK_MESSAGES.notFound);
    }
    return { message: WEBHOOK_MESSAGES.deleted };
  });

  route('GET', ALERTS_PATHS.deliveries, CONTRACTS.deliveries, async ({ session, params }) => {
    await owned(session.userId, params.id);
    return { deliveries: await deps.deliveries.list(params.id) };
  });

  route('POST', ALERTS_PATHS.test, CONTRACTS.test, async ({ session, params, reply }) => {
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
    if (!listed) throw new HttpError(404, WEBHOOK_MESSAGES.deliveryNotFound);
    reply.status(202);
    return listed;
  });

  route('POST', ALERTS_PATHS.retry, CONTRACTS.retry, async ({ session, params, reply }) => {
    await owned(session.userId, params.id);
    const delivery = await deps.deliveries.retry(params.id, params.deliveryId);
    if (!delivery) throw new HttpError(404, WEBHOOK_MESSAGES.deliveryNotFound);
    deps.kick();
    reply.status(202);
    return delivery;
  });
}
