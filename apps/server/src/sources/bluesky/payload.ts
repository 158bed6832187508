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

export const ImagesEmbed = z.object({
  $type: z.literal('app.bsky.embed.images'),
  images: z.array(z.object({ image: BlobRef })),
});
export const VideoEmbed = z.object({ $type: z.literal('app.bsky.embed.video'), video: BlobRef });
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

export const PostRecord = z.object({
  text: z.string(),
  createdAt: z.string(),
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
