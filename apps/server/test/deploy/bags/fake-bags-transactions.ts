import {
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { u64 } from '../../../src/deploy/solana/borsh.ts';
import type { Ed25519Keypair } from '../../../src/deploy/solana/ed25519.ts';

/**
 * Test support for the fake Bags API: real v0 transactions shaped like Bags' (the trader pays;
 * the launch transaction also needs the mint's signature, which only Bags holds). The programs
 * are stand-ins; the fake Solana RPC checks signatures and blockhashes, not program logic.
 */

export type FakeBagsPrograms = { feeShare: PublicKey; launch: PublicKey };

const encode = (transaction: VersionedTransaction) => bs58.encode(transaction.serialize());

/** One fee-share config creation, unsigned: the trader (payer) signs it. */
export function feeShareConfigTransaction(options: {
  programs: FakeBagsPrograms;
  payer: string;
  baseMint: string;
  configKey: string;
  claimers: string[];
  basisPoints: number[];
  blockhash: string;
}): string {
  const payer = new PublicKey(options.payer);
  const instruction = new TransactionInstruction({
    programId: options.programs.feeShare,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: new PublicKey(options.baseMint), isSigner: false, isWritable: false },
      { pubkey: new PublicKey(options.configKey), isSigner: false, isWritable: true },
      ...options.claimers.map((claimer) => ({
        pubkey: new PublicKey(claimer),
        isSigner: false,
        isWritable: false,
      })),
    ],
    data: Buffer.from(Uint16Array.from(options.basisPoints).buffer),
  });
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: options.blockhash,
    instructions: [instruction],
  }).compileToV0Message();
  return encode(new VersionedTransaction(message));
}

/** The launch, signed by the mint (Bags' part); the trader, its fee payer, signs it next. */
export function launchTransaction(options: {
  programs: FakeBagsPrograms;
  payer: string;
  mint: Ed25519Keypair;
  configKey: string;
  metadataUrl: string;
  initialBuyLamports: number;
  blockhash: string;
}): string {
  const payer = new PublicKey(options.payer);
  const mint = new PublicKey(options.mint.publicKey);
  const lamports = u64(BigInt(options.initialBuyLamports));
  const instruction = new TransactionInstruction({
    programId: options.programs.launch,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: mint, isSigner: true, isWritable: true },
      { pubkey: new PublicKey(options.configKey), isSigner: false, isWritable: false },
    ],
    data: Buffer.concat([lamports, Buffer.from(options.metadataUrl)]),
  });
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: options.blockhash,
    instructions: [instruction],
  }).compileToV0Message();
  const transaction = new VersionedTransaction(message);
  const mintIndex = message.staticAccountKeys.findIndex((key) => key.equals(mint));
  transaction.signatures[mintIndex] = options.mint.sign(message.serialize());
  return encode(transaction);
}
