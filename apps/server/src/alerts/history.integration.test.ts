import type { AlertRule, WebhookCreated, WebhookPayload } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeHttpServer, sendJson } from '../../test/fake-http.ts';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';

const ADDRESS = '5fLWHE32ZxWcAPEqVRVQkRwDwF3BN34TqWBWKjakpump';

/**
 * A rule hears of what is stored after it was saved, never of history: with no rule, no node
 * moves the outbox's cursor on (the module stays quiet), so the first rule finds it far behind.
 */
describe.each(storageKinds())('alert rules and history on %s', (kind) => {
  let server: TestServer;
  let receiver: FakeHttpServer;
  let session: string;

  const call = async <T>(method: string, path: string, body?: unknown) => {
    const response = await server.request(method, path, body, session);
    return { status: response.status, body: (await response.json()) as T };
  };
  const postIds = () =>
    receiver.requests.map((r) => (JSON.parse(r.body) as WebhookPayload).data.post.id);

  beforeAll(async () => {
    receiver = await FakeHttpServer.start((_request, response) => sendJson(response, 200, {}));
    server = await startTestServer(kind, {
      INGEST_TOKEN: 'ingest-token-for-tests-0123456789',
      WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
    });
    await server.addUser('late', 'late-password');
    session = (await server.login('late', 'late-password')).sessionId;
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  it('sends a rule made after matching posts none of them, and the next one once', async () => {
    const old = [1, 2, 3].map((n) => makePostInput({ text: `old drop ${n} ${ADDRESS}` }));
    for (const post of old) await server.ingest(post);
    // As a quiet module leaves it after a long time without rules: the cursor at the start.
    await server.storage.db.execute(sql`
      insert into alert_cursor (name, seq) values ('alerts', 0)
      on conflict (name) do update set seq = 0`);

    const webhook = await call<WebhookCreated>('POST', '/api/webhooks', {
      url: `${receiver.url}/hook`,
    });
    expect(webhook.status).toBe(201);
    const rule = await call<AlertRule>('POST', '/api/alert-rules', {
      name: 'Drops',
      kinds: ['post'],
      hasAddress: true,
      channels: [webhook.body.id],
    });
    expect(rule.status).toBe(201);

    const fresh = makePostInput({ text: `new drop ${ADDRESS}` });
    await server.ingest(fresh);
    const deadline = Date.now() + 8_000;
    while (!postIds().includes(fresh.id) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await server.app.alerts.idle();
    expect(postIds()).toEqual([fresh.id]);
  });
});
