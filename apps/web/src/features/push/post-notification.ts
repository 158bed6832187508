import { type Post, shortenText, storableText } from '@launchdeck/protocol';
import { PLATFORM_NAMES, PUSH_TEXT } from './strings.ts';

/** The body at most, graphemes: the server's PUSH_BODY_MAX (apps/server/src/alerts/push-message.ts). */
export const NOTIFICATION_BODY_MAX = 240;

/** The author's name at most, graphemes, before the handle. */
const NAME_MAX = 60;

/** A post's notification: what a push of it shows, the same words, tag and address. */
export type PostNotification = {
  title: string;
  body: string;
  /** `post:<id>`: a push of the same post replaces this notification instead of doubling it. */
  tag: string;
  /** `/?post=<id>`, the card a click opens. */
  url: string;
  postId: string;
};

/**
 * The notification of a new post, as the server's push message words it (pushNotification in
 * apps/server/src/alerts/push-message.ts): title "New post on X · Name (@handle)", body the first
 * contract address ("CA <address>") then the text on one line, cut at whole graphemes to 240
 * ("No text" when both are empty). Pure.
 */
export function postNotification(post: Post): PostNotification {
  const platform = PLATFORM_NAMES[post.platform];
  const headline = platform ? PUSH_TEXT.newPostOn(platform) : PUSH_TEXT.newPost;
  const author = shortenText(storableText(post.author.name || post.author.handle), NAME_MAX);
  const handle = post.author.handle ? post.author.handle.replace(/^@+/, '') : '';
  const address = post.contract_addresses?.[0]?.address;
  const text = storableText(post.text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const lines = [address ? PUSH_TEXT.addressLine(address) : '', text].filter(Boolean).join('\n');
  return {
    title: PUSH_TEXT.title(headline, author, handle),
    body: shortenText(lines, NOTIFICATION_BODY_MAX) || PUSH_TEXT.noText,
    tag: `post:${post.id}`,
    url: `/?post=${encodeURIComponent(post.id)}`,
    postId: post.id,
  };
}
