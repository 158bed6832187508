import {
  type AlertChannelsResponse,
  type PushKeyResponse,
  PushNotification,
} from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { FakePushService, type FakePushSubscription } from '@launchdeck/server/testing';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, createTrader } from './fixtures/api.ts';
import { openFeedAs } from './fixtures/app.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/**
 * Issue 51: push to a browser. A trader turns on push alerts in Settings → Alerts; a matching post
 * is sent by the server (web-push: VAPID, aes128gcm) to a loopback push service that checks the
 * JWT and decrypts with the subscription's keys; the decrypted message is handed to the page's
 * real service worker (CDP ServiceWorker.deliverPushMessage, as the browser's push service
 * would), which shows the notification; its click handler tells the open window, which reveals
 * the card. Offline Chromium has no push service of its own (subscribe fails), so the
 * page's PushManager answers the loopback service's subscription: everything after it is real.
 */

const ADDRESS = '5fLWHE32ZxWcAPEqVRVQkRwDwF3BN34TqWBWKjakpump';

let push: FakePushService;

test.beforeAll(async () => {
  push = await FakePushService.start();
});

test.afterAll(async () => {
  await push?.close();
});

/**
 * The page's PushManager hands out `subscription` (made by the loopback push service for the
 * server's key) for the key it was made with, and refuses another key as a browser would.
 */
async function useLoopbackPushService(page: Page, subscription: FakePushSubscription, key: string) {
  await page.addInitScript(
    ([json, serverKey]) => {
      const base64url = (bytes: ArrayBuffer | Uint8Array) =>
        btoa(String.fromCharCode(...new Uint8Array(bytes)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const decode = (text: string) =>
        Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      const made = () => ({
        endpoint: json.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: decode(serverKey).buffer },
        getKey: (name: 'p256dh' | 'auth') => decode(json.keys[name]).buffer,
        toJSON: () => json,
        unsubscribe: async () => {
          localStorage.removeItem('e2e-push-subscribed');
          return true;
        },
      });
      PushManager.prototype.subscribe = async function subscribe(options) {
        const asked = options?.applicationServerKey;
        const given =
          typeof asked === 'string'
            ? asked
            : asked
              ? base64url(asked instanceof ArrayBuffer ? asked : new Uint8Array(asked.buffer))
              : '';
        if (given !== serverKey) throw new DOMException('wrong key', 'InvalidStateError');
        localStorage.setItem('e2e-push-subscribed', '1');
        return made() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return localStorage.getItem('e2e-push-subscribed')
          ? (made() as unknown as PushSubscription)
          : null;
      };
    },
    [subscription, key] as const,
  );
}

type WorkerVersion = {
  registrationId: string;
  status: string;
  runningStatus: string;
  controlledClients?: string[];
};

/**
 * The registration of the service worker that controls `page`, as CDP knows it: the version whose
 * controlled clients include the page's own target, activated (a browser may list other
 * registrations, of other contexts, with the same scope).
 */
async function serviceWorkerOf(context: BrowserContext, page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 15_000,
    })
    .toBe(true);
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const versions: WorkerVersion[] = [];
  cdp.on('ServiceWorker.workerVersionUpdated', (event) => {
    versions.push(...(event.versions as WorkerVersion[]));
  });
  await cdp.send('ServiceWorker.enable');
  const mine = () =>
    versions.findLast(
      (v) => v.status === 'activated' && v.controlledClients?.includes(targetInfo.targetId),
    );
  await expect.poll(() => mine()?.registrationId, { timeout: 15_000 }).toBeTruthy();
  const registrationId = mine()?.registrationId;
  if (!registrationId) throw new Error('no service worker controls the page');
  return { cdp, registrationId };
}

