import {
  type Author,
  type Media,
  type PostInput,
  type ReferencedPost,
  snowflakeTimeX,
} from '@launchdeck/protocol';
import { compact, decodeEntities, displayName, httpUrl, plainText } from '../connector-kit.ts';
import type { UrlEntity, XMedia, XProblem, XStreamMessage, XTweet, XUser } from './payload.ts';
import { RULE_TAG } from './stream-rules.ts';

/** Post ids from X: 'x:' and the tweet id, so they never meet another platform's ids. */
export const xPostId = (tweetId: string) => `x:${tweetId}`;

export const xStatusUrl = (username: string, tweetId: string) =>
  `https://x.com/${username}/status/${tweetId}`;

export type MappedStreamMessage = {
  posts: PostInput[];
  /** `{errors:[…]}` entries, operational disconnects included; the connector logs them. */
  problems: XProblem[];
  /** Why a tweet line made no post, for the log. */
  skipped?: string;
};

type Lookup = {
  users: Map<string, XUser>;
  tweets: Map<string, XTweet>;
  media: Map<string, XMedia>;
};

/**
 * One filtered-stream line (X API v2 GET /2/tweets/search/stream: `{data, includes, matching_rules}`
 * or `{errors}`) → the posts it carries (zero or one) and any problems it reports. A long post is
 * read from `note_tweet`, an edit becomes its first version's post (see `versionOf`).
 */
export function mapStreamMessage(message: XStreamMessage, ownTag = RULE_TAG): MappedStreamMessage {
  const problems = message.errors ?? [];
  const tweet = message.data;
  if (!tweet) return { posts: [], problems };
  // Rules with other tags may share the app; their matches are not this feed's.
  const tags = message.matching_rules?.map((rule) => rule.tag);
  if (tags && !tags.includes(ownTag)) return { posts: [], problems, skipped: 'not our rule' };
  const lookup: Lookup = {
    users: new Map((message.includes?.users ?? []).map((u) => [u.id, u])),
    tweets: new Map((message.includes?.tweets ?? []).map((t) => [t.id, t])),
    media: new Map((message.includes?.media ?? []).map((m) => [m.media_key, m])),
  };
  const user = tweet.author_id ? lookup.users.get(tweet.author_id) : undefined;
  if (!user) return { posts: [], problems, skipped: 'author not in includes.users' };
  return { posts: [mapTweet(tweet, user, lookup)], problems };
}

function mapTweet(tweet: XTweet, user: XUser, lookup: Lookup): PostInput {
  const refOf = (type: 'replied_to' | 'quoted' | 'retweeted') =>
    tweet.referenced_tweets?.find((ref) => ref.type === type)?.id;
  const repliedId = refOf('replied_to');
  const quotedId = refOf('quoted');
  const retweetedId = refOf('retweeted');
  const retweeted = retweetedId ? lookup.tweets.get(retweetedId) : undefined;
  const retweetedAuthor = authorById(retweeted?.author_id, lookup);
  const quoted = quotedId ? lookup.tweets.get(quotedId) : undefined;
  const quotedAuthor = authorById(quoted?.author_id, lookup);
  const version = versionOf(tweet);
  const originalText = retweeted ? tweetText(retweeted) : undefined;

  return compact({
    id: xPostId(version.firstId),
    platform: 'twitter',
    // A repost's own text is the original cut to fit ("RT @a: " + …); the original is whole.
    text:
      originalText !== undefined && retweetedAuthor
        ? plainText(`RT @${retweetedAuthor.handle}: ${originalText}`)
        : tweetText(tweet, quotedId),
    createdAt: version.createdAt,
    editedAt: version.editedAt,
    // The newest version: the first one's page shows the edit too, this one is the text shown.
    tweetUrl: xStatusUrl(user.username, tweet.id),
    author: authorOf(user),
    media: mediaOf(tweet, lookup),
    card: cardOf(retweeted ?? tweet, quotedId),
    isReply: repliedId ? true : undefined,
    replyTo: repliedId ? referencedPost(repliedId, lookup) : undefined,
    isQuote: quotedId ? true : undefined,
    quotedTweet: quotedId ? referencedPost(quotedId, lookup) : undefined,
    quotedUser: quotedAuthor,
    isRetweet: retweetedId ? true : undefined,
    retweetedUser: retweetedAuthor,
    originalAuthor: retweetedAuthor,
    originalTweetText: originalText,
    originalMedia: retweeted ? mediaOf(retweeted, lookup) : undefined,
  } satisfies PostInput);
}

/** The post an X tweet version belongs to: its first version's id and time, and when edited. */
type Version = { firstId: string; createdAt?: string; editedAt?: string };

/**
 * X API v2 `edit_history_tweet_ids` lists every version's id, the first one first and the tweet's
 * own id last; an edit arrives on the stream as a new tweet with a new id. Every version maps to
 * the first version's post id, so an edit updates that post (ingest sends it as tweet_update).
 * The post keeps the first version's time (its Snowflake id's, else the edit's created_at) and
 * `editedAt` is the edit's created_at.
 */
export function versionOf(tweet: XTweet): Version {
  const firstId = tweet.edit_history_tweet_ids?.[0];
  if (!firstId || firstId === tweet.id || !/^\d{1,20}$/.test(firstId)) {
    return { firstId: tweet.id, createdAt: tweet.created_at };
  }
  const editedAt = tweet.created_at ?? isoOf(snowflakeTimeX(tweet.id));
  return { firstId, createdAt: isoOf(snowflakeTimeX(firstId)) ?? editedAt, editedAt };
}

