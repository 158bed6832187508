import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { generateEd25519Keypair } from '../../src/deploy/solana/ed25519.ts';
import type { BnbSigner, SolanaSigner } from '../../src/wallets/signer.ts';

/** A Solana wallet's signer as the vault hands one out, on a fresh node:crypto ed25519 key. */
export function makeSolanaSigner(): SolanaSigner {
  const keypair = generateEd25519Keypair();
  return { network: 'solana', address: keypair.address, sign: keypair.sign };
}

/** A BNB wallet's signer: a viem local account on a fresh private key. */
export function makeBnbSigner(): BnbSigner {
  const account = privateKeyToAccount(generatePrivateKey());
  return { network: 'bnb', address: account.address, account };
}
