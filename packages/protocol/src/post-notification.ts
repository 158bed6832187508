import type { WebhookEventType } from './alerts.ts';
import type { Post } from './post.ts';
import { shortenText, storableText } from './rules/shorten.ts';

/**
 * Issue 51: how an alert about a post is worded wherever it is shown as a notification or a
 * headline: the server's Telegram, Discord and Web Push messages, and the tab's own desktop
 * notifications, so a push and the tab's notification of one post read (and replace) alike.
 */

/** What happened to the post, as an alert's headline says it. */
export const ALERT_CHANGE_LABELS: Readonly<Record<WebhookEventType, string>> = {
  'post.created': 'New post',
  'post.updated': 'Post edited',
  'post.deleted': 'Post deleted',
  'webhook.test': 'Test alert',
  'launch.auto': 'Auto-launch from a post',
};

/** The platforms a headline names; a post from another source is named by no platform. */
export const ALERT_PLATFORM_NAMES: Readonly<Partial<Record<Post['platform'], string>>> = {
  twitter: 'X',
  truthsocial: 'Truth Social',
  instagram: 'Instagram',
  bluesky: 'Bluesky',
};

/** A notification's body at most, graphemes: Chrome shows about four lines on a desktop. */
export const POST_NOTIFICATION_BODY_MAX = 240;

/** The author's name at most in a notification's title, graphemes, before the handle. */
const NAME_MAX = 60;

/** "New post on X", "Post edited on Bluesky", "Test alert" (a test names no platform). */
export function alertHeadline(type: WebhookEventType, platform: Post['platform']): string {
  const label = ALERT_CHANGE_LABELS[type];
  const name = ALERT_PLATFORM_NAMES[platform];
  return type === 'webhook.test' || !name ? label : `${label} on ${name}`;
}

/** A post's notification: its title, body, tag and the card a click opens. */
export type PostNotificationText = {
  /** "New post on X · Name (@handle)". */
  title: string;
  /** The first contract address ("CA <address>"), then the text on one line; "No text" when neither. */
  body: string;
  /** `post:<id>`: a later notification of the same post replaces this one instead of doubling it. */
  tag: string;
  /** `/?post=<id>`, the card a click opens. */
  url: string;
  postId: string;
};

/**
 * A post's notification, `type` saying what happened to it: the title is the headline and the
 * author (name cut to 60 graphemes, then the handle without '@'), the body the first address and
 * the text with its whitespace folded, cut at whole graphemes to POST_NOTIFICATION_BODY_MAX;
 * unpaired surrogates and NUL become U+FFFD (storableText). Pure.
 */
export function postNotification(
  post: Post,
  type: WebhookEventType = 'post.created',
): PostNotificationText {
  const author = shortenText(storableText(post.author.name || post.author.handle), NAME_MAX);
  const handle = post.author.handle ? ` (@${post.author.handle.replace(/^@+/, '')})` : '';
  const address = post.contract_addresses?.[0]?.address;
  const text = storableText(post.text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const lines = [address ? `CA ${address}` : '', text].filter(Boolean).join('\n');
  return {
    title: `${alertHeadline(type, post.platform)} · ${author}${handle}`,
    body: shortenText(lines, POST_NOTIFICATION_BODY_MAX) || 'No text',
    tag: `post:${post.id}`,
    url: `/?post=${encodeURIComponent(post.id)}`,
    postId: post.id,
  };
}
