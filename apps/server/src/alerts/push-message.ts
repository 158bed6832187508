import {
  PUSH_PAYLOAD_MAX,
  type PushNotification,
  shortenText,
  storableText,
  type WebhookPayload,
} from '@launchdeck/protocol';
import { headline } from './alert-message.ts';

/**
 * The notification's body at most, graphemes: Chrome shows about four lines on a desktop and two
 * on Android, macOS fewer; the address comes first so it is always seen.
 */
export const PUSH_BODY_MAX = 240;

/** The author's name at most, graphemes, before the handle. */
const NAME_MAX = 60;

/** The icon the service worker shows beside the notification (the web app's own). */
export const PUSH_ICON = '/icons/icon-192.png';

/**
 * Issue 51: an alert as a Web Push message for the service worker (PushNotification JSON, at most
 * PUSH_PAYLOAD_MAX bytes of UTF-8). Title: the change and the author ("New post on X · Name
 * (@handle)"); body: the first contract address, then the text, cut at whole graphemes; tag
 * `post:<id>`, so an edit replaces the post's notification and the open tab's own notification
 * of it is not shown twice; url `/?post=<id>`, the card the click opens. Pure.
 */
export function pushNotification(payload: WebhookPayload, at = Date.now()): PushNotification {
  const { post, seq } = payload.data;
  const author = shortenText(storableText(post.author.name || post.author.handle), NAME_MAX);
  const handle = post.author.handle ? ` (@${post.author.handle.replace(/^@+/, '')})` : '';
  const address = post.contract_addresses?.[0]?.address;
  const text = storableText(post.text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const lines = [address ? `CA ${address}` : '', text].filter(Boolean).join('\n');
  const notification: PushNotification = {
    title: `${headline(payload)} · ${author}${handle}`,
    body: shortenText(lines, PUSH_BODY_MAX) || 'No text',
    tag: `post:${post.id}`,
    url: `/?post=${encodeURIComponent(post.id)}`,
    postId: post.id,
    seq,
    icon: PUSH_ICON,
    at,
  };
  return fitted(notification);
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
