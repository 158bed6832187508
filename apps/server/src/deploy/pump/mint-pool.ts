import { PublicKey } from '@solana/web3.js';
import { generateEd25519Keypair } from '../solana/ed25519.ts';
import { mintAccounts } from './addresses.ts';
import type { PumpMint } from './transaction.ts';

/** A fresh mint keypair and the five accounts derived from it (about 1.5 ms of hashing). */
export function newPumpMint(): PumpMint {
  const keypair = generateEd25519Keypair();
  const publicKey = new PublicKey(keypair.publicKey);
  return { keypair, publicKey, accounts: mintAccounts(publicKey) };
}

/** How long after a take the pool starts making mints again, ms: after the launch's send. */
export const REFILL_DELAY_MS = 50;
/** How long a wallet stays expected after it was last named (expect), ms. */
export const BUYER_TTL_MS = 120_000;
/** Wallets expected at most; past it, the one named longest ago is dropped. */
export const BUYERS_MAX = 64;

/** A ready mint and the expected wallets' accounts of it found so far (base58 → account). */
export type PooledMint = PumpMint & { buyerAccounts: Map<string, PublicKey> };

export type MintPoolOptions = {
  /**
   * A buyer's account of a mint (pump: the buyer's Token-2022 associated token account, a PDA
   * search of up to ~1 ms). Given, wallets named by `expect` get theirs found for each ready
   * mint ahead of the launch; not given, `expect` does nothing.
   */
  buyerAccount?: (buyer: PublicKey, mint: PublicKey) => PublicKey;
  /** The clock buyers expire by (Date.now unless given). */
  now?: () => number;
};

/**
 * Mints made ahead of the launches that take them (research §5 trick 2, pre-generated mint
 * keypairs), so a launch's prepare derives nothing. Each mint is handed out once; the pool
 * refills one mint at a time, starting REFILL_DELAY_MS after a take (a mint is ~1.5 ms of hashing
 * on the event loop: made at once, it would land inside the launch that took the mint, between
 * its prepare and its send), never keeping the process alive.
 *
 * Issue 53: wallets expected to launch soon (a live auto-launch rule's, a form's prepared wallet:
 * `expect`, renewed while they stay so, forgotten BUYER_TTL_MS after) also get their buyer
 * account of each ready mint found ahead, one PDA search per timer turn in the same background
 * work once the pool is full, so the launch that takes the mint finds it (`buyerAccount`)
 * instead of searching.
 */
export class MintPool {
  private readonly ready: PooledMint[] = [];
  private readonly buyers = new Map<string, { key: PublicKey; until: number }>();
  private filling = false;

  constructor(
    private readonly size = 8,
    private readonly options: MintPoolOptions = {},
  ) {}

  /** The oldest ready mint (the one whose buyer accounts are most likely all found), or a new one. */
  take(): PooledMint {
    const mint = this.ready.shift() ?? { ...newPumpMint(), buyerAccounts: new Map() };
    this.refill();
    return mint;
  }

  /** `buyer`'s account of `mint`: found ahead when the wallet was expected, else found now. */
  buyerAccount(mint: PooledMint, buyer: string): PublicKey | undefined {
    const derive = this.options.buyerAccount;
    if (!derive) return undefined;
    return mint.buyerAccounts.get(buyer) ?? derive(new PublicKey(buyer), mint.publicKey);
  }

  /** `buyer` (base58) is expected to launch soon: its accounts of the ready mints are found ahead. */
  expect(buyer: string): void {
    if (!this.options.buyerAccount) return;
    const until = this.now() + BUYER_TTL_MS;
    const known = this.buyers.get(buyer);
    // Re-inserted, so the map's order is the order wallets were last named in.
    this.buyers.delete(buyer);
    this.buyers.set(buyer, { key: known?.key ?? new PublicKey(buyer), until });
    while (this.buyers.size > BUYERS_MAX) {
      const oldest = this.buyers.keys().next().value;
      if (oldest === undefined) break;
      this.buyers.delete(oldest);
    }
    if (!known) this.refill();
  }

  /** The wallets expected now (tests). */
  expected(): string[] {
    this.dropExpired();
    return [...this.buyers.keys()];
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [buyer, { until }] of this.buyers) if (until <= now) this.buyers.delete(buyer);
  }

  /**
   * The next piece of background work: a missing mint first (a launch without one makes its own,
   * ~1.5 ms on its path), then a ready mint's missing account of an expected wallet, oldest mint
   * first (the next to be taken).
   */
  private nextWork(): (() => void) | undefined {
    if (this.ready.length < this.size)
      return () => this.ready.push({ ...newPumpMint(), buyerAccounts: new Map() });
    const derive = this.options.buyerAccount;
    if (!derive || this.buyers.size === 0) return undefined;
    this.dropExpired();
    for (const mint of this.ready) {
      for (const [buyer, { key }] of this.buyers) {
        if (!mint.buyerAccounts.has(buyer))
          return () => mint.buyerAccounts.set(buyer, derive(key, mint.publicKey));
      }
    }
    return undefined;
  }

  private refill(): void {
    if (this.filling || !this.nextWork()) return;
    this.filling = true;
    setTimeout(() => {
      this.nextWork()?.();
      this.filling = false;
      this.refill();
    }, REFILL_DELAY_MS).unref();
  }
}
