/**
 * DA §5: how a pasted private key is classified. BNB when it is `0x` and 64 hex digits (66
 * characters) or 64 hex digits; anything else is taken for a Solana base58 secret. Browser and
 * server both use this, so the browser calls the right import and the server refuses the wrong one.
 */
export type KeyNetwork = 'solana' | 'bnb';

const BNB_KEY = /^(?:0x)?[0-9a-fA-F]{64}$/;

export function classifyPrivateKey(key: string): KeyNetwork {
  return BNB_KEY.test(key.trim()) ? 'bnb' : 'solana';
}

/** A BNB key in the 0x form viem expects. */
export function normalizeBnbKey(key: string): `0x${string}` {
  const trimmed = key.trim().toLowerCase();
  return (trimmed.startsWith('0x') ? trimmed : `0x${trimmed}`) as `0x${string}`;
}

/** DA §3: a wallet counts as BNB when its network says so or its address starts with 0x. */
export function isBnbWallet(wallet: { network: string; address: string }): boolean {
  return (
    wallet.network === 'bnb' || wallet.network === 'ETH/BNB' || wallet.address.startsWith('0x')
  );
}

/** DA §2: the wallet selector shows the first 4 and last 4 characters of an address. */
export function shortAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 4)}...${address.slice(-4)}`;
}
