/**
 * Test doubles for the tests beside them (never imported by the app): the browser's push pieces
 * jsdom lacks (navigator.serviceWorker, PushManager, Notification), as a browser would answer,
 * with every call kept. Removed again after each test.
 */
import { onTestFinished, vi } from 'vitest';

/** The web-push example VAPID public key: 65 bytes, base64url. */
export const VAPID_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
export const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/dV3sh0-browser-1';
export const OTHER_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/dV3sh0-browser-2';
/** A subscription's keys as toJSON() gives them: a 65-byte P-256 point and a 16-byte secret. */
export const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'dGVzdC1hdXRoLXNlY3JldA' };
export const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const bytesOf = (text: string) => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) =>
    c.charCodeAt(0),
  );
};

export class FakeSubscription {
  unsubscribed = false;
  readonly options: { userVisibleOnly: boolean; applicationServerKey: ArrayBuffer | null };
  constructor(
    readonly endpoint: string,
    key: string | ArrayBuffer | null = VAPID_KEY,
  ) {
    const buffer = typeof key === 'string' ? bytesOf(key).buffer : key;
    this.options = { userVisibleOnly: true, applicationServerKey: buffer };
  }
  toJSON() {
    return { endpoint: this.endpoint, expirationTime: null, keys: KEYS };
  }
  async unsubscribe() {
    this.unsubscribed = true;
    return true;
  }
}

/** What the Notifications API's permission prompt answers, and what it already holds. */
export type PushStart = {
  permission?: NotificationPermission;
  /** The prompt's answer (the permission becomes it, unless 'default'). */
  answer?: NotificationPermission;
  /** The browser's subscription before anything happens (none: not subscribed). */
  subscription?: FakeSubscription | null;
  /** `register` is refused with this. */
  registerError?: Error;
  /** `subscribe` is refused with this (AbortError: no push service). */
  subscribeError?: Error;
  /** The endpoint a new subscription gets. */
  newEndpoint?: string;
  /** Leave out the service worker (an old browser, an insecure address). */
  noServiceWorker?: boolean;
  userAgent?: string;
};

/** Installs the fakes; returns them and what they were asked. */
export function fakeBrowserPush(start: PushStart = {}) {
  const calls: string[] = [];
  const state = {
    permission: start.permission ?? ('default' as NotificationPermission),
    subscription: start.subscription ?? null,
    registered: start.subscription !== undefined && start.subscription !== null,
    shown: [] as { title: string; options?: NotificationOptions }[],
    pageNotifications: [] as FakeNotification[],
  };
  const pushManager = {
    getSubscription: vi.fn(async () => state.subscription),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      calls.push('subscribe');
      if (start.subscribeError) throw start.subscribeError;
      const key = options.applicationServerKey as Uint8Array;
      state.subscription = new FakeSubscription(
        start.newEndpoint ?? ENDPOINT,
        key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength) as ArrayBuffer,
      );
      return state.subscription;
    }),
  };
  const registration = {
    active: {},
    pushManager,
    showNotification: vi.fn(async (title: string, options?: NotificationOptions) => {
      state.shown.push({ title, options });
    }),
  };
  const messages = new EventTarget();
  const container = {
    register: vi.fn(async (url: string, options?: RegistrationOptions) => {
      calls.push(`register ${url} ${options?.scope}`);
      if (start.registerError) throw start.registerError;
      state.registered = true;
      return registration;
    }),
    get ready() {
      return Promise.resolve(registration);
    },
    getRegistration: vi.fn(async () => (state.registered ? registration : undefined)),
    addEventListener: messages.addEventListener.bind(messages),
    removeEventListener: messages.removeEventListener.bind(messages),
    startMessages: vi.fn(),
  };

  class FakeNotification {
    static get permission() {
      return state.permission;
    }
    static requestPermission = vi.fn(async () => {
      calls.push('requestPermission');
      const answer = start.answer ?? 'granted';
      if (answer !== 'default') state.permission = answer;
      return answer;
    });
    onclick: (() => void) | null = null;
    closed = false;
    constructor(
      readonly title: string,
      readonly options?: NotificationOptions,
    ) {
      state.pageNotifications.push(this);
    }
    close() {
      this.closed = true;
    }
  }

  vi.stubGlobal('Notification', FakeNotification);
  if (!start.noServiceWorker) {
    vi.stubGlobal('PushManager', class {});
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  }
  if (start.userAgent) {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: start.userAgent });
  }
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(navigator, 'userAgent');
  });

  /** The service worker sends this window a message. */
  const fromWorker = (data: unknown) =>
    messages.dispatchEvent(new MessageEvent('message', { data }));
  return {
    calls,
    state,
    container,
    registration,
    pushManager,
    Notification: FakeNotification,
    fromWorker,
  };
}

/** A DOMException as a browser throws it. */
export const domError = (message: string, name: string) => new DOMException(message, name);
