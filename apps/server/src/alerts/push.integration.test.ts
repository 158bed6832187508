import {
  type AlertChannel,
  type AlertChannelsResponse,
  type AlertRule,
  type PushKeyResponse,
  PushNotification,
  type WebhookDeliveriesResponse,
} from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakePushService } from '../../test/alerts/fake-push.ts';
import { nextEvent, startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { until } from '../../test/until-support.ts';
import { alertChannels } from '../storage/schema.ts';

const ADDRESS = '5fLWHE32ZxWcAPEqVRVQkRwDwF3BN34TqWBWKjakpump';

/**
 * Issue 51 item 2: a browser's push subscription as an alert channel, end to end through the
 * server (the `web-push` library, VAPID, aes128gcm) against a loopback push service that checks
 * the VAPID JWT and decrypts with the subscription's own keys, as a browser's would.
 */
describe.each(storageKinds())('Web Push alert channels on %s', (kind) => {
  let server: TestServer;
  let push: FakePushService;
  let session: string;
  let publicKey: string;

  const call = async <T>(method: string, path: string, body?: unknown) => {
    const response = await server.request(method, path, body, session);
    return { status: response.status, body: (await response.json()) as T };
  };
  const addChannel = (body: object) =>
    call<AlertChannel & { error?: string }>('POST', '/api/alert-channels', body);
  const deliveriesOf = async (id: string) =>
    (await call<WebhookDeliveriesResponse>('GET', `/api/alert-channels/${id}/deliveries`)).body
      .deliveries;

  beforeAll(async () => {
    push = await FakePushService.start();
    server = await startTestServer(kind, {
      INGEST_TOKEN: 'ingest-token-for-tests-0123456789',
      WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
      WEBHOOK_RETRY_SCHEDULE: '1,1',
      VAPID_SUBJECT: 'mailto:ops@deck.example',
    });
    await server.addUser('pushy', 'pushy-password');
    session = (await server.login('pushy', 'pushy-password')).sessionId;
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await push.close();
  });

  it('answers the VAPID public key to a signed-in trader only', async () => {
    const key = await call<PushKeyResponse>('GET', '/api/alert-channels/push-key');
    expect(key.status).toBe(200);
    expect(key.body.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    publicKey = key.body.publicKey;
    const again = await call<PushKeyResponse>('GET', '/api/alert-channels/push-key');
    expect(again.body.publicKey).toBe(publicKey);
    const anonymous = await server.request('GET', '/api/alert-channels/push-key');
    expect(anonymous.status).toBe(401);
  });

  it('refuses a subscription that is not one, with a sentence', async () => {
    const good = push.subscribe(publicKey);
    const cases: [object, RegExp][] = [
      [{ ...good, endpoint: 'not a url' }, /push service’s URL/],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, /65 bytes/],
      [{ ...good, keys: { ...good.keys, auth: '!!!' } }, /base64url/],
      [{ endpoint: good.endpoint }, /keys/],
    ];
    for (const [subscription, sentence] of cases) {
      const refused = await addChannel({ kind: 'push', subscription });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(sentence);
    }
    expect((await call<AlertChannelsResponse>('GET', '/api/alert-channels')).body.channels).toEqual(
      [],
    );
  });

  it('sends a matching post to the browser, encrypted for it; one channel per browser', async () => {
    const subscription = push.subscribe(publicKey);
    const added = await addChannel({ kind: 'push', name: 'Chrome on Linux', subscription });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      kind: 'push',
      name: 'Chrome on Linux',
      target: new URL(push.url).host,
    });
    // The same browser subscribing again (another tab): the same channel, renewed.
    const again = await addChannel({ kind: 'push', name: 'Chrome', subscription });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: added.body.id, name: 'Chrome' });
    const listed = JSON.stringify(
      (await call<AlertChannelsResponse>('GET', '/api/alert-channels')).body,
    );
    expect(listed).not.toContain(subscription.keys.auth);
    expect(listed).not.toContain(new URL(subscription.endpoint).pathname);
    for (const row of await server.storage.db.select().from(alertChannels)) {
      expect(row.secret).not.toContain(subscription.keys.auth);
    }

    const rule = await call<AlertRule>('POST', '/api/alert-rules', {
      name: 'Drops',
      kinds: ['post'],
      hasAddress: true,
      channels: [added.body.id],
    });
    expect(rule.status).toBe(201);
    const post = makePostInput({
      text: `Launching now: ${ADDRESS} 🚀`,
      author: { handle: 'dev', name: 'Dev 🐸' },
    });
    await server.ingest(post);
    const [received] = await push.waitForPushes(1);
    if (!received) throw new Error('no push');
    expect(received.endpoint).toBe(subscription.endpoint);
    expect(received).toMatchObject({
      ttl: 900,
      urgency: 'high',
      vapidSubject: 'mailto:ops@deck.example',
    });
    const notification = PushNotification.parse(JSON.parse(received.payload));
    expect(notification).toMatchObject({
      title: expect.stringContaining('Dev 🐸 (@dev)'),
      body: `CA ${ADDRESS}\nLaunching now: ${ADDRESS} 🚀`,
      tag: `post:${post.id}`,
      url: `/?post=${encodeURIComponent(post.id)}`,
    });
    await server.app.alerts.idle();
    const [delivered] = await deliveriesOf(added.body.id);
    expect(delivered).toMatchObject({ status: 'delivered', lastStatusCode: 201, postId: post.id });
  });

  it('waits out a push service’s 429 and its Retry-After, then delivers; Test sends a test alert', async () => {
    const [channel] = (await call<AlertChannelsResponse>('GET', '/api/alert-channels')).body
      .channels;
    if (!channel) throw new Error('no channel');
    const before = push.received.length;
    push.failNext({ kind: 'status', status: 429, retryAfter: 1, body: 'slow down' });
    const post = makePostInput({ text: `second drop ${ADDRESS}` });
    await server.ingest(post);
    await push.waitForPushes(before + 1, 10_000);
    await server.app.alerts.idle();
    const [latest] = await deliveriesOf(channel.id);
    expect(latest).toMatchObject({ postId: post.id, status: 'delivered', attempts: 2 });

    const test = await call('POST', `/api/alert-channels/${channel.id}/test`);
    expect(test.status).toBe(202);
    const [tested] = (await push.waitForPushes(before + 2)).slice(-1);
    expect(PushNotification.parse(JSON.parse(tested?.payload ?? '{}')).title).toBe(
      'Test alert · Launchdeck (@launchdeck)',
    );
  });

  it('turns the channel off when the browser’s subscription has ended, tells the owner, and takes it back renewed', async () => {
    const window = server.socket();
    const ready = nextEvent(window, 'initialTweets');
    window.emit('user_connected', { sessionId: session });
    await ready;
    const notices: string[] = [];
    window.on('account_notice', ({ message }) => notices.push(message));

    const subscription = push.subscribe(publicKey);
    const added = await addChannel({ kind: 'push', name: 'Old phone', subscription });
    push.expire(subscription.endpoint);
    await call('POST', `/api/alert-channels/${added.body.id}/test`);
    const deadline = Date.now() + 8_000;
    let channel: AlertChannel | undefined;
    while (Date.now() < deadline) {
      const { channels } = (await call<AlertChannelsResponse>('GET', '/api/alert-channels')).body;
      channel = channels.find((c) => c.id === added.body.id);
      if (channel?.disabledReason) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(channel?.disabledReason).toMatch(
      /^The browser’s push service says this browser's subscription has ended \(HTTP 410.*\); turn on push alerts again on that browser\.$/,
    );
    await until(() => notices.at(-1), 'the notice');
    expect(notices.at(-1)).toMatch(/^Alerts stopped going to your browser “Old phone”: /);

    // Subscribed again on that browser (a new endpoint), naming the channel it replaces: the same
    // channel, so its rules send to it again.
    const fresh = push.subscribe(publicKey);
    const back = await addChannel({
      kind: 'push',
      name: 'Old phone',
      subscription: fresh,
      replaces: added.body.id,
    });
    expect(back.status).toBe(200);
    expect(back.body.id).toBe(added.body.id);
    expect(back.body.disabledReason).toBeUndefined();
    const before = push.received.length;
    await call('POST', `/api/alert-channels/${added.body.id}/test`);
    const [tested] = (await push.waitForPushes(before + 1)).slice(-1);
    expect(tested?.endpoint).toBe(fresh.endpoint);
    // Another trader's channel, or one that is not a push channel, is not replaced.
    const stranger = await addChannel({
      kind: 'push',
      subscription: push.subscribe(publicKey),
      replaces: 'wp_notmine',
    });
    expect(stranger.status).toBe(201);
    expect(stranger.body.id).not.toBe(added.body.id);
  });
});
