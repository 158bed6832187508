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

/**
 * Mints made ahead of the launches that take them (research §5 trick 2, pre-generated mint
 * keypairs), so a launch's prepare derives nothing. Each mint is handed out once; the pool
 * refills one mint at a time, starting REFILL_DELAY_MS after a take (a mint is ~1.5 ms of hashing
 * on the event loop: made at once, it would land inside the launch that took the mint, between
 * its prepare and its send), never keeping the process alive.
 */
/** How long after a take the pool starts making mints again, ms: after the launch's send. */
export const REFILL_DELAY_MS = 50;

export class MintPool {
  private readonly ready: PumpMint[] = [];
  private filling = false;

  constructor(private readonly size = 8) {}

  take(): PumpMint {
    const mint = this.ready.pop() ?? newPumpMint();
    this.refill();
    return mint;
  }

  private refill(): void {
    if (this.filling || this.ready.length >= this.size) return;
    this.filling = true;
    setTimeout(() => {
      this.ready.push(newPumpMint());
      this.filling = false;
      this.refill();
    }, REFILL_DELAY_MS).unref();
  }
}
