import type {
  Author,
  Embed,
  IngestItem,
  LinkCard,
  Media,
  PostInput,
  ReferencedPost,
} from '@launchdeck/protocol';
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
import { type AtUri, bskyPostId, bskyPostUrl, parseAtUri } from './post-ids.ts';
import { textWithFacets } from './rich-text.ts';

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

/**
 * One Jetstream event → a post (create, update), a deletion, or nothing (with why).
 *
 * Shape (Jetstream's JSON, with the AT Protocol lexicon `app.bsky.feed.post` as `commit.record`):
 * `{did, time_us, kind: 'commit', commit: {operation, collection, rkey, record: {text, facets?,
 * createdAt, reply?, embed?}}}`. The post's whole content is read: the text with its facets
 * applied (full link addresses, see rich-text.ts) and every embed kind of `app.bsky.embed.*`:
 * `external` → `card`; `images` → `media.images`, their alt text → `embeds`; `video` →
 * `media.videos`, its alt text → `embeds`; `record` → a quote (`quotedTweet`, `quotedUser` with
 * what the connector knows: the id, and the author when watched) or, for a feed, list or starter
 * pack, an embed linking to it; `recordWithMedia` → both.
 */
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
  const embedded = embeddedRecord(record.embed);
  const quoted = embedded?.collection === POST_COLLECTION ? embedded : undefined;
  const quotedAuthor = quoted ? identities.get(quoted.did) : undefined;
  return compact({
    id: bskyPostId(did, rkey),
    platform: 'bluesky',
    text: plainText(textWithFacets(record.text, record.facets)),
    createdAt: validDate(record.createdAt) ?? new Date(event.time_us / 1000).toISOString(),
    tweetUrl: bskyPostUrl(identity.handle, rkey),
    author: authorOf(identity),
    media: mediaOf(did, record.embed),
    card: cardOf(did, record.embed),
    embeds: embedsOf(did, record.embed, embedded),
    isReply: record.reply ? true : undefined,
    replyTo: parent
      ? compact({
          id: bskyPostId(parent.did, parent.rkey),
          handle: identities.get(parent.did)?.handle,
        })
      : undefined,
    isQuote: quoted ? true : undefined,
    quotedTweet: quoted ? quotedPost(quoted, quotedAuthor) : undefined,
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

/**
 * The record a record embed or a record-with-media embed shows. Jetstream carries only its
 * at:// URI (a strong ref): a quoted post's text, media and own quote are not in the event.
 */
function embeddedRecord(embed: unknown): AtUri | undefined {
  const record = RecordEmbed.safeParse(embed);
  const withMedia = RecordWithMediaEmbed.safeParse(embed);
  const uri = record.success
    ? record.data.record.uri
    : withMedia.success
      ? withMedia.data.record.record.uri
      : undefined;
  return uri ? parseAtUri(uri) : undefined;
}

/** A quoted post: its id, and its author's names when the author is watched. */
function quotedPost(quoted: AtUri, author: Identity | undefined): ReferencedPost {
  return compact({
    id: bskyPostId(quoted.did, quoted.rkey),
    handle: author?.handle,
    name: displayName(author?.name),
    avatar: httpUrl(author?.avatar),
  });
}

/** Records other than posts that a record embed may show, and their page in the Bluesky app. */
const RECORD_PAGES: Record<string, { title: string; url: (uri: AtUri) => string }> = {
  'app.bsky.feed.generator': {
    title: 'Bluesky feed',
    url: (u) => `https://bsky.app/profile/${u.did}/feed/${u.rkey}`,
  },
  'app.bsky.graph.list': {
    title: 'Bluesky list',
    url: (u) => `https://bsky.app/profile/${u.did}/lists/${u.rkey}`,
  },
  'app.bsky.graph.starterpack': {
    title: 'Bluesky starter pack',
    url: (u) => `https://bsky.app/starter-pack/${u.did}/${u.rkey}`,
  },
};

/**
 * What has no field of its own in the protocol: the alt text of images and of a video (one embed
 * each, linking to the image), and an embedded feed, list or starter pack (a link to it).
 */
function embedsOf(did: string, embed: unknown, embedded: AtUri | undefined): Embed[] | undefined {
  const embeds: Embed[] = [];
  const media = mediaEmbed(embed);
  const images = ImagesEmbed.safeParse(media);
  if (images.success) {
    const count = images.data.images.length;
    images.data.images.forEach((image, index) => {
      const alt = altText(image.alt);
      if (!alt) return;
      const which = count > 1 ? `Image ${index + 1} of ${count}` : 'Image';
      embeds.push({
        title: `${which}: alt text`,
        description: alt,
        url: imageUrl(did, image.image),
      });
    });
  }
  const video = VideoEmbed.safeParse(media);
  const videoAlt = video.success ? altText(video.data.alt) : undefined;
  if (videoAlt) embeds.push({ title: 'Video: alt text', description: videoAlt });
  const page = embedded ? RECORD_PAGES[embedded.collection] : undefined;
  const pageUrl = embedded && page ? httpUrl(page.url(embedded)) : undefined;
  if (page && pageUrl) embeds.push({ title: page.title, url: pageUrl });
  return embeds.length > 0 ? embeds.slice(0, 10) : undefined;
}

function altText(alt: string | undefined): string | undefined {
  const trimmed = alt?.trim();
  return trimmed ? plainText(trimmed, 1000) : undefined;
}

const imageUrl = (did: string, cid: string) => `${CDN}/feed_fullsize/plain/${did}/${cid}@jpeg`;

/** The embed that carries media: the embed itself, or the media half of a record-with-media. */
function mediaEmbed(embed: unknown): unknown {
  const withMedia = RecordWithMediaEmbed.safeParse(embed);
  return withMedia.success ? withMedia.data.media : embed;
}

function mediaOf(did: string, embed: unknown): Media | undefined {
  const media = mediaEmbed(embed);
  const images = ImagesEmbed.safeParse(media);
  if (images.success) {
    const urls = images.data.images.map((image) => ({ url: imageUrl(did, image.image) }));
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
