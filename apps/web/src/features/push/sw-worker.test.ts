import { describe, expect, it, vi } from 'vitest';
import {
  onActivate,
  onInstall,
  onNotificationClick,
  onPush,
  onSubscriptionChange,
  type WorkerScope,
  type WorkerWindow,
} from './sw-worker.ts';

const ORIGIN = 'https://launchdeck.example';

function fakeScope(windows: WorkerWindow[] = []) {
  const subscribed = { endpoint: 'https://fcm.googleapis.com/fcm/send/new' } as PushSubscription;
  const scope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: vi.fn(async (_title: string, _options?: NotificationOptions) => {}),
      pushManager: {
        subscribe: vi.fn(async (_options?: PushSubscriptionOptionsInit) => subscribed),
      },
    },
    clients: {
      matchAll: vi.fn(
        async (_options: { type: 'window'; includeUncontrolled: boolean }) => windows,
      ),
      openWindow: vi.fn(async (_url: string) => null),
      claim: vi.fn(async () => {}),
    },
    skipWaiting: vi.fn(async () => {}),
  } satisfies WorkerScope;
  return scope;
}

/** An event whose waitUntil promises are kept, to be awaited. */
function extendable<T extends object>(fields: T) {
  const waits: Promise<unknown>[] = [];
  const event = { ...fields, waitUntil: (promise: Promise<unknown>) => waits.push(promise) };
  return { event, settled: () => Promise.all(waits), waits };
}

function fakeWindow(url: string, focused = false): WorkerWindow & { messages: unknown[] } {
  const messages: unknown[] = [];
  return {
    url: `${ORIGIN}${url}`,
    focused,
    visibilityState: focused ? 'visible' : 'hidden',
    focus: vi.fn(async () => undefined),
    postMessage: (message) => messages.push(message),
    messages,
  };
}

const pushData = (text: string) => ({ text: () => text });

describe('the service worker', () => {
  it('takes over at once on install and activate', async () => {
    const scope = fakeScope();
    const install = extendable({});
    onInstall(scope, install.event);
    const activate = extendable({});
    onActivate(scope, activate.event);
    await Promise.all([install.settled(), activate.settled()]);
    expect(scope.skipWaiting).toHaveBeenCalledTimes(1);
    expect(scope.clients.claim).toHaveBeenCalledTimes(1);
  });

  it('shows a push’s notification inside waitUntil', async () => {
    const scope = fakeScope();
    const body = {
      title: 'New post on X · Toly (@toly)',
      body: 'gm',
      tag: 'post:p1',
      url: '/?post=p1',
      postId: 'p1',
      at: 1,
    };
    const push = extendable({ data: pushData(JSON.stringify(body)) });
    onPush(scope, push.event);
    expect(push.waits).toHaveLength(1);
    await push.settled();
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'New post on X · Toly (@toly)',
      expect.objectContaining({
        body: 'gm',
        tag: 'post:p1',
        data: { url: '/?post=p1', postId: 'p1' },
      }),
    );
  });

  it('shows “New alert” for a push it cannot read, or one without data', async () => {
    const scope = fakeScope();
    const broken = extendable({ data: pushData('{not json') });
    onPush(scope, broken.event);
    const empty = extendable({ data: null });
    onPush(scope, empty.event);
    const throwing = extendable({
      data: {
        text: () => {
          throw new TypeError('not text');
        },
      },
    });
    onPush(scope, throwing.event);
    await Promise.all([broken.settled(), empty.settled(), throwing.settled()]);
    expect(scope.registration.showNotification.mock.calls.map(([title]) => title)).toEqual([
      'New alert',
      'New alert',
      'New alert',
    ]);
  });

  it('on a click, closes it, focuses the feed window and tells it the post', async () => {
    const panel = fakeWindow('/?popout=panel', true);
    const main = fakeWindow('/');
    const scope = fakeScope([panel, main]);
    const close = vi.fn();
    const click = extendable({
      notification: { data: { url: '/?post=p1', postId: 'p1' }, close },
    });
    onNotificationClick(scope, click.event);
    await click.settled();
    expect(close).toHaveBeenCalled();
    expect(main.focus).toHaveBeenCalled();
    expect(main.messages).toEqual([{ type: 'open-post', postId: 'p1' }]);
    expect(panel.messages).toEqual([]);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('still tells the window when the browser refuses the focus', async () => {
    const main = fakeWindow('/');
    main.focus = vi.fn(async () => {
      throw new Error('Not allowed to focus a window.');
    });
    const scope = fakeScope([main]);
    const click = extendable({ notification: { data: { url: '/?post=p2' }, close: vi.fn() } });
    onNotificationClick(scope, click.event);
    await click.settled();
    expect(main.messages).toEqual([{ type: 'open-post', postId: 'p2' }]);
  });

  it('opens /?post=<id> when no Launchdeck window is open', async () => {
    const scope = fakeScope([fakeWindow('/?popout=panel')]);
    const click = extendable({
      notification: { data: { url: '/?post=x%3A1', postId: 'x:1' }, close: vi.fn() },
    });
    onNotificationClick(scope, click.event);
    await click.settled();
    expect(scope.clients.openWindow).toHaveBeenCalledWith('/?post=x%3A1');
  });

  it('never opens another site a payload names', async () => {
    const scope = fakeScope();
    const click = extendable({
      notification: { data: { url: 'https://evil.example/' }, close: vi.fn() },
    });
    onNotificationClick(scope, click.event);
    await click.settled();
    expect(scope.clients.openWindow).toHaveBeenCalledWith('/');
  });

  it('subscribes again with the same key when the subscription changes, and tells the windows', async () => {
    const main = fakeWindow('/');
    const scope = fakeScope([main]);
    const key = new Uint8Array([4, 1, 2]).buffer;
    const change = extendable({
      oldSubscription: { options: { applicationServerKey: key } } as unknown as PushSubscription,
      newSubscription: null,
    });
    onSubscriptionChange(scope, change.event);
    await change.settled();
    expect(scope.registration.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    expect(main.messages).toEqual([{ type: 'push-subscription-change' }]);
  });

  it('only tells the windows when the browser subscribed again itself', async () => {
    const main = fakeWindow('/');
    const scope = fakeScope([main]);
    const change = extendable({
      oldSubscription: null,
      newSubscription: { endpoint: 'https://push.example/2' } as PushSubscription,
    });
    onSubscriptionChange(scope, change.event);
    await change.settled();
    expect(scope.registration.pushManager.subscribe).not.toHaveBeenCalled();
    expect(main.messages).toEqual([{ type: 'push-subscription-change' }]);
  });
});
