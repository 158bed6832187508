import { bareHandle } from './handles.ts';

/**
 * Strict character sets for post ids and account handles, so markup (`<img onerror=…>`) can never
 * travel in one. Messages are fragments: describeZodError puts the field's name in front.
 */

/** Any platform's handle: letters, digits and the separators handles use (`.`, `_`, `-`, `@domain`, a DID's `:`). */
const ANY_HANDLE = /^[A-Za-z0-9_.:@-]+$/;
export const HANDLE_MESSAGE = 'must be a handle: letters, digits and _ . - @ : only';

const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** A DID as the AT Protocol writes one (`did:plc:…`, `did:web:…`). */
const DID = 'did:[a-z]+:[A-Za-z0-9._:-]+';

/**
 * Each platform's own rule for the handle of a post's author (a leading @ is not part of it).
 * Keyed like PLATFORMS in post.ts; ingest passes a Platform, so a new one fails to compile here.
 */
export const PLATFORM_HANDLES = {
  twitter: {
    pattern: /^[A-Za-z0-9_]{1,15}$/,
    message: 'must be an X handle: 1 to 15 letters, digits or underscores',
  },
  // Mastodon-style: a local username, or username@domain for another server's account.
  truthsocial: {
    pattern: new RegExp(`^[A-Za-z0-9_]{1,30}(?:@(?:${DOMAIN_LABEL}\\.)+${DOMAIN_LABEL})?$`),
    message:
      'must be a Truth Social handle: letters, digits or underscores, with an optional @domain',
  },
  // A domain name; the source falls back to the DID while the handle is not resolved yet.
  bluesky: {
    pattern: new RegExp(`^(?:(?:${DOMAIN_LABEL}\\.)+${DOMAIN_LABEL}|${DID})$`),
    message: 'must be a Bluesky handle (a domain name) or a DID',
  },
  instagram: {
    pattern: /^[A-Za-z0-9._]{1,30}$/,
    message: 'must be an Instagram handle: 1 to 30 letters, digits, dots or underscores',
  },
  external: { pattern: ANY_HANDLE, message: HANDLE_MESSAGE },
  // Site chat: the poster's username.
  site: {
    pattern: /^[A-Za-z0-9_.-]+$/,
    message: 'must be a username: letters, digits, dots, dashes or underscores',
  },
};

/** What is wrong with a handle, on any platform or on the one given; undefined when nothing. */
export function handleProblem(
  handle: string,
  platform?: keyof typeof PLATFORM_HANDLES,
): string | undefined {
  if (!ANY_HANDLE.test(handle)) return HANDLE_MESSAGE;
  if (!platform) return undefined;
  const rule = PLATFORM_HANDLES[platform];
  return rule.pattern.test(bareHandle(handle)) ? undefined : rule.message;
}

/** Ids from other sources (webhook, demo, deleted_ entries): letters, digits and separators. */
const ANY_POST_ID = /^[A-Za-z0-9_.:/~-]+$/;
export const POST_ID_MESSAGE = 'must be a post id: letters, digits and _ . - : / ~ only';

/** Our sources' ids carry the platform (`x:<id>`, `truth:<id>`, `bsky:<did>/<rkey>`); each prefix has its own rule. */
const PREFIXED_POST_IDS: Record<string, { pattern: RegExp; message: string }> = {
  'x:': { pattern: /^x:\d{1,20}$/, message: 'must be x: and a numeric post id' },
  'truth:': { pattern: /^truth:\d{1,20}$/, message: 'must be truth: and a numeric status id' },
  // An AT Protocol record key: 1 to 512 of these characters (a TID is 13 of them).
  'bsky:': {
    pattern: new RegExp(`^bsky:${DID}/[A-Za-z0-9._:~-]{1,512}$`),
    message: 'must be bsky: and a DID, a slash and a record key',
  },
};

/** What is wrong with a post id; undefined when nothing. */
export function postIdProblem(id: string): string | undefined {
  if (!ANY_POST_ID.test(id)) return POST_ID_MESSAGE;
  const prefix = Object.keys(PREFIXED_POST_IDS).find((known) => id.startsWith(known));
  const rule = prefix ? PREFIXED_POST_IDS[prefix] : undefined;
  return !rule || rule.pattern.test(id) ? undefined : rule.message;
}
