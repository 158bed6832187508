import { type AlertRuleStored, matchesAlertRule, type Post } from '@launchdeck/protocol';
import { listen } from '../../lib/listen.ts';
import { KEYS, read, write } from '../../lib/storage.ts';
import type { SessionController } from '../session/index.ts';
import { SERVICE_WORKER_SCOPE } from './browser-push.ts';
import { type PostNotification, postNotification } from './post-notification.ts';
import { NOTIFICATION_ICON } from './sw-notification.ts';

/** Rules read this recently are used as they are; older ones are read again first. */
export const RULES_FRESH_MS = 60_000;
/** After a failed read, the rules (the last ones read, or none) are asked again this much later. */
export const RULES_RETRY_MS = 10_000;

/** Settings → Alerts' "Desktop notifications while Launchdeck is in the background", per browser. */
export const desktopNotificationsOn = (): boolean => read(KEYS.desktopNotifications) === 'true';
export const setDesktopNotifications = (on: boolean): void =>
  write(KEYS.desktopNotifications, on ? 'true' : null);

/** The browser's notification permission; `unsupported` without the Notifications API. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Shows a post's notification: through the service worker when one is registered (its click is
 * the worker's, as a push's; the same tag, so a push of the post replaces it), else as a page
 * notification whose click focuses this window and opens the card (`open`).
 */
export async function showPostNotification(
  notification: PostNotification,
  open: (postId: string) => void,
): Promise<void> {
  const options = {
    body: notification.body,
    tag: notification.tag,
    icon: NOTIFICATION_ICON,
    data: { url: notification.url, postId: notification.postId },
  };
  const registration = await globalThis.navigator?.serviceWorker
    ?.getRegistration(SERVICE_WORKER_SCOPE)
    .catch(() => undefined);
  if (registration?.active) {
    await registration.showNotification(notification.title, options);
    return;
  }
  const shown = new Notification(notification.title, options);
  shown.onclick = () => {
    window.focus();
    shown.close();
    open(notification.postId);
  };
}

export type DesktopNotifierDeps = {
  /** The feed store's live new posts (not the initial load, not updates). */
  feed: { onNewPost: (listener: (post: Post) => void) => () => void };
  session: Pick<SessionController, 'onSocket' | 'store'>;
  /** The trader's alert rules (GET /api/alert-rules with this session). */
  rules: (sessionId: string) => Promise<readonly AlertRuleStored[]>;
  /** The trader's active meme words, which a rule with `memeWords` counts as keywords. */
  memeWords: () => readonly string[];
  /** A click on a page notification: open the post's card. */
  openPost: (postId: string) => void;
  /** The switch (desktopNotificationsOn). */
  enabled?: () => boolean;
  /** Is this window out of sight (document.visibilityState)? */
  hidden?: () => boolean;
  permission?: () => NotificationPermission | 'unsupported';
  show?: (notification: PostNotification) => void;
  now?: () => number;
  /** Where visibilitychange fires. */
  target?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
};

/**
 * Issue 51, in-tab desktop notifications: while the switch is on, notifications are allowed and
 * this window is hidden, each live new post that matches one of the trader's enabled rules
 * (matchesAlertRule, as the server's alerts match) shows a notification worded as the push of it
 * would be, tagged `post:<id>` so that push replaces it rather than doubling it. Not the initial
 * load, nor posts replayed after a reconnect (seq ≤ the last feed_replay's throughSeq). The rules
 * are read again each time the window is hidden, and when a minute old. Call once at start in
 * the main window; returns a stop function.
 */
export function startDesktopNotifications(deps: DesktopNotifierDeps): () => void {
  const enabled = deps.enabled ?? desktopNotificationsOn;
  const hidden = deps.hidden ?? (() => document.visibilityState === 'hidden');
  const permission = deps.permission ?? notificationPermission;
  const now = deps.now ?? Date.now;
  const show =
    deps.show ??
    ((notification: PostNotification) => {
      showPostNotification(notification, deps.openPost).catch(() => {
        // Refused by the browser (a permission taken back meanwhile): nothing to show.
      });
    });
  const target = deps.target ?? document;

  let throughSeq = Number.NEGATIVE_INFINITY;
  let cache: { sessionId: string; rules: readonly AlertRuleStored[]; at: number } | null = null;
  let pending: { sessionId: string; rules: Promise<readonly AlertRuleStored[]> } | null = null;

  const rulesFor = (sessionId: string): Promise<readonly AlertRuleStored[]> => {
    if (cache?.sessionId === sessionId && now() - cache.at < RULES_FRESH_MS) {
      return Promise.resolve(cache.rules);
    }
    if (pending?.sessionId === sessionId) return pending.rules;
    const rules = deps.rules(sessionId).then(
      (fetched) => {
        cache = { sessionId, rules: fetched, at: now() };
        return fetched;
      },
      () => {
        const kept = cache?.sessionId === sessionId ? cache.rules : [];
        cache = { sessionId, rules: kept, at: now() - RULES_FRESH_MS + RULES_RETRY_MS };
        return kept;
      },
    );
    const asked = { sessionId, rules };
    pending = asked;
    void rules.finally(() => {
      if (pending === asked) pending = null;
    });
    return rules;
  };

  const activeSession = () => {
    const { phase } = deps.session.store.getState();
    return phase.status === 'active' ? phase.user.sessionId : null;
  };
  const wanted = () => enabled() && permission() === 'granted';

  const stopSockets = deps.session.onSocket((socket) => {
    listen(socket, 'feed_replay', (replay) => {
      throughSeq = Math.max(throughSeq, replay.throughSeq);
    });
  });

  const stopFeed = deps.feed.onNewPost((post) => {
    if (post.seq <= throughSeq || !hidden() || !wanted()) return;
    const sessionId = activeSession();
    if (!sessionId) return;
    void rulesFor(sessionId).then((rules) => {
      const words = deps.memeWords();
      if (rules.some((rule) => matchesAlertRule(rule, post, 'created', words))) {
        show(postNotification(post));
      }
    });
  });

  // Rules changed in Settings just before the trader looked away count at once.
  const onVisibility = () => {
    const sessionId = activeSession();
    if (!hidden() || !sessionId || !wanted()) return;
    if (cache?.sessionId === sessionId) cache = { ...cache, at: Number.NEGATIVE_INFINITY };
    void rulesFor(sessionId);
  };
  target.addEventListener('visibilitychange', onVisibility);

  const stopSession = deps.session.store.subscribe(({ phase }) => {
    if (phase.status !== 'active') cache = null;
  });

  return () => {
    stopSockets();
    stopFeed();
    stopSession();
    target.removeEventListener('visibilitychange', onVisibility);
  };
}
