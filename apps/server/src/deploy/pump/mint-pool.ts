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
 * refills one mint per turn of the event loop after a take, never keeping the process alive.
 */
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
    setImmediate(() => {
      this.ready.push(newPumpMint());
      this.filling = false;
      this.refill();
    }).unref();
  }
}
