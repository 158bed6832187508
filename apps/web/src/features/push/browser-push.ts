import { type AlertChannel, PushSubscriptionJson } from '@launchdeck/protocol';
import { KEYS, read, write } from '../../lib/storage.ts';
import { base64urlBytes, sameBytes } from './base64url.ts';
import { deviceName } from './device-name.ts';
import { PUSH_TEXT } from './strings.ts';

/** The service worker (src/sw.ts, built to /sw.js) and its scope, the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/** How long the service worker may take to start before turning push on gives up. */
export const WORKER_READY_MS = 20_000;

/**
 * Can this browser get push alerts: `unsupported` without a service worker, the Push API or
 * notifications (an old browser, an insecure address, iOS outside a Home Screen app); `blocked`
 * when notifications are denied for the site; else `available`.
 */
export type PushSupport = 'unsupported' | 'blocked' | 'available';

/** The browser's push pieces, read when asked (never cached: tests stub them). */
function pushApis() {
  const container = globalThis.navigator?.serviceWorker;
  if (!container || typeof PushManager === 'undefined' || typeof Notification === 'undefined') {
    return null;
  }
  return { container, notifications: Notification };
}

export function pushSupport(): PushSupport {
  const apis = pushApis();
  if (!apis) return 'unsupported';
  return apis.notifications.permission === 'denied' ? 'blocked' : 'available';
}

/** This browser's push subscription with our service worker, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const apis = pushApis();
  if (!apis) return null;
  try {
    const registration = await apis.container.getRegistration(SERVICE_WORKER_SCOPE);
    return (await registration?.pushManager.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

/**
 * Which step of turning push on failed: notifications `denied` (now or before), the prompt
 * `dismissed`, no push here (`unsupported`), the service `worker` did not start, the server's
 * `key` could not be had (its 503), the browser could not reach its `push-service` (AbortError:
 * offline, or a Chromium without one, as headless Chromium), it refused to `subscribe`
 * otherwise, or the server refused to `save` the subscription. `cause` is what was thrown.
 */
export type PushSetupFailure =
  | 'denied'
  | 'dismissed'
  | 'unsupported'
  | 'worker'
  | 'key'
  | 'push-service'
  | 'subscribe'
  | 'save';

/** What was thrown, in its own words (a DOMException is not an Error everywhere). */
const messageOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'message' in error && error.message
    ? String(error.message)
    : null;

export class PushSetupError extends Error {
  override readonly name = 'PushSetupError';

  constructor(
    readonly failure: PushSetupFailure,
    cause?: unknown,
  ) {
    super(messageOf(cause) ?? failure, { cause });
  }
}

/** What turning push on asks the server. */
export type PushServer = {
  /** GET the VAPID public key (base64url), the subscription's applicationServerKey. */
  pushKey: () => Promise<string>;
  /**
   * POST the subscription as a push channel named `name` (the server's own name without); with
   * `replaces`, the trader's push channel it takes the place of, renewed in place (its rules go on
   * sending to it).
   */
  save: (
    subscription: PushSubscriptionJson,
    name: string | undefined,
    replaces?: string,
  ) => Promise<AlertChannel>;
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(PUSH_TEXT.workerLate(ms / 1000))), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The name of a DOMException (or anything with a name), as push errors are told apart. */
const nameOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';

/**
 * The browser's subscription for `key`: the one it has when made with the same key (and not to
 * be replaced), else a new one, `userVisibleOnly` (every push shows a notification).
 */
async function subscribeWith(
  manager: PushManager,
  key: Uint8Array<ArrayBuffer>,
  replace: boolean,
): Promise<PushSubscription> {
  try {
    const existing = await manager.getSubscription();
    if (existing && !replace && sameBytes(existing.options.applicationServerKey, key)) {
      return existing;
    }
    if (existing) await existing.unsubscribe();
    return await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (error) {
    if (nameOf(error) === 'NotAllowedError') throw new PushSetupError('denied', error);
    if (nameOf(error) === 'AbortError') throw new PushSetupError('push-service', error);
    throw new PushSetupError('subscribe', error);
  }
}

/**
 * Turns push alerts on for this browser (call it inside the click: the permission prompt needs
 * the gesture): asks for notifications, registers the service worker and waits for it, gets the
 * server's key, subscribes (`userVisibleOnly`, the key as bytes; the browser's existing
 * subscription is kept when made with the same key, unless `replace`: its channel was disabled,
 * the push service having ended it) and saves it as a push channel named after this browser
 * ("Chrome on Linux"), in place of `replaces` (this browser's earlier channel) when given. Resolves with the channel and the subscription's endpoint; rejects with
 * a PushSetupError naming the step.
 */
export async function turnOnPush(
  server: PushServer,
  options: { replace?: boolean; replaces?: string } = {},
): Promise<{ channel: AlertChannel; endpoint: string }> {
  const apis = pushApis();
  if (!apis) throw new PushSetupError('unsupported');
  const permission = await apis.notifications.requestPermission();
  if (permission === 'denied') throw new PushSetupError('denied');
  if (permission !== 'granted') throw new PushSetupError('dismissed');
  let registration: ServiceWorkerRegistration;
  try {
    await apis.container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
    registration = await withTimeout(apis.container.ready, WORKER_READY_MS);
  } catch (error) {
    throw new PushSetupError('worker', error);
  }
  let key: Uint8Array<ArrayBuffer>;
  try {
    key = base64urlBytes(await server.pushKey());
  } catch (error) {
    throw error instanceof PushSetupError ? error : new PushSetupError('key', error);
  }
  const subscription = await subscribeWith(registration.pushManager, key, options.replace ?? false);
  const body = PushSubscriptionJson.safeParse(subscription.toJSON());
  if (!body.success) throw new PushSetupError('subscribe', body.error);
  try {
    const channel = await server.save(
      body.data,
      deviceName(navigator) ?? undefined,
      options.replaces,
    );
    return { channel, endpoint: body.data.endpoint };
  } catch (error) {
    throw new PushSetupError('save', error);
  }
}

/** This browser's push channel of `username`, as remembered when push was turned on here. */
export function rememberedPush(username: string): { channelId: string; endpoint: string } | null {
  return read(KEYS.pushChannels)[username] ?? null;
}

export function rememberPush(username: string, record: { channelId: string; endpoint: string }) {
  write(KEYS.pushChannels, { ...read(KEYS.pushChannels), [username]: record });
}
