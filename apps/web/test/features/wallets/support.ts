import type { ServerWallet, StoredWallet } from '@launchdeck/protocol';

let next = 0;

/** A Solana wallet as the server lists it; each call a new id, address and handle. */
export function makeServerWallet(patch: Partial<ServerWallet> = {}): ServerWallet {
  next += 1;
  const n = String(next).padStart(4, '0');
  return {
    id: `w-${n}`,
    address: `${n}So1anaAddre55xxxxxxxxxxxxxxxxxxxxxxxxx${n}`,
    api_key: `wk_handle${n}abcdefghijklmnopqrstu`,
    network: 'solana',
    created_at: '2025-01-01T00:00:00.000Z',
    dailyCap: null,
    spentToday: 0,
    ...patch,
  };
}

/** A BNB wallet as the server lists it. */
export function makeBnbServerWallet(patch: Partial<ServerWallet> = {}): ServerWallet {
  const base = makeServerWallet({ network: 'bnb' });
  const n = base.id.replace(/\D/g, '');
  return { ...base, address: `0x${n}${'a'.repeat(32)}${n}`, ...patch };
}

/** The browser's copy of a server wallet. */
export function stored(wallet: ServerWallet, buyAmount?: number): StoredWallet {
  const { id, address, api_key, network, created_at } = wallet;
  return buyAmount === undefined
    ? { id, address, api_key, network, created_at }
    : { id, address, api_key, network, created_at, buyAmount };
}

/** The import route's success answer for a server wallet. */
export function importAnswer(wallet: ServerWallet) {
  const { address, ...rest } = wallet;
  return { success: true, wallet_address: address, ...rest };
}

/** Puts wallets and active handles in local storage, as an earlier visit left them. */
export function seedWallets(
  wallets: StoredWallet[],
  active: { solana?: string; bnb?: string } = {},
): void {
  localStorage.setItem('wallets', JSON.stringify(wallets));
  if (active.solana) localStorage.setItem('api_wkey', active.solana);
  if (active.bnb) localStorage.setItem('api_wkey_bnb', active.bnb);
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * Text shaped like a Solana secret key (88 base58 characters), made fresh for each run: the
 * browser only classifies and forwards it, so no test writes a key-shaped string down.
 */
export function makeSolanaKeyText(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(88)), (n) => BASE58.charAt(n % 58)).join(
    '',
  );
}
