import { PushNotification } from '@launchdeck/protocol';
import { PUSH_TEXT } from './strings.ts';

/*
 * The service worker's logic (issue 51), pure, for src/sw.ts: it compiles in the service worker's
 * project (tsconfig.sw.json, the WebWorker library) and in the page's, so it names only what both
 * have. Nothing here reads a global.
 */

/** The icon beside a notification: the web app's own (the server's PUSH_ICON). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** The tag of the notification of a push that could not be read: the next one replaces it. */
export const GENERIC_TAG = 'launchdeck-alert';

/** What a notification carries for its click: the address to open, and its post. */
export type NotificationTarget = { url: string; postId?: string };

/** `registration.showNotification(title, options)`'s arguments. */
export type ShownNotification = {
  title: string;
  options: { body: string; tag: string; icon: string; data: NotificationTarget };
};

/** The notification a push shows when its payload is not a PushNotification. */
export const GENERIC_NOTIFICATION: ShownNotification = {
  title: PUSH_TEXT.genericTitle,
  options: {
    body: PUSH_TEXT.genericBody,
    tag: GENERIC_TAG,
    icon: NOTIFICATION_ICON,
    data: { url: '/' },
  },
};

/**
 * The notification of a push message: its payload's text (PushMessageData.text(); null for a push
 * without one) read as the protocol's PushNotification JSON. A push sent with userVisibleOnly
 * must show a notification whatever it carries, so an unreadable payload shows the generic "New
 * alert" (browsers punish a push that shows none).
 */
export function notificationFromPush(text: string | null): ShownNotification {
  if (!text) return GENERIC_NOTIFICATION;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return GENERIC_NOTIFICATION;
  }
  const parsed = PushNotification.safeParse(json);
  if (!parsed.success) return GENERIC_NOTIFICATION;
  const { title, body, tag, url, postId, icon } = parsed.data;
  return {
    title: title || PUSH_TEXT.genericTitle,
    options: {
      body,
      tag: tag || GENERIC_TAG,
      icon: icon || NOTIFICATION_ICON,
      data: postId ? { url, postId } : { url },
    },
  };
}

/** The post id of a `/?post=<id>` address (absolute or not), or null. */
export function postIdOfUrl(url: string, origin: string): string | null {
  try {
    return new URL(url, origin).searchParams.get('post') || null;
  } catch {
    return null;
  }
}

/**
 * Where a clicked notification leads: its data's `url` when it is an address of this origin
 * (never another site's), else the app's root; its post from `postId` or from the url.
 */
export function notificationTarget(data: unknown, origin: string): NotificationTarget {
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  let url = '/';
  if (typeof fields.url === 'string') {
    try {
      const resolved = new URL(fields.url, origin);
      if (resolved.origin === origin) url = `${resolved.pathname}${resolved.search}`;
    } catch {
      // Not an address: the app's root.
    }
  }
  const postId = typeof fields.postId === 'string' && fields.postId ? fields.postId : null;
  const id = postId ?? postIdOfUrl(url, origin);
  return id ? { url, postId: id } : { url };
}

/** What the service worker says to a Launchdeck window. */
export type WorkerMessage =
  /** A notification of this post was clicked: show its card. */
  | { type: 'open-post'; postId: string }
  /** The push service replaced this browser's subscription: the page sends the new one. */
  | { type: 'push-subscription-change' };

/** Is this message event's data the service worker's open-post request? */
export function isOpenPostMessage(data: unknown): data is { type: 'open-post'; postId: string } {
  const fields = data as { type?: unknown; postId?: unknown } | null;
  return (
    typeof data === 'object' &&
    data !== null &&
    fields?.type === 'open-post' &&
    typeof fields.postId === 'string' &&
    fields.postId !== ''
  );
}

/** A window as `clients.matchAll({type: 'window'})` lists it. */
export type WindowLike = { url: string; focused: boolean; visibilityState: string };

/**
 * The Launchdeck window a notification's click goes to: one of this origin that shows the feed
 * (the main window at `/`, or the feed pop-out), the focused one first, then a visible one; else
 * any other Launchdeck window but the deploy panel's pop-out (it shows no feed). None: a new
 * window opens.
 */
export function pickWindow<W extends WindowLike>(windows: readonly W[], origin: string): W | null {
  let best: W | null = null;
  let bestScore = -1;
  for (const candidate of windows) {
    let address: URL;
    try {
      address = new URL(candidate.url);
    } catch {
      continue;
    }
    if (address.origin !== origin) continue;
    const popout = address.searchParams.get('popout');
    if (popout === 'panel') continue;
    const atRoot = address.pathname === '/' || address.pathname === '';
    const score =
      (atRoot ? 4 : 0) +
      (candidate.focused ? 2 : 0) +
      (candidate.visibilityState === 'visible' ? 1 : 0) -
      (popout === 'feed' ? 0.5 : 0);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
