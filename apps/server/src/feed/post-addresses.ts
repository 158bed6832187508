import {
  type AddressMarket,
  type Chain,
  type ContractAddress,
  type ImageAddress,
  POST_LIMITS,
  type Post,
} from '@launchdeck/protocol';

/**
 * The post with its image addresses (issue 31 item 4): `imageAddresses` set, and each verified
 * one also in `contract_addresses` (after the text's, each address once), so the copy action, the
 * trading button and the contract-address sound treat it like an address of the text (as many
 * as a post's list holds).
 */
export function withImageAddresses<P extends Pick<Post, 'contract_addresses'>>(
  post: P,
  imageAddresses: ImageAddress[],
): P & { imageAddresses: ImageAddress[] } {
  const seen = new Set(post.contract_addresses.map((a) => addressKey(a.address, a.chain)));
  const added: ContractAddress[] = [];
  for (const { address, chain, verified } of imageAddresses) {
    const key = addressKey(address, chain);
    const room = POST_LIMITS.listMax - post.contract_addresses.length - added.length;
    if (!verified || seen.has(key) || room <= 0) continue;
    seen.add(key);
    added.push({ address, chain });
  }
  return {
    ...post,
    imageAddresses,
    contract_addresses: [...post.contract_addresses, ...added],
  };
}

/** The same address whatever its spelling: 0x addresses are case-insensitive, base58 is not. */
export const addressKey = (address: string, chain: Chain): string =>
  chain === 'bnb' ? address.toLowerCase() : address;

/**
 * The markets of a post sent again (an edit, a repeat) that it still carries addresses for
 * (issue 52): `{addressMarkets}` to spread into it, or nothing.
 */
export function marketsStillCarried(
  markets: AddressMarket[] | undefined,
  post: Pick<Post, 'contract_addresses'>,
): { addressMarkets?: AddressMarket[] } {
  if (!markets) return {};
  const carried = new Set(
    post.contract_addresses.map((a) => `${a.chain}:${addressKey(a.address, a.chain)}`),
  );
  const kept = markets.filter((m) => carried.has(`${m.chain}:${addressKey(m.address, m.chain)}`));
  return kept.length > 0 ? { addressMarkets: kept } : {};
}
