import type { WalletSigner } from '../wallets/index.ts';

/** A wallet opened for its owner, with the right to deploy checked, ready for a click. */
export type WarmWallet = { walletId: string; signer: WalletSigner };

/** Ours: how long a prepared wallet stays open for its owner. */
export const WARM_ACCESS_TTL_MS = 30_000;

/**
 * DESIGN "Token launching": `prepare` may run while the form is open, so a click only signs and
 * sends. The deploy form names its wallet (`prepare_launch`); the server opens it and checks the
 * right to deploy then, and keeps the result here for a short while, keyed by user and handle.
 *
 * A deleted wallet or a withdrawn right is forgotten at once on the node that made the change; on
 * the other nodes of a scaled-out deployment it lasts at most WARM_ACCESS_TTL_MS.
 */
export class WarmAccess {
  private readonly entries = new Map<string, WarmWallet & { userId: number; until: number }>();

  constructor(
    private readonly ttlMs: number = WARM_ACCESS_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  put(userId: number, handle: string, wallet: WarmWallet): void {
    this.prune();
    this.entries.set(keyOf(userId, handle), { ...wallet, userId, until: this.now() + this.ttlMs });
  }

  get(userId: number, handle: string): WarmWallet | undefined {
    const entry = this.entries.get(keyOf(userId, handle));
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(keyOf(userId, handle));
      return undefined;
    }
    return { walletId: entry.walletId, signer: entry.signer };
  }

  forgetUser(userId: number): void {
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }

  forgetWallet(walletId: string): void {
    for (const [key, entry] of this.entries)
      if (entry.walletId === walletId) this.entries.delete(key);
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
  }
}

const keyOf = (userId: number, handle: string) => `${userId}\u0000${handle}`;
