import { type VampCoinData, vampCoinDataOf } from '@launchdeck/protocol';
import type { AssetSource } from './asset-source.ts';
import { TokenLinksError, type TokenLinksReader } from './token-links.ts';

export type TokenLookupDeps = { assets: AssetSource; links: TokenLinksReader };

/**
 * FC §7 vamp by address, server side (the vamp extension sends only the address): getAsset for
 * the name, symbol, image and json_uri, then the json_uri's website and twitter, as the browser's
 * Vamp dialog reads them. Undefined for an address the source does not know; a failing source
 * throws AssetSourceError. The links are extras: a link that cannot be read still gives the token.
 */
export async function lookUpVampToken(
  deps: TokenLookupDeps,
  address: string,
): Promise<VampCoinData | undefined> {
  const answer = await deps.assets.getAsset(address);
  if ('error' in answer) return undefined;
  const { content } = answer.result;
  const found = content.json_uri
    ? await linksOf(deps.links, content.json_uri)
    : { website: '', twitter: '' };
  return vampCoinDataOf(content, found);
}

async function linksOf(links: TokenLinksReader, jsonUri: string) {
  try {
    return await links.read(jsonUri);
  } catch (error) {
    if (!(error instanceof TokenLinksError)) throw error;
    return { website: '', twitter: '' };
  }
}
