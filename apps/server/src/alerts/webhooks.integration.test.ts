import type { ServerResponse } from 'node:http';
import {
  type AlertRule,
  WEBHOOK_EVENT_TYPES,
  type WebhookCreated,
  type WebhookDeliveriesResponse,
  type WebhookPayload,
} from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeHttpServer, type SeenRequest, sendJson } from '../../test/fake-http.ts';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { openTestStorage, storageKinds } from '../../test/storage/support.ts';
import type { Storage } from '../storage/database.ts';
import { alertChannels } from '../storage/schema.ts';

const TOKEN = 'ingest-token-for-tests-0123456789';
const ADDRESS = '5fLWHE32ZxWcAPEqVRVQkRwDwF3BN34TqWBWKjakpump';

/** A webhook receiver: answers each request with the next queued answer, else 200. */
class Receiver {
  readonly answers: (number | 'drop')[] = [];
  constructor(readonly http: FakeHttpServer) {}

  static async start(): Promise<Receiver> {
    let receiver: Receiver | undefined;
    const http = await FakeHttpServer.start((_request: SeenRequest, response: ServerResponse) => {
      const answer = receiver?.answers.shift() ?? 200;
      if (answer === 'drop') response.socket?.destroy();
      else sendJson(response, answer, {});
    });
    receiver = new Receiver(http);
    return receiver;
  }

  get url() {
    return `${this.http.url}/hook`;
  }

  /** The requests whose body's type is one of ours and whose post is `postId`. */
  forPost(postId: string): SeenRequest[] {
    return this.http.requests.filter((r) => {
      try {
        return (JSON.parse(r.body) as WebhookPayload).data.post.id === postId;
      } catch {
        return false;
      }
    });
  }

