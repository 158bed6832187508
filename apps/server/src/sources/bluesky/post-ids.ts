/**
 * Post ids from Bluesky: 'bsky:<did>/<rkey>'. An rkey is unique only within one account's
 * repository, so the DID is part of the id; the full at:// URI would waste the 128 characters
 * on a collection name every post shares. Both a Jetstream event (did + rkey) and a reply or
 * quote reference (an at:// URI) give the same id.
 */
export const bskyPostId = (did: string, rkey: string) => `bsky:${did}/${rkey}`;

export type AtUri = { did: string; collection: string; rkey: string };

/** `at://<did>/<collection>/<rkey>`, or undefined for anything else. */
export function parseAtUri(uri: string): AtUri | undefined {
  const match = uri.match(/^at:\/\/(did:[a-z]+:[^/]+)\/([^/]+)\/([^/]+)$/i);
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  return { did: match[1], collection: match[2], rkey: match[3] };
}

export const bskyPostUrl = (handleOrDid: string, rkey: string) =>
  `https://bsky.app/profile/${handleOrDid}/post/${rkey}`;