/** The first version's id of an included tweet (quoted, reposted, replied to), else `id`. */
function firstIdOf(id: string, lookup: Lookup): string {
  const tweet = lookup.tweets.get(id);
  return tweet ? versionOf(tweet).firstId : id;
}

const isoOf = (ms: number | undefined) =>
  ms === undefined ? undefined : new Date(ms).toISOString();

function authorOf(user: XUser): Author {
  return compact({
    handle: user.username,
    name: displayName(user.name),
    avatar: httpUrl(largerAvatar(user.profile_image_url)),
    verified: user.verified,
  });
}

function authorById(id: string | undefined, lookup: Lookup): Author | undefined {
  const user = id ? lookup.users.get(id) : undefined;
  return user ? authorOf(user) : undefined;
}

// X answers the 48 px avatar ('_normal'); the same path with '_400x400' is the large one.
function largerAvatar(url: string | undefined): string | undefined {
  return url?.replace(/_normal(\.[a-z]+)$/i, '_400x400$1');
}

/** The referenced tweet as far as includes carry it; at least its id. */
function referencedPost(id: string, lookup: Lookup): ReferencedPost {
  const tweet = lookup.tweets.get(id);
  const author = authorById(tweet?.author_id, lookup);
  return compact({
    id: xPostId(firstIdOf(id, lookup)),
    handle: author?.handle,
    name: author?.name,
    avatar: author?.avatar,
    text: tweet ? tweetText(tweet) : undefined,
    media: tweet ? mediaOf(tweet, lookup) : undefined,
  });
}

/**
 * Tweet text as a reader sees it: the whole post (X API v2 `note_tweet.text` for a post over 280
 * characters, whose `text` is cut), entities decoded (X escapes & < >), t.co links expanded, and
 * the links X appends for attached media or the quoted tweet removed (the card shows those).
 */
export function tweetText(tweet: XTweet, quotedId?: string): string {
  let text = decodeEntities(tweet.note_tweet?.text ?? tweet.text);
  for (const entity of urlEntities(tweet)) {
    const target = entity.unwound_url ?? entity.expanded_url;
    const dropped = entity.media_key !== undefined || isQuoteLink(entity, quotedId);
    text = text.split(entity.url).join(dropped ? '' : (httpUrl(target) ?? entity.url));
  }
  return plainText(text.trim());
}

/**
 * The url entities of the text shown: a long post's own (`note_tweet.entities.urls`, indices in
 * the note's text) first, then the top-level ones (the appended media link, a card's unfurl).
 */
function urlEntities(tweet: XTweet): UrlEntity[] {
  return [...(tweet.note_tweet?.entities?.urls ?? []), ...(tweet.entities?.urls ?? [])];
}

/** The link X appends to a quote's text, pointing at the quoted tweet. */
function isQuoteLink(entity: UrlEntity, quotedId: string | undefined): boolean {
  const match = entity.expanded_url?.match(
    /^https?:\/\/(?:www\.)?(?:x|twitter)\.com\/\w+\/status\/(\d+)/i,
  );
  return quotedId !== undefined && match?.[1] === quotedId;
}

function mediaOf(tweet: XTweet, lookup: Lookup): Media | undefined {
  const images: { url: string }[] = [];
  const videos: { url: string; thumbnail?: string }[] = [];
  for (const key of tweet.attachments?.media_keys ?? []) {
    const media = lookup.media.get(key);
    if (media?.type === 'photo') {
      const url = httpUrl(media.url);
      if (url) images.push({ url });
    } else if (media?.type === 'video' || media?.type === 'animated_gif') {
      const url = httpUrl(bestMp4(media));
      if (url) videos.push(compact({ url, thumbnail: httpUrl(media.preview_image_url) }));
    }
  }
  if (images.length === 0 && videos.length === 0) return undefined;
  return compact({
    images: images.length > 0 ? images.slice(0, 10) : undefined,
    videos: videos.length > 0 ? videos.slice(0, 10) : undefined,
  });
}

/** The highest-bitrate mp4 (GIFs have one at bit_rate 0); HLS playlists are skipped. */
function bestMp4(media: XMedia): string | undefined {
  const mp4 = (media.variants ?? []).filter((v) => v.content_type === 'video/mp4');
  mp4.sort((a, b) => (b.bit_rate ?? 0) - (a.bit_rate ?? 0));
  return mp4[0]?.url;
}

/** The first link X unfurled (it has a title or an image), as the post's card. */
function cardOf(tweet: XTweet, quotedId?: string): PostInput['card'] {
  const entity = urlEntities(tweet).find(
    (e) => !e.media_key && (e.title || e.images?.length) && !isQuoteLink(e, quotedId),
  );
  const url = entity && httpUrl(entity.unwound_url ?? entity.expanded_url);
  if (!entity || !url) return undefined;
  return compact({
    url,
    title: displayName(entity.title),
    description: entity.description ? plainText(entity.description.trim(), 1000) : undefined,
    image: httpUrl(entity.images?.[0]?.url),
    site_name: siteName(url),
  });
}

function siteName(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}