  async waitFor(postId: string, count = 1, timeoutMs = 8_000): Promise<SeenRequest[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const seen = this.forPost(postId);
      if (seen.length >= count) return seen;
      if (Date.now() > deadline) throw new Error(`${count} requests for ${postId} did not come`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

const headersOf = (request: SeenRequest) => ({
  'webhook-id': String(request.headers['webhook-id']),
  'webhook-timestamp': String(request.headers['webhook-timestamp']),
  'webhook-signature': String(request.headers['webhook-signature']),
});

describe.each(storageKinds())('webhook alerts on %s', (kind) => {
  let server: TestServer;
  let receiver: Receiver;
  let session: string;
  let webhook: WebhookCreated;

  const call = async <T>(method: string, path: string, body?: unknown) => {
    const response = await server.request(method, path, body, session);
    return { status: response.status, body: (await response.json()) as T };
  };

  let storage: Storage;
  const env = {
    INGEST_TOKEN: TOKEN,
    // One key across the restart, as an operator's WALLET_ENCRYPTION_KEY or DATA_DIR keeps it.
    WALLET_ENCRYPTION_KEY: '11'.repeat(32),
    WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
    WEBHOOK_RETRY_SCHEDULE: '1,1',
  };

  beforeAll(async () => {
    receiver = await Receiver.start();
    // Storage of the test's own, so a restart keeps it.
    storage = await openTestStorage(kind);
    server = await startTestServer(kind, env, {}, storage);
    await server.addUser('alerted', 'alerted-password');
    session = (await server.login('alerted', 'alerted-password')).sessionId;
    const created = await call<WebhookCreated>('POST', '/api/webhooks', { url: receiver.url });
    expect(created.status).toBe(201);
    webhook = created.body;
    const rule = await call<AlertRule>('POST', '/api/alert-rules', {
      name: 'Drops',
      kinds: ['post', 'reply', 'delete'],
      hasAddress: true,
      channels: [webhook.id],
    });
    expect(rule.status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await storage.close();
    await receiver.http.close();
  });

  it('answers the secret once, keeps it encrypted, and lists the webhook without it', async () => {
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const listed = await call<{ webhooks: object[] }>('GET', '/api/webhooks');
    expect(listed.body.webhooks).toEqual([
      { id: webhook.id, name: '127.0.0.1', url: receiver.url, createdAt: webhook.createdAt },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(webhook.secret);
    const [row] = await server.storage.db
      .select({ secret: alertChannels.secret })
      .from(alertChannels)
      .where(eq(alertChannels.id, webhook.id));
    expect(row?.secret).not.toContain(webhook.secret.slice(6));
  });

  it('sends a matching post, signed as the library verifies it, and nothing for one that does not match', async () => {
    const quiet = makePostInput({ text: 'gm, no address here' });
    const post = makePostInput({ text: `new drop ${ADDRESS}` });
    await server.ingest(quiet);
    await server.ingest(post);
    const [request] = await receiver.waitFor(post.id);
    if (!request) throw new Error('no request');
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/hook');
    const verified = new Webhook(webhook.secret).verify(request.body, headersOf(request));
    const payload = verified as WebhookPayload;
    expect(payload.type).toBe('post.created');
    expect(payload.data.post).toMatchObject({
      id: post.id,
      contract_addresses: [{ address: ADDRESS }],
    });
    expect(payload.data.seq).toBe(payload.data.post.seq);
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another secret!!').toString('base64')}`).verify(
        request.body,
        headersOf(request),
      ),
    ).toThrow();
    await server.app.alerts.idle();
    expect(receiver.forPost(quiet.id)).toEqual([]);
  });

  it('tries again after a 500 and after a dropped connection, with the same webhook-id', async () => {
    receiver.answers.push(500, 'drop');
    const post = makePostInput({ text: `retry me ${ADDRESS}` });
    await server.ingest(post);
    const requests = await receiver.waitFor(post.id, 3);
    const ids = new Set(requests.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    await server.app.alerts.idle();
    const listed = await call<WebhookDeliveriesResponse>(
      'GET',
      `/api/webhooks/${webhook.id}/deliveries`,
    );
    const delivery = listed.body.deliveries.find((d) => d.postId === post.id);
    expect(delivery).toMatchObject({
      type: 'post.created',
      status: 'delivered',
      attempts: 3,
      lastStatusCode: 200,
    });
    expect(delivery?.id).toBe([...ids][0]);
  }, 20_000);

  it('tells a deletion as post.deleted', async () => {
    const post = makePostInput({ text: `soon deleted ${ADDRESS}` });
    await server.ingest(post);
    await receiver.waitFor(post.id);
    await server.ingest({ type: 'deleted_tweet', id: post.id });
    const requests = await receiver.waitFor(post.id, 2);
    const types = requests.map((r) => (JSON.parse(r.body) as WebhookPayload).type);
    expect(types).toEqual(['post.created', 'post.deleted']);
  });

  it('sends a test event on request, and a delivery again on request', async () => {
    const test = await call<{ id: string; type: string }>(
      'POST',
      `/api/webhooks/${webhook.id}/test`,
    );
    expect(test.status).toBe(202);
    expect(test.body.type).toBe('webhook.test');
    const [request] = await receiver.waitFor('launchdeck-webhook-test');
    if (!request) throw new Error('no request');
    expect(
      (new Webhook(webhook.secret).verify(request.body, headersOf(request)) as WebhookPayload).type,
    ).toBe('webhook.test');
    const again = await call<{ status: string }>(
      'POST',
      `/api/webhooks/${webhook.id}/deliveries/${test.body.id}/retry`,
    );
    expect(again.status).toBe(202);
    await receiver.waitFor('launchdeck-webhook-test', 2);
    expect(WEBHOOK_EVENT_TYPES).toContain('webhook.test');
  });

  it("refuses another trader's webhook and unknown deliveries with a sentence", async () => {
    await server.addUser('other', 'other-password');
    const other = (await server.login('other', 'other-password')).sessionId;
    const response = await server.request(
      'GET',
      `/api/webhooks/${webhook.id}/deliveries`,
      undefined,
      other,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No such webhook.' });
    const retry = await call<{ error: string }>(
      'POST',
      `/api/webhooks/${webhook.id}/deliveries/msg_nosuchdelivery000/retry`,
    );
    expect(retry.status).toBe(404);
  });

  it('gives up after the whole schedule, disables the webhook and says why', async () => {
    const failing = await call<WebhookCreated>('POST', '/api/webhooks', {
      url: `${receiver.http.url}/failing`,
      name: 'Always down',
    });
    const rule = await call<AlertRule>('POST', '/api/alert-rules', {
      name: 'To the failing one',
      kinds: ['post'],
      keywords: ['doomed'],
      channels: [failing.body.id],
    });
    expect(rule.status).toBe(201);
    receiver.answers.push(503, 503, 503);
    const post = makePostInput({ text: 'a doomed post' });
    await server.ingest(post);
    await receiver.waitFor(post.id, 3);
    const deadline = Date.now() + 5_000;
    let disabled: { disabledAt?: string; disabledReason?: string } | undefined;
    while (!disabled?.disabledAt && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      const listed = await call<{ webhooks: (typeof disabled & { id: string })[] }>(
        'GET',
        '/api/webhooks',
      );
      disabled = listed.body.webhooks.find((w) => w?.id === failing.body.id);
    }
    expect(disabled?.disabledReason).toMatch(/whole retry schedule .*HTTP 503/);
    const deliveries = await call<WebhookDeliveriesResponse>(
      'GET',
      `/api/webhooks/${failing.body.id}/deliveries`,
    );
    expect(deliveries.body.deliveries[0]).toMatchObject({ status: 'given_up', attempts: 3 });
  }, 20_000);

  it('keeps pending alerts through a restart and delivers each once', async () => {
    receiver.answers.push(503);
    const post = makePostInput({ text: `across a restart ${ADDRESS}` });
    await server.ingest(post);
    await receiver.waitFor(post.id, 1);
    await server.close();
    server = await startTestServer(kind, env, {}, storage);
    session = (await server.login('alerted', 'alerted-password')).sessionId;
    const requests = await receiver.waitFor(post.id, 2);
    await new Promise((r) => setTimeout(r, 1_500));
    await server.app.alerts.idle();
    expect(receiver.forPost(post.id)).toHaveLength(requests.length);
    expect(receiver.forPost(post.id)).toHaveLength(2);
  }, 30_000);
});

describe('webhook URLs a trader gives', () => {
  let server: TestServer;
  let session: string;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.addUser('careful', 'careful-password');
    session = (await server.login('careful', 'careful-password')).sessionId;
  });
  afterAll(() => server.close());

  it.each([
    ['loopback', 'https://127.0.0.1/hook', /private network/],
    ['a private network', 'https://10.1.2.3/hook', /private network/],
    ['IPv6 loopback', 'https://[::1]/hook', /private network/],
    ['link-local (cloud metadata)', 'https://169.254.169.254/latest', /private network/],
    ['plain http', 'http://example.com/hook', /https/],
    ['a javascript: link', 'javascript:alert(1)', /http/],
  ])('refuses %s', async (_name, url, message) => {
    const response = await server.request('POST', '/api/webhooks', { url }, session);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });
});
