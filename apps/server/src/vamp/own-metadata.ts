import { METADATA_PATH } from '../deploy/index.ts';

const HOSTED_FILE = new RegExp(`^${METADATA_PATH}/([A-Za-z0-9_-]{43})\\.json$`);

/**
 * The id of a metadata JSON we host, when `uri` is `{one of our origins}/api/token-metadata/{id}.json`;
 * else undefined. Our own links are read from the store: fetching them would go out and back to
 * this server, which the public-host guard refuses (and rightly, for anyone else's loopback).
 */
export function hostedMetadataId(uri: string, ourOrigins: readonly string[]): string | undefined {
  if (!URL.canParse(uri)) return undefined;
  const url = new URL(uri);
  if (!ourOrigins.includes(url.origin) || url.search || url.hash) return undefined;
  return HOSTED_FILE.exec(url.pathname)?.[1];
}
