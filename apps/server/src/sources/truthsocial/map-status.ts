import type {
  Author,
  Embed,
  LinkCard,
  Media,
  PostInput,
  ReferencedPost,
} from '@launchdeck/protocol';
import { compact, displayName, httpUrl, plainText } from '../connector-kit.ts';
import { htmlToText } from './html-text.ts';
import type { MastodonAccount, MastodonStatus, QuotingStatus, StatusCore } from './payload.ts';

/** Post ids from Truth Social: 'truth:' and the status id. */
export const truthPostId = (statusId: string) => `truth:${statusId}`;

/**
 * One status → one post. `webBase` (e.g. https://truthsocial.com) builds the post link when the
 * status has none of its own.
 *
 * Shape: Mastodon API docs, "Status entity" (`id`, `created_at`, `content` as HTML, `account`,
 * `media_attachments`, `card`, `reblog`, Mastodon 4.4's `quote`), plus Truth Social's `quote_id`
 * and `quote`. The text is `content` read by html-text.ts (links from their `href`); images and
 * videos are `media`, their alt text (`description`) is an embed each; the preview card is
 * `card`; a reblog keeps the reblogged post's text and media; a quote carries the quoted status.
 */
export function mapStatus(status: MastodonStatus, webBase: string): PostInput {
  const reblog = status.reblog ?? undefined;
  const shown: QuotingStatus = reblog ?? status;
  const url = httpUrl(status.url) ?? httpUrl(reblog?.url) ?? statusUrl(webBase, status);
  const base = {
    id: truthPostId(status.id),
    platform: 'truthsocial',
    isTruthSocial: true,
    createdAt: status.created_at,
    tweetUrl: url,
    truthSocialUrl: url,
    author: authorOf(status.account),
    card: cardOf(shown),
    embeds: altTextOf(shown),
  } satisfies Partial<PostInput>;

  if (reblog) {
    const reblogAuthor = authorOf(reblog.account);
    const originalText = textOf(reblog);
    const quoted = quotedOf(reblog);
    return compact({
      ...base,
      text: plainText(`RT @${reblogAuthor.handle}: ${originalText}`),
      isRetweet: true,
      truthSocialPostType: 'RETWEET',
      retweetedUser: reblogAuthor,
      originalAuthor: reblogAuthor,
      originalTweetText: originalText,
      originalMedia: mediaOf(reblog),
      retweetedQuote: quoted?.post,
    } satisfies PostInput);
  }

  const quoted = quotedOf(status);
  return compact({
    ...base,
    text: textOf(status),
    media: mediaOf(status),
    isReply: status.in_reply_to_id ? true : undefined,
    replyTo: status.in_reply_to_id ? replyTarget(status, status.in_reply_to_id) : undefined,
    isQuote: quoted ? true : undefined,
    truthSocialPostType: quoted ? 'QUOTE' : undefined,
    quotedTweet: quoted?.post,
    quotedUser: quoted?.author,
  } satisfies PostInput);
}

function textOf(status: StatusCore): string {
  return htmlToText(status.content ?? '');
}

function statusUrl(webBase: string, status: StatusCore): string | undefined {
  return httpUrl(`${webBase}/@${status.account.acct}/posts/${status.id}`);
}

function authorOf(account: MastodonAccount): Author {
  return compact({
    handle: account.acct || account.username,
    name: displayName(account.display_name),
    avatar: httpUrl(account.avatar),
    verified: account.verified ?? undefined,
  });
}

/** The replied-to status: its id, and its author when the reply mentions them. */
function replyTarget(status: StatusCore, parentId: string): ReferencedPost {
  const mention = status.mentions?.find((m) => m.id === status.in_reply_to_account_id);
  return compact({ id: truthPostId(parentId), handle: mention?.acct });
}

/** The quoted status, from Truth Social's `quote`/`quote_id` or Mastodon 4.4's `quote`. */
function quotedOf(status: QuotingStatus): { post: ReferencedPost; author?: Author } | undefined {
  const quote = status.quote ?? undefined;
  const full = quote && 'account' in quote ? quote : (quote?.quoted_status ?? undefined);
  if (full) {
    const author = authorOf(full.account);
    const post: ReferencedPost = compact({
      id: truthPostId(full.id),
      handle: author.handle,
      name: author.name,
      avatar: author.avatar,
      text: textOf(full),
      media: mediaOf(full),
      // A quote of a quote: the status quoted in turn is known by its id only.
      quotedTweet: full.quote_id ? { id: truthPostId(full.quote_id) } : undefined,
    });
    return { post, author };
  }
  const id =
    status.quote_id ?? (quote && 'quoted_status_id' in quote ? quote.quoted_status_id : undefined);
  return id ? { post: { id: truthPostId(id) } } : undefined;
}

function mediaOf(status: StatusCore): Media | undefined {
  const images: { url: string }[] = [];
  const videos: { url: string; thumbnail?: string }[] = [];
  for (const attachment of status.media_attachments ?? []) {
    const url = httpUrl(attachment.url) ?? httpUrl(attachment.remote_url);
    if (!url) continue;
    if (attachment.type === 'image') images.push({ url });
    else if (attachment.type === 'video' || attachment.type === 'gifv') {
      videos.push(compact({ url, thumbnail: httpUrl(attachment.preview_url) }));
    }
  }
  if (images.length === 0 && videos.length === 0) return undefined;
  return compact({
    images: images.length > 0 ? images.slice(0, 10) : undefined,
    videos: videos.length > 0 ? videos.slice(0, 10) : undefined,
  });
}

/** The attachment types shown as media (mediaOf); audio and unknown ones are not. */
const SHOWN_MEDIA = new Set(['image', 'video', 'gifv']);

/** Each image's or video's alt text, as an embed linking to it: the protocol's Media has no room. */
function altTextOf(status: StatusCore): Embed[] | undefined {
  const attachments = (status.media_attachments ?? []).filter((attachment) =>
    SHOWN_MEDIA.has(attachment.type),
  );
  const embeds = attachments.flatMap((attachment, index): Embed[] => {
    const alt = attachment.description?.trim();
    if (!alt) return [];
    const kind = attachment.type === 'image' ? 'Image' : 'Video';
    const which = attachments.length > 1 ? `${kind} ${index + 1} of ${attachments.length}` : kind;
    return [
      compact({
        title: `${which}: alt text`,
        description: plainText(alt, 1000),
        url: httpUrl(attachment.url) ?? httpUrl(attachment.remote_url),
      }),
    ];
  });
  return embeds.length > 0 ? embeds.slice(0, 10) : undefined;
}

function cardOf(status: StatusCore): LinkCard | undefined {
  const card = status.card;
  const url = httpUrl(card?.url);
  if (!card || !url) return undefined;
  return compact({
    url,
    title: displayName(card.title),
    description: card.description?.trim() ? plainText(card.description.trim(), 1000) : undefined,
    image: httpUrl(card.image),
    site_name: displayName(card.provider_name),
  });
}
