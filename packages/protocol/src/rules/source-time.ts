/**
 * When the platform itself says a post was made, to the millisecond where its id encodes it:
 *
 * - X (`x:<id>`): a Snowflake id. Bits 63–22 are milliseconds since X's epoch,
 *   2010-11-04T01:42:54.657Z (ids from before Snowflake encode nothing).
 * - Truth Social (`truth:<id>`): a Mastodon id. Bits 63–16 are milliseconds since the Unix epoch.
 * - Bluesky (`bsky:<did>/<rkey>`): a record key that is a TID, 13 characters of base32-sortable
 *   (`234567a–z`). Bits 62–10 are microseconds since the Unix epoch; the PDS mints it when it
 *   writes the record, so it is the platform's time even when the app's `createdAt` is earlier.
 *
 * Anything else (the webhook, the demo, an rkey that is not a TID) falls back to its created_at,
 * which the platforms give to the second (X) or to the millisecond of the client's clock.
 */

export const X_EPOCH_MS = 1_288_834_974_657;
const TID_ALPHABET = '234567abcdefghijklmnopqrstuvwxyz';
const TID = /^[234567abcdefghij][234567a-z]{12}$/;
/** No platform minted an id before 2006 or will in a century; outside that, it is not a time. */
const EARLIEST_MS = Date.UTC(2006, 0, 1);
const LATEST_MS = Date.UTC(2126, 0, 1);

export const SOURCE_TIME_ORIGINS = ['id', 'created_at'] as const;
export type SourceTimeOrigin = (typeof SOURCE_TIME_ORIGINS)[number];

const plausible = (ms: number) => (ms >= EARLIEST_MS && ms < LATEST_MS ? ms : undefined);

/** Epoch ms of an X Snowflake id (digits), or undefined for a pre-Snowflake id. */
export function snowflakeTimeX(id: string): number | undefined {
  if (!/^\d{1,20}$/.test(id)) return undefined;
  const stamp = BigInt(id) >> 22n;
  return stamp === 0n ? undefined : plausible(Number(stamp) + X_EPOCH_MS);
}

/** Epoch ms of a Mastodon (Truth Social) id (digits), or undefined when it encodes no time. */
export function snowflakeTimeMastodon(id: string): number | undefined {
  if (!/^\d{1,20}$/.test(id)) return undefined;
  return plausible(Number(BigInt(id) >> 16n));
}

/** Epoch ms (with the microseconds as a fraction) of an AT Protocol TID, or undefined. */
export function tidTime(rkey: string): number | undefined {
  if (!TID.test(rkey)) return undefined;
  let value = 0n;
  for (const char of rkey) value = value * 32n + BigInt(TID_ALPHABET.indexOf(char));
  return plausible(Number(value >> 10n) / 1000);
}

/** The time our post id (`x:`, `truth:`, `bsky:` prefixed; see post-identifiers.ts) encodes. */
export function sourceTimeOfPostId(postId: string): number | undefined {
  if (postId.startsWith('x:')) return snowflakeTimeX(postId.slice(2));
  if (postId.startsWith('truth:')) return snowflakeTimeMastodon(postId.slice(6));
  if (postId.startsWith('bsky:')) return tidTime(postId.slice(postId.lastIndexOf('/') + 1));
  return undefined;
}

/** The post's source time: its id's where it encodes one, else its created_at (epoch ms). */
export function sourceTimeOf(
  postId: string,
  createdAtMs: number,
): { at: number; from: SourceTimeOrigin } {
  const fromId = sourceTimeOfPostId(postId);
  return fromId === undefined
    ? { at: createdAtMs, from: 'created_at' }
    : { at: fromId, from: 'id' };
}
