import { z } from 'zod';

/*
 * The X API v2 shapes the connector reads, as documented for the filtered stream and its rules.
 * Only the fields used are listed; unknown fields are ignored, missing optional ones tolerated.
 */

const UrlEntity = z.object({
  url: z.string(),
  expanded_url: z.string().optional(),
  unwound_url: z.string().optional(),
  display_url: z.string().optional(),
  media_key: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  images: z.array(z.object({ url: z.string() })).optional(),
});
export type UrlEntity = z.infer<typeof UrlEntity>;

/** `entities` (top level or of a note): only `urls` is read; mentions, hashtags, cashtags are text already. */
const Entities = z.object({ urls: z.array(UrlEntity).optional() });

export const XTweet = z.object({
  id: z.string().min(1),
  /** For a long post (over 280 characters), only its first ~280 characters: see `note_tweet`. */
  text: z.string(),
  created_at: z.string().optional(),
  author_id: z.string().optional(),
  conversation_id: z.string().optional(),
  entities: Entities.optional(),
  /** A long post's whole text and that text's own entities (tweet.fields=note_tweet). */
  note_tweet: z.object({ text: z.string(), entities: Entities.optional() }).optional(),
  /** Every version's id, the first one first and this one last (tweet.fields=edit_history_tweet_ids). */
  edit_history_tweet_ids: z.array(z.string()).optional(),
  referenced_tweets: z
    .array(z.object({ type: z.enum(['replied_to', 'quoted', 'retweeted']), id: z.string() }))
    .optional(),
  attachments: z.object({ media_keys: z.array(z.string()).optional() }).optional(),
});
export type XTweet = z.infer<typeof XTweet>;

export const XUser = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string().optional(),
  profile_image_url: z.string().optional(),
  verified: z.boolean().optional(),
});
export type XUser = z.infer<typeof XUser>;

export const XMedia = z.object({
  media_key: z.string(),
  type: z.string(),
  url: z.string().optional(),
  preview_image_url: z.string().optional(),
  variants: z
    .array(
      z.object({
        bit_rate: z.number().optional(),
        content_type: z.string().optional(),
        url: z.string(),
      }),
    )
    .optional(),
});
export type XMedia = z.infer<typeof XMedia>;

/** A problem object, as in `{errors:[…]}` stream lines and rule answers. */
export const XProblem = z.object({
  title: z.string().optional(),
  detail: z.string().optional(),
  type: z.string().optional(),
  disconnect_type: z.string().optional(),
  value: z.string().optional(),
  id: z.string().optional(),
});
export type XProblem = z.infer<typeof XProblem>;

/** One line of GET /2/tweets/search/stream. */
export const XStreamMessage = z.object({
  data: XTweet.optional(),
  includes: z
    .object({
      users: z.array(XUser).optional(),
      media: z.array(XMedia).optional(),
      tweets: z.array(XTweet).optional(),
    })
    .optional(),
  matching_rules: z
    .array(z.object({ id: z.string().optional(), tag: z.string().optional() }))
    .optional(),
  errors: z.array(XProblem).optional(),
});
export type XStreamMessage = z.infer<typeof XStreamMessage>;

export const XRule = z.object({ id: z.string(), value: z.string(), tag: z.string().optional() });
export type XRule = z.infer<typeof XRule>;

/** GET /2/tweets/search/stream/rules (no `data` when there are no rules). */
export const XRulesResponse = z.object({ data: z.array(XRule).optional() });

/** POST /2/tweets/search/stream/rules. */
export const XRulesChangeResponse = z.object({
  meta: z
    .object({
      summary: z
        .object({
          created: z.number().optional(),
          not_created: z.number().optional(),
          deleted: z.number().optional(),
          not_deleted: z.number().optional(),
        })
        .optional(),
    })
    .optional(),
  errors: z.array(XProblem).optional(),
});
