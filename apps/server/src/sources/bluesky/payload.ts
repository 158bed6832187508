import { z } from 'zod';

/*
 * Jetstream's JSON events and the app.bsky lexicon records they carry, limited to the fields the
 * connector reads. Embeds are checked one by one, so an embed type added later leaves the post
 * as text rather than losing it.
 */

export const POST_COLLECTION = 'app.bsky.feed.post';

export const JetstreamEvent = z.object({
  did: z.string().min(1),
  time_us: z.number().int().nonnegative(),
  kind: z.string(),
  commit: z
    .object({
      rev: z.string().optional(),
      operation: z.string(),
      collection: z.string(),
      rkey: z.string().min(1),
      record: z.unknown().optional(),
      cid: z.string().optional(),
    })
    .optional(),
});
export type JetstreamEvent = z.infer<typeof JetstreamEvent>;

const StrongRef = z.object({ uri: z.string(), cid: z.string().optional() });

// CIDs are base32/base58 text; anything else in a record (which anyone can write) is refused.
const Cid = z.string().regex(/^[A-Za-z0-9]{8,128}$/);

/** A blob reference, as its CID: `{$type:'blob', ref:{$link}}`, or the legacy `{cid}`. */
const BlobRef = z.union([
  z.object({ ref: z.object({ $link: Cid }) }).transform((b) => b.ref.$link),
  z.object({ cid: Cid }).transform((b) => b.cid),
]);

/** app.bsky.embed.images: up to four images, each with its alt text (may be empty). */
export const ImagesEmbed = z.object({
  $type: z.literal('app.bsky.embed.images'),
  images: z.array(z.object({ image: BlobRef, alt: z.string().optional().catch(undefined) })),
});
/** app.bsky.embed.video: one video, with optional alt text. */
export const VideoEmbed = z.object({
  $type: z.literal('app.bsky.embed.video'),
  video: BlobRef,
  alt: z.string().optional().catch(undefined),
});
export const ExternalEmbed = z.object({
  $type: z.literal('app.bsky.embed.external'),
  external: z.object({
    uri: z.string(),
    title: z.string().optional(),
    description: z.string().optional(),
    thumb: BlobRef.optional(),
  }),
});
export const RecordEmbed = z.object({
  $type: z.literal('app.bsky.embed.record'),
  record: StrongRef,
});
export const RecordWithMediaEmbed = z.object({
  $type: z.literal('app.bsky.embed.recordWithMedia'),
  record: z.object({ record: StrongRef }),
  media: z.unknown(),
});

/**
 * app.bsky.richtext.facet: a UTF-8 byte range of the text and what it is (a link, a mention, a
 * tag). Features of other types are kept as `{$type}` and mean nothing here. Offsets are only
 * shaped here; whether they fall inside the text, on character boundaries, is checked where the
 * facets are applied (rich-text.ts).
 */
export const Facet = z.object({
  index: z.object({
    byteStart: z.number().int().nonnegative(),
    byteEnd: z.number().int().nonnegative(),
  }),
  features: z.array(
    z.union([
      z.object({ $type: z.literal('app.bsky.richtext.facet#link'), uri: z.string() }),
      z.object({ $type: z.literal('app.bsky.richtext.facet#mention'), did: z.string() }),
      z.object({ $type: z.literal('app.bsky.richtext.facet#tag'), tag: z.string() }),
      z.object({ $type: z.string() }),
    ]),
  ),
});
export type Facet = z.infer<typeof Facet>;

/**
 * app.bsky.feed.post, the fields read. `facets` are checked one by one where they are applied
 * (a broken facet costs its own link, never the post), and `embed` one kind at a time.
 */
export const PostRecord = z.object({
  text: z.string(),
  createdAt: z.string(),
  facets: z.unknown().optional(),
  reply: z.object({ root: StrongRef, parent: StrongRef }).optional(),
  embed: z.unknown().optional(),
});
export type PostRecord = z.infer<typeof PostRecord>;

/** app.bsky.actor.defs#profileViewDetailed, the fields shown on a post. */
export const Profile = z.object({
  did: z.string(),
  handle: z.string(),
  displayName: z.string().optional(),
  avatar: z.string().optional(),
  verification: z.object({ verifiedStatus: z.string().optional() }).optional(),
});
export type Profile = z.infer<typeof Profile>;
