import type { WebhookPayload } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { FakePushService } from '../../test/alerts/fake-push.ts';
import { OutboundFetcher } from '../outbound/fetcher.ts';
import { isGone } from './channel-sender.ts';
import { PushSender, readSubscription } from './push-sender.ts';

const post = makePost({ id: 'p1', text: 'gm' });
const payload = JSON.stringify({
  type: 'post.created',
  timestamp: '2026-01-02T03:04:06.000Z',
  data: { seq: 7, post },
} satisfies WebhookPayload);

describe('PushSender', () => {
  let push: FakePushService;
  const made = webpush.generateVAPIDKeys();
  const keys = { ...made, subject: 'mailto:ops@deck.example' };
  const sender = new PushSender({
    fetcher: new OutboundFetcher({ allowPrivateHosts: true }),
    keys: async () => keys,
  });
  beforeAll(async () => {
    push = await FakePushService.start();
  });
  afterAll(() => push.close());

  it('sends the notification encrypted for the subscription, 201', async () => {
    const subscription = push.subscribe(keys.publicKey);
    const result = await sender.send(JSON.stringify(subscription), payload);
    expect(result).toEqual({ kind: 'answered', status: 201 });
    const [received] = await push.waitForPushes(1);
    expect(JSON.parse(received?.payload ?? '{}')).toMatchObject({ tag: 'post:p1', seq: 7 });
  });

  it('says an ended subscription is gone, with the service’s words and no endpoint', async () => {
    const subscription = push.subscribe(keys.publicKey);
    push.expire(subscription.endpoint);
    const result = await sender.send(JSON.stringify(subscription), payload);
    expect(result).toMatchObject({ kind: 'answered', status: 410 });
    if (result.kind !== 'answered') throw new Error('not answered');
    expect(result.detail).toBeTruthy();
    expect(result.detail).not.toContain(new URL(subscription.endpoint).pathname);
    expect(isGone('push', result)).toBe(true);
  });

  it('is refused (403, gone) by a subscription made with another VAPID key', async () => {
    const subscription = push.subscribe(webpush.generateVAPIDKeys().publicKey);
    const result = await sender.send(JSON.stringify(subscription), payload);
    expect(result).toMatchObject({ kind: 'answered', status: 403 });
    if (result.kind !== 'answered') throw new Error('not answered');
    expect(isGone('push', result)).toBe(true);
  });

  it('reads Retry-After from a 429 and keeps a 5xx retryable (not gone)', async () => {
    const subscription = JSON.stringify(push.subscribe(keys.publicKey));
    push.failNext({ kind: 'status', status: 429, retryAfter: 3 });
    const limited = await sender.send(subscription, payload);
    expect(limited).toMatchObject({ kind: 'answered', status: 429, retryAfterMs: 3_000 });
    push.failNext({ kind: 'status', status: 503 });
    const down = await sender.send(subscription, payload);
    expect(down).toMatchObject({ kind: 'answered', status: 503 });
    if (down.kind !== 'answered') throw new Error('not answered');
    expect(isGone('push', down)).toBe(false);
  });

  it('is unreachable when the connection drops, refused for a private host when not allowed', async () => {
    const subscription = JSON.stringify(push.subscribe(keys.publicKey));
    push.failNext({ kind: 'drop' });
    expect(await sender.send(subscription, payload)).toMatchObject({ kind: 'unreachable' });
    const publicOnly = new PushSender({ fetcher: new OutboundFetcher(), keys: async () => keys });
    expect(await publicOnly.send(subscription, payload)).toMatchObject({ kind: 'refused' });
  });

  it('refuses what it cannot read, and says why when the keys cannot be loaded', async () => {
    expect(readSubscription('{"endpoint":"x"}')).toBeUndefined();
    expect(await sender.send('not json', payload)).toMatchObject({ kind: 'refused' });
    const subscription = JSON.stringify(push.subscribe(keys.publicKey));
    expect(await sender.send(subscription, 'not json')).toMatchObject({ kind: 'refused' });
    const broken = new PushSender({
      fetcher: new OutboundFetcher({ allowPrivateHosts: true }),
      keys: () => Promise.reject(new Error('the stored VAPID key cannot be read')),
    });
    expect(await broken.send(subscription, payload)).toEqual({
      kind: 'refused',
      error: 'the stored VAPID key cannot be read',
    });
  });
});
