import {
  isBnbWallet,
  type ServerWallet,
  type StoredWallet,
  type WalletNetwork,
} from '@launchdeck/protocol';

/** The handle of the active wallet of each chain (DA §3 api_wkey, api_wkey_bnb); null: none. */
export type ActiveHandles = Readonly<Record<WalletNetwork, string | null>>;

/** DA §3: a wallet is BNB when its network says so or its address starts with 0x. */
export function chainOf(wallet: StoredWallet): WalletNetwork {
  return isBnbWallet(wallet) ? 'bnb' : 'solana';
}

/** The chain's active wallet: the one whose handle is stored for it, when it is still listed. */
export function activeWalletOf(
  wallets: readonly StoredWallet[],
  active: ActiveHandles,
  chain: WalletNetwork,
): StoredWallet | null {
  const handle = active[chain];
  if (!handle) return null;
  return wallets.find((wallet) => wallet.api_key === handle && chainOf(wallet) === chain) ?? null;
}

/** The browser's copy of a server wallet: everything the server lists, never the key. */
export function toStoredWallet(wallet: ServerWallet, buyAmount?: number): StoredWallet {
  const stored: StoredWallet = {
    id: wallet.id,
    address: wallet.address,
    api_key: wallet.api_key,
    network: wallet.network,
    created_at: wallet.created_at,
  };
  return buyAmount === undefined ? stored : { ...stored, buyAmount };
}

/** Adds a wallet, or replaces the one with its id or address (a re-import). */
export function upsertWallet(
  wallets: readonly StoredWallet[],
  wallet: StoredWallet,
): StoredWallet[] {
  const index = wallets.findIndex((w) => w.id === wallet.id || w.address === wallet.address);
  if (index < 0) return [...wallets, wallet];
  const next = [...wallets];
  const kept = wallets[index]?.buyAmount;
  next[index] =
    kept === undefined || wallet.buyAmount !== undefined ? wallet : { ...wallet, buyAmount: kept };
  return next;
}

/**
 * The list after the server's answer: the server's wallets in its order (wallets it no longer has
 * are dropped, new ones added), each keeping the buy amount this browser set for it.
 */
export function mergeServerWallets(
  local: readonly StoredWallet[],
  server: readonly ServerWallet[],
): StoredWallet[] {
  const amounts = new Map(local.map((wallet) => [wallet.id, wallet.buyAmount]));
  return server.map((wallet) => toStoredWallet(wallet, amounts.get(wallet.id)));
}

/**
 * The active handles for `wallets`: a handle whose wallet is gone is cleared (DA §4), and a chain
 * with none takes the first of `fresh` on that chain (a wallet just imported or first seen here).
 */
export function settleActive(
  wallets: readonly StoredWallet[],
  active: ActiveHandles,
  fresh: readonly StoredWallet[] = [],
): ActiveHandles {
  const settle = (chain: WalletNetwork) =>
    activeWalletOf(wallets, active, chain)?.api_key ??
    fresh.find((wallet) => chainOf(wallet) === chain)?.api_key ??
    null;
  return { solana: settle('solana'), bnb: settle('bnb') };
}
