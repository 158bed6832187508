import { z } from 'zod';

/*
 * The Mastodon API entities Truth Social answers with (Account, Status, MediaAttachment,
 * PreviewCard), limited to the fields the connector reads. Mastodon sends null for absent
 * values, so most fields are nullish.
 */

export const MastodonAccount = z.object({
  id: z.string().min(1),
  username: z.string(),
  acct: z.string(),
  display_name: z.string().nullish(),
  avatar: z.string().nullish(),
  url: z.string().nullish(),
  /** Truth Social's own blue check; plain Mastodon has no such field. */
  verified: z.boolean().nullish(),
});
export type MastodonAccount = z.infer<typeof MastodonAccount>;

const MediaAttachment = z.object({
  type: z.string(),
  url: z.string().nullish(),
  preview_url: z.string().nullish(),
  remote_url: z.string().nullish(),
  /** The attachment's alt text. */
  description: z.string().nullish().catch(undefined),
});

const PreviewCard = z.object({
  url: z.string(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  image: z.string().nullish(),
  provider_name: z.string().nullish(),
});

const StatusCore = z.object({
  id: z.string().min(1),
  created_at: z.string(),
  content: z.string().nullish(),
  url: z.string().nullish(),
  account: MastodonAccount,
  in_reply_to_id: z.string().nullish(),
  in_reply_to_account_id: z.string().nullish(),
  media_attachments: z.array(MediaAttachment).nullish(),
  card: PreviewCard.nullish(),
  mentions: z.array(z.object({ id: z.string(), acct: z.string() })).nullish(),
  /** Truth Social quote posts: the quoted status's id (and `quote`, the status itself). */
  quote_id: z.string().nullish(),
});
export type StatusCore = z.infer<typeof StatusCore>;

/** Mastodon 4.4 quotes: `{state, quoted_status}` or, shallow, `{state, quoted_status_id}`. */
const MastodonQuote = z.object({
  state: z.string().nullish(),
  quoted_status: StatusCore.nullish(),
  quoted_status_id: z.string().nullish(),
});

const QuotingStatus = StatusCore.extend({
  quote: z.union([StatusCore, MastodonQuote]).nullish(),
});
export type QuotingStatus = z.infer<typeof QuotingStatus>;

export const MastodonStatus = QuotingStatus.extend({ reblog: QuotingStatus.nullish() });
export type MastodonStatus = z.infer<typeof MastodonStatus>;
