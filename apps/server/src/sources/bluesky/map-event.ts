import type { Author, IngestItem, LinkCard, Media, PostInput } from '@launchdeck/protocol';
import { compact, displayName, httpUrl, plainText } from '../connector-kit.ts';
import {
  ExternalEmbed,
  ImagesEmbed,
  type JetstreamEvent,
  POST_COLLECTION,
  PostRecord,
  RecordEmbed,
  RecordWithMediaEmbed,
  VideoEmbed,
} from './payload.ts';
import { bskyPostId, bskyPostUrl, parseAtUri } from './post-ids.ts';

/** What the connector knows about a watched account. */
export type Identity = {
  did: string;
  handle: string;
  name?: string;
  avatar?: string;
  verified?: boolean;
};

export type MappedEvent = { items: IngestItem[]; skipped?: string };

const CDN = 'https://cdn.bsky.app/img';

/** One Jetstream event → a post (create, update), a deletion, or nothing (with why). */
export function mapJetstreamEvent(
  event: JetstreamEvent,
  identities: ReadonlyMap<string, Identity>,
): MappedEvent {
  const commit = event.commit;
  if (event.kind !== 'commit' || !commit) return { items: [], skipped: `kind ${event.kind}` };
  if (commit.collection !== POST_COLLECTION) return { items: [], skipped: commit.collection };
  const id = bskyPostId(event.did, commit.rkey);
  if (commit.operation === 'delete') return { items: [{ type: 'deleted_tweet', id }] };
  if (commit.operation !== 'create' && commit.operation !== 'update') {
    return { items: [], skipped: `operation ${commit.operation}` };
  }
  const record = PostRecord.safeParse(commit.record);
  if (!record.success) return { items: [], skipped: 'record is not a post' };
  return { items: [mapPost(event, commit.rkey, record.data, identities)] };
}

function mapPost(
  event: JetstreamEvent,
  rkey: string,
  record: PostRecord,
  identities: ReadonlyMap<string, Identity>,
): PostInput {
  const { did } = event;
  // Only watched DIDs are asked for, so the identity is known; a DID is a working fallback.
  const identity = identities.get(did) ?? { did, handle: did };
  const parent = record.reply ? parseAtUri(record.reply.parent.uri) : undefined;
  const quoted = quotedUri(record.embed);
  const quotedAuthor = quoted ? identities.get(quoted.did) : undefined;
  return compact({
    id: bskyPostId(did, rkey),
    platform: 'bluesky',
    text: plainText(record.text),
    createdAt: validDate(record.createdAt) ?? new Date(event.time_us / 1000).toISOString(),
    tweetUrl: bskyPostUrl(identity.handle, rkey),
    author: authorOf(identity),
    media: mediaOf(did, record.embed),
    card: cardOf(did, record.embed),
    isReply: record.reply ? true : undefined,
    replyTo: parent
      ? compact({
          id: bskyPostId(parent.did, parent.rkey),
          handle: identities.get(parent.did)?.handle,
        })
      : undefined,
    isQuote: quoted ? true : undefined,
    quotedTweet: quoted
      ? compact({
          id: bskyPostId(quoted.did, quoted.rkey),
          handle: quotedAuthor?.handle,
          name: quotedAuthor?.name,
          avatar: quotedAuthor?.avatar,
        })
      : undefined,
    quotedUser: quotedAuthor ? authorOf(quotedAuthor) : undefined,
  } satisfies PostInput);
}

function authorOf(identity: Identity): Author {
  return compact({
    handle: identity.handle,
    name: displayName(identity.name),
    avatar: httpUrl(identity.avatar),
    verified: identity.verified,
  });
}

// Bluesky's createdAt is whatever the client wrote; a broken one falls back to Jetstream's time.
function validDate(value: string): string | undefined {
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}

/** A quoted post's URI, from a record embed or a record-with-media embed. */
function quotedUri(embed: unknown) {
  const record = RecordEmbed.safeParse(embed);
  const withMedia = RecordWithMediaEmbed.safeParse(embed);
  const uri = record.success
    ? record.data.record.uri
    : withMedia.success
      ? withMedia.data.record.record.uri
      : undefined;
  const parsed = uri ? parseAtUri(uri) : undefined;
  // A record embed may also show a feed, a list or a starter pack: only posts are quotes.
  return parsed?.collection === POST_COLLECTION ? parsed : undefined;
}

/** The embed that carries media: the embed itself, or the media half of a record-with-media. */
function mediaEmbed(embed: unknown): unknown {
  const withMedia = RecordWithMediaEmbed.safeParse(embed);
  return withMedia.success ? withMedia.data.media : embed;
}

function mediaOf(did: string, embed: unknown): Media | undefined {
  const media = mediaEmbed(embed);
  const images = ImagesEmbed.safeParse(media);
  if (images.success) {
    const urls = images.data.images.map((image) => ({
      url: `${CDN}/feed_fullsize/plain/${did}/${image.image}@jpeg`,
    }));
    return urls.length > 0 ? { images: urls.slice(0, 10) } : undefined;
  }
  const video = VideoEmbed.safeParse(media);
  if (video.success) {
    const base = `https://video.bsky.app/watch/${encodeURIComponent(did)}/${video.data.video}`;
    return { videos: [{ url: `${base}/playlist.m3u8`, thumbnail: `${base}/thumbnail.jpg` }] };
  }
  return undefined;
}

function cardOf(did: string, embed: unknown): LinkCard | undefined {
  const external = ExternalEmbed.safeParse(mediaEmbed(embed));
  const url = external.success ? httpUrl(external.data.external.uri) : undefined;
  if (!external.success || !url) return undefined;
  const { title, description, thumb } = external.data.external;
  return compact({
    url,
    title: displayName(title),
    description: description?.trim() ? plainText(description.trim(), 1000) : undefined,
    image: thumb ? `${CDN}/feed_thumbnail/plain/${did}/${thumb}@jpeg` : undefined,
    site_name: hostnameOf(url),
  });
}

function hostnameOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}
