import {
  notificationFromPush,
  notificationTarget,
  pickWindow,
  type WindowLike,
  type WorkerMessage,
} from './sw-notification.ts';

/*
 * The service worker's event handlers (issue 51), for src/sw.ts, with the worker's global scope
 * handed in: written against the few members they use, so they compile beside the page's code
 * and run in tests on a fake scope. Push only: no fetch handler, nothing cached.
 */

/** A window client: what a click focuses and tells which post to open. */
export type WorkerWindow = WindowLike & {
  focus: () => Promise<unknown>;
  postMessage: (message: WorkerMessage) => void;
};

/** The members of ServiceWorkerGlobalScope the handlers use. */
export type WorkerScope = {
  location: { origin: string };
  registration: {
    showNotification: (title: string, options?: NotificationOptions) => Promise<void>;
    pushManager: {
      subscribe: (options?: PushSubscriptionOptionsInit) => Promise<PushSubscription>;
    };
  };
  clients: {
    matchAll: (options: {
      type: 'window';
      includeUncontrolled: boolean;
    }) => Promise<readonly WorkerWindow[]>;
    openWindow: (url: string) => Promise<unknown>;
    claim: () => Promise<void>;
  };
  skipWaiting: () => Promise<void>;
};

type Extendable = { waitUntil: (promise: Promise<unknown>) => void };
export type PushEventLike = Extendable & { data: { text: () => string } | null };
export type NotificationClickLike = Extendable & {
  notification: { data: unknown; close: () => void };
};
export type SubscriptionChangeLike = Extendable & {
  oldSubscription: PushSubscription | null;
  newSubscription: PushSubscription | null;
};

/** A new version takes over at once: nothing is cached, so nothing can be mixed. */
export function onInstall(scope: WorkerScope, event: Extendable): void {
  event.waitUntil(scope.skipWaiting());
}

/** Open windows are this worker's from its first activation (their clicks reach them). */
export function onActivate(scope: WorkerScope, event: Extendable): void {
  event.waitUntil(scope.clients.claim());
}

/** A push: its notification, always one (userVisibleOnly), a generic one when unreadable. */
export function onPush(scope: WorkerScope, event: PushEventLike): void {
  let text: string | null = null;
  try {
    text = event.data ? event.data.text() : null;
  } catch {
    text = null;
  }
  const { title, options } = notificationFromPush(text);
  event.waitUntil(scope.registration.showNotification(title, options));
}

/**
 * A notification clicked: it closes; the Launchdeck window that shows the feed is focused and
 * told to open the post's card; with no such window its address (`/?post=<id>`) opens.
 */
export function onNotificationClick(scope: WorkerScope, event: NotificationClickLike): void {
  event.notification.close();
  const target = notificationTarget(event.notification.data, scope.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = pickWindow(windows, scope.location.origin);
      if (!open) {
        await scope.clients.openWindow(target.url);
        return;
      }
      // A browser may refuse the focus (no user activation left): the message still goes.
      await open.focus().catch(() => undefined);
      if (target.postId) open.postMessage({ type: 'open-post', postId: target.postId });
    })(),
  );
}

/**
 * The push service ended this browser's subscription (best effort: few browsers fire it): the
 * worker subscribes again with the same applicationServerKey, when the browser did not already,
 * and tells the open windows, whose signed-in page sends the new subscription to the server
 * (the worker has no session to send it with). A page signing in later sends it too.
 */
export function onSubscriptionChange(scope: WorkerScope, event: SubscriptionChangeLike): void {
  event.waitUntil(
    (async () => {
      if (!event.newSubscription) {
        const applicationServerKey = event.oldSubscription?.options.applicationServerKey;
        if (!applicationServerKey) return;
        await scope.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey,
        });
      }
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const open of windows) open.postMessage({ type: 'push-subscription-change' });
    })(),
  );
}
