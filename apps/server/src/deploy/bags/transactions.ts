import { VersionedTransaction } from '@solana/web3.js';
import type { SolanaSigner } from '../../wallets/signer.ts';
import { LaunchError } from '../launcher.ts';
import { decodeBase58 } from '../solana/base58.ts';
import { BAGS_MESSAGES, type BagsStep } from './messages.ts';

/**
 * Adds the trader's signature to a transaction Bags built (bs58), keeping any signature Bags put
 * there (the launch transaction carries the mint's). Only a transaction the trader's wallet pays
 * for is signed: the wallet is never lent to someone else's transaction.
 */
export function cosign(encoded: string, signer: SolanaSigner, step: BagsStep): Uint8Array {
  let transaction: VersionedTransaction;
  try {
    transaction = VersionedTransaction.deserialize(decodeBase58(encoded));
  } catch {
    throw new LaunchError(BAGS_MESSAGES.malformed(step));
  }
  const { message } = transaction;
  if (message.staticAccountKeys[0]?.toBase58() !== signer.address)
    throw new LaunchError(BAGS_MESSAGES.notFeePayer);
  transaction.signatures[0] = signer.sign(message.serialize());
  const required = message.header.numRequiredSignatures;
  const missing = transaction.signatures
    .slice(0, required)
    .some((signature) => signature.every((byte) => byte === 0));
  if (missing) throw new LaunchError(BAGS_MESSAGES.unsigned);
  return transaction.serialize();
}
