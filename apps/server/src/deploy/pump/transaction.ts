import type { AddressLookupTableAccount, PublicKey, TransactionInstruction } from '@solana/web3.js';
import bs58 from 'bs58';
import { LaunchError } from '../launcher.ts';
import type { Ed25519Keypair } from '../solana/ed25519.ts';
import {
  type CompiledMessage,
  compileMessageV0,
  serializeTransaction,
  signedSize,
} from '../solana/message-v0.ts';
import { creatorAccounts, type MintAccounts, token2022Account } from './addresses.ts';
import {
  buyInstruction,
  computeBudgetInstructions,
  createUserTokenAccountInstruction,
  createV2Instruction,
} from './instructions.ts';

/** Solana's packet limit: a serialized transaction larger than this is never accepted. */
export const TRANSACTION_SIZE_MAX = 1232;

export const PUMP_TRANSACTION_MESSAGES = {
  tooLarge: (bytes: number) =>
    `The launch transaction is ${bytes} bytes, over Solana's ${TRANSACTION_SIZE_MAX}-byte limit. Shorten the name or symbol, or launch without a first buy.`,
} as const;

/** Compute units each shape needs with room to spare (research §4: deployers use 350k). */
export const PUMP_COMPUTE_UNITS = { create: 250_000, createAndBuy: 350_000 } as const;

/** The launch's priority fee, in lamports, unless configured: 0.0005 SOL, PumpPortal's example. */
export const DEFAULT_PRIORITY_FEE_LAMPORTS = 500_000;

/** A new mint: its keypair and the accounts derived from it (done before signing). */
export type PumpMint = { keypair: Ed25519Keypair; publicKey: PublicKey; accounts: MintAccounts };

export type PumpBuy = {
  tokenAmount: bigint;
  maxSolCost: bigint;
  feeRecipient: PublicKey;
  buybackFeeRecipient: PublicKey;
};

export type LaunchTransactionInput = {
  /** The trader's wallet: fee payer, creator and buyer. */
  user: PublicKey;
  mint: PumpMint;
  name: string;
  symbol: string;
  uri: string;
  /** The first buy, or null for a create alone. */
  buy: PumpBuy | null;
  recentBlockhash: string;
  lookupTables?: AddressLookupTableAccount[];
  priorityFeeLamports?: number;
  /** `user`'s token account of the mint, when derived ahead (a PDA search, up to ~1 ms). */
  userTokenAccount?: PublicKey;
};

export type SignedTransaction = {
  raw: Uint8Array;
  /** base58 of the fee payer's signature: the transaction's id. */
  signature: string;
  /** The signed message bytes. */
  message: Uint8Array;
};

/** The pump instructions of a launch: create_v2, then the user's token account and the buy. */
export function launchInstructions(input: LaunchTransactionInput): TransactionInstruction[] {
  const { user, mint, buy } = input;
  const create = createV2Instruction({
    mint: mint.publicKey,
    user,
    name: input.name,
    symbol: input.symbol,
    uri: input.uri,
    accounts: mint.accounts,
  });
  if (!buy) return [create];
  const userTokenAccount = input.userTokenAccount ?? token2022Account(user, mint.publicKey);
  return [
    create,
    createUserTokenAccountInstruction(user, userTokenAccount, mint.publicKey),
    buyInstruction({
      mint: mint.publicKey,
      user,
      userTokenAccount,
      accounts: mint.accounts,
      creator: creatorAccounts(user),
      ...buy,
    }),
  ];
}

function compile(input: LaunchTransactionInput, withPriorityFee: boolean): CompiledMessage {
  const pump = launchInstructions(input);
  const units = input.buy ? PUMP_COMPUTE_UNITS.createAndBuy : PUMP_COMPUTE_UNITS.create;
  const feeLamports = input.priorityFeeLamports ?? DEFAULT_PRIORITY_FEE_LAMPORTS;
  const budget = withPriorityFee
    ? computeBudgetInstructions(units, (BigInt(feeLamports) * 1_000_000n) / BigInt(units))
    : [];
  return compileMessageV0(
    input.user,
    input.recentBlockhash,
    [...budget, ...pump],
    input.lookupTables,
  );
}

const sizeOf = (message: CompiledMessage) => signedSize(message.bytes, message.signers.length);

/**
 * The launch's v0 message, ready to sign. When the priority-fee instructions would push it past
 * 1232 bytes (no lookup table, long name), it goes without them rather than not at all
 * (research §4: Winko trims tips the same way); past that, a LaunchError says what to shorten.
 * Key-free, so a launch prepared while the form is open compiles it ahead of the click.
 */
export function compileLaunchMessage(input: LaunchTransactionInput): CompiledMessage {
  let message = compile(input, true);
  if (sizeOf(message) > TRANSACTION_SIZE_MAX) message = compile(input, false);
  const size = sizeOf(message);
  if (size > TRANSACTION_SIZE_MAX) throw new LaunchError(PUMP_TRANSACTION_MESSAGES.tooLarge(size));
  return message;
}

/** A compiled launch signed by the trader (`signPayer`: the key never leaves it) and the mint. */
export function signLaunchMessage(
  message: CompiledMessage,
  user: PublicKey,
  mint: PumpMint,
  signPayer: (message: Uint8Array) => Uint8Array,
): SignedTransaction {
  const signatures = message.signers.map((key) => {
    if (key.equals(user)) return signPayer(message.bytes);
    if (key.equals(mint.publicKey)) return mint.keypair.sign(message.bytes);
    throw new Error(`no signer for ${key.toBase58()}`);
  });
  const first = signatures[0];
  if (!first) throw new Error('a transaction without a signer');
  return {
    raw: serializeTransaction(message.bytes, signatures),
    signature: bs58.encode(first),
    message: message.bytes,
  };
}

/** The launch as a signed v0 transaction: compiled, then signed by the trader and the mint. */
export function buildLaunchTransaction(
  input: LaunchTransactionInput,
  signPayer: (message: Uint8Array) => Uint8Array,
): SignedTransaction {
  return signLaunchMessage(compileLaunchMessage(input), input.user, input.mint, signPayer);
}
