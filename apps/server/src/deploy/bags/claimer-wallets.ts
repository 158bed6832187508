import type { BagsClient } from './bags-client.ts';

export type ClaimerWalletsOptions = {
  /** How long a handle's wallet is reused; Bags rarely changes one, but it may. */
  ttlMs?: number;
  /** At most this many handles are remembered (the trader types them). */
  maxEntries?: number;
  now?: () => number;
};

const DEFAULTS = { ttlMs: 5 * 60_000, maxEntries: 1000 };

/**
 * The fee claimer's wallet per X handle, looked up on Bags once and reused for a few minutes, so
 * a speculative prepare while the form is open spares the click the round trip (research §5
 * trick 1). Only answers are kept; a failed lookup is asked again next time.
 */
export class ClaimerWallets {
  private readonly wallets = new Map<string, { wallet: string; at: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly client: Pick<BagsClient, 'feeShareWallet'>,
    options: ClaimerWalletsOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? DEFAULTS.ttlMs;
    this.maxEntries = options.maxEntries ?? DEFAULTS.maxEntries;
    this.now = options.now ?? Date.now;
  }

  async walletOf(username: string, signal: AbortSignal): Promise<string> {
    // X handles are case-insensitive.
    const key = username.toLowerCase();
    const cached = this.wallets.get(key);
    if (cached && this.now() - cached.at < this.ttlMs) return cached.wallet;
    const wallet = await this.client.feeShareWallet(username, signal);
    this.wallets.delete(key);
    this.wallets.set(key, { wallet, at: this.now() });
    // A Map iterates in insertion order: the first key is the oldest lookup.
    if (this.wallets.size > this.maxEntries) {
      const oldest = this.wallets.keys().next().value;
      if (oldest !== undefined) this.wallets.delete(oldest);
    }
    return wallet;
  }
}