test('a trader turns push on, a matching post arrives as a notification, and it opens the card', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL ?? '').origin;
  await context.grantPermissions(['notifications'], { origin });
  await page.setViewportSize({ width: 1280, height: 800 });
  const trader = await createTrader(request);
  const { sessionId } = await apiLogin(request, trader.username, trader.password);
  const asTrader = { headers: { 'x-session-id': sessionId } };
  const { publicKey } = (await (
    await request.get('/api/alert-channels/push-key', asTrader)
  ).json()) as PushKeyResponse;
  const subscription = push.subscribe(publicKey);
  await useLoopbackPushService(page, subscription, publicKey);
  await openFeedAs(page, trader);

  // Settings → Alerts → Add a channel → Push → Turn on push alerts.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('tab', { name: 'Alerts', exact: true }).click();
  await settings
    .getByRole('group', { name: 'Add a channel' })
    .getByRole('button', { name: 'Push' })
    .click();
  const form = settings.getByRole('form', { name: 'Push to this browser' });
  await form.getByRole('button', { name: 'Turn on push alerts' }).click();
  const channels = settings.getByRole('list', { name: 'Channels' });
  const row = channels.getByRole('listitem').filter({ hasText: 'Push' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(new URL(push.url).host);
  await expect(form.getByRole('status')).toContainText(/Added|Push alerts are on/);
  await row.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await keepScreenshot(page, 'alerts-push-1280');

  // A rule sending drops to it, and a matching post.
  const listed = (await (
    await request.get('/api/alert-channels', asTrader)
  ).json()) as AlertChannelsResponse;
  const channel = listed.channels.find((c) => c.kind === 'push');
  if (!channel) throw new Error('no push channel');
  const rule = await request.post('/api/alert-rules', {
    ...asTrader,
    data: {
      name: 'Drops to my browser',
      kinds: ['post'],
      hasAddress: true,
      channels: [channel.id],
    },
  });
  expect(rule.status()).toBe(201);
  // An id of its own: the server keeps the posts of every journey before this one.
  const post = makePostInput({
    id: `push-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    text: `New coin: ${ADDRESS}`,
    author: { handle: 'pushdev', name: 'Push Dev' },
  });
  await ingest(request, [post]);

  // The push service got it, encrypted for this subscription, and decrypts it.
  // This trader's subscription's push (the service keeps every push of the file's journeys).
  const mine = () => push.received.find((r) => r.endpoint === subscription.endpoint);
  await expect.poll(() => mine() !== undefined, { timeout: 15_000 }).toBe(true);
  const received = mine();
  if (!received) throw new Error('no push');
  expect(received.endpoint).toBe(subscription.endpoint);
  const notification = PushNotification.parse(JSON.parse(received.payload));
  expect(notification).toMatchObject({
    title: 'New post on X · Push Dev (@pushdev)',
    tag: `post:${post.id}`,
  });

  // The browser's push service hands it to the service worker, which shows it.
  const { cdp, registrationId } = await serviceWorkerOf(context, page);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: received.payload,
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
          })),
        ),
      { timeout: 15_000 },
    )
    .toEqual([
      {
        title: notification.title,
        body: `CA ${ADDRESS}\nNew coin: ${ADDRESS}`,
        tag: `post:${post.id}`,
      },
    ]);

  // Clicked: the worker's own click handler runs on the shown notification (a click cannot be
  // made on a headless browser's notification; the event is dispatched to the same listener).
  await settings.getByLabel('Close').click();
  // The highlight holds still for the picture (its reduced-motion form).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  await worker.evaluate(async () => {
    const scope = self as unknown as EventTarget & { registration: ServiceWorkerRegistration };
    const [shown] = await scope.registration.getNotifications();
    let handled: Promise<unknown> = Promise.resolve();
    const click = new Event('notificationclick');
    Object.defineProperty(click, 'notification', { value: shown });
    Object.defineProperty(click, 'waitUntil', {
      value: (promise: Promise<unknown>) => {
        handled = promise;
      },
    });
    scope.dispatchEvent(click);
    await handled;
  });
  // The notification closed, and the open window revealed the post's card, highlighted.
  expect(
    await page.evaluate(
      async () => (await (await navigator.serviceWorker.ready).getNotifications()).length,
    ),
  ).toBe(0);
  const card = page.locator(`[data-post-id="${post.id}"]`);
  await expect(card).toHaveAttribute('data-opened', /.*/);
  await expect(card).toBeInViewport();
  await keepScreenshot(page, 'alerts-push-opened-1280');

  // Phone size: the push channel in the list, and the Push form saying it is on.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await settings.getByRole('tab', { name: 'Alerts', exact: true }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await row.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await keepScreenshot(page, 'alerts-push-list-390');
  await settings
    .getByRole('group', { name: 'Add a channel' })
    .getByRole('button', { name: 'Push' })
    .click();
  await expect(form.getByRole('status')).toContainText('Push alerts are on for this browser');
  await form.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await row.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await keepScreenshot(page, 'alerts-push-390');

  // No live rule left for the journeys after this one.
  expect((await request.delete(`/api/alert-rules/${(await rule.json()).id}`, asTrader)).ok()).toBe(
    true,
  );
  expect((await request.delete(`/api/alert-channels/${channel.id}`, asTrader)).ok()).toBe(true);
});
