import {
  POST_NOTIFICATION_BODY_MAX,
  PUSH_PAYLOAD_MAX,
  type PushNotification,
  postNotification,
  shortenText,
  type WebhookPayload,
} from '@launchdeck/protocol';
import { launchSummary } from './alert-message.ts';

/** The notification's body at most, graphemes (the protocol's, shared with the tab's own). */
export const PUSH_BODY_MAX = POST_NOTIFICATION_BODY_MAX;

/** The icon the service worker shows beside the notification (the web app's own). */
export const PUSH_ICON = '/icons/icon-192.png';

/**
 * Issue 51: an alert as a Web Push message for the service worker (PushNotification JSON, at most
 * PUSH_PAYLOAD_MAX bytes of UTF-8), worded by the protocol's postNotification, as the tab's own
 * notifications are. Title: the change and the author ("New post on X · Name
 * (@handle)"); body: the first contract address, then the text, cut at whole graphemes; tag
 * `post:<id>`, so an edit replaces the post's notification and the open tab's own notification
 * of it is not shown twice; url `/?post=<id>`, the card the click opens. Pure.
 */
export function pushNotification(payload: WebhookPayload, at = Date.now()): PushNotification {
  const { post, seq, launch } = payload.data;
  const notification = postNotification(post, payload.type);
  if (payload.type === 'launch.auto' && launch) {
    // An auto-launch's notice says what it did first, and replaces no notification of the post.
    notification.body = shortenText(
      `${launchSummary(launch)}\n${notification.body}`,
      PUSH_BODY_MAX,
    );
    notification.tag = `auto-launch:${post.id}`;
  }
  return fitted({ ...notification, seq, icon: PUSH_ICON, at });
}

/** Cuts the body (then the title) until the JSON fits PUSH_PAYLOAD_MAX bytes. */
function fitted(notification: PushNotification): PushNotification {
  let fit = notification;
  let bodyMax = PUSH_BODY_MAX;
  while (Buffer.byteLength(JSON.stringify(fit)) > PUSH_PAYLOAD_MAX && bodyMax > 1) {
    bodyMax = Math.floor(bodyMax / 2);
    fit = {
      ...fit,
      title: shortenText(fit.title, 120),
      body: shortenText(notification.body, bodyMax),
    };
  }
  return fit;
}
