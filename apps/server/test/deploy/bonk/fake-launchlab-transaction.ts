import { createHash } from 'node:crypto';
import {
  ComputeBudgetProgram,
  PublicKey,
  SYSVAR_RENT_PUBKEY,
  SystemProgram,
  TransactionInstruction,
} from '@solana/web3.js';
import { LAUNCHLAB_PROGRAM_ID } from '../../../src/deploy/bonk/launch-transaction.ts';
import { borshString, u64 } from '../../../src/deploy/solana/borsh.ts';
import { compileMessageV0, serializeTransaction } from '../../../src/deploy/solana/message-v0.ts';

/**
 * Test support: the unsigned create transaction a PumpPortal stand-in answers, shaped like a
 * bonk.fun launch (research §1b: LaunchLab `initialize` with the mint as a signer, Metaplex
 * metadata, plain SPL Token, then the first buy). The accounts are the real program ids and
 * plausible PDAs; the instruction data is a stand-in (Anchor discriminator + borsh-like args),
 * since the LaunchLab program cannot run offline.
 */

const LAUNCHLAB = new PublicKey(LAUNCHLAB_PROGRAM_ID);
const BONK_PLATFORM_CONFIG = new PublicKey('FfYek5vEz23cMkWsdJwG2oa6EphsvXSHrGpdALN4g6W1');
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const METAPLEX_PROGRAM = new PublicKey('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s');
const WSOL_MINT = new PublicKey('So11111111111111111111111111111111111111112');
const pda = (seeds: (Buffer | PublicKey)[], program = LAUNCHLAB) =>
  PublicKey.findProgramAddressSync(
    seeds.map((s) => (s instanceof PublicKey ? s.toBuffer() : s)),
    program,
  )[0];
const GLOBAL_CONFIG = pda([Buffer.from('global_config')]);
const AUTHORITY = pda([Buffer.from('vault_auth_seed')]);
const EVENT_AUTHORITY = pda([Buffer.from('__event_authority')]);

const discriminator = (name: string) =>
  createHash('sha256').update(`global:${name}`).digest().subarray(0, 8);

export type FakeLaunchLabCreate = {
  payer: PublicKey;
  mint: PublicKey;
  /** WSOL for bonk, USD1 for usd1. */
  quoteMint: PublicKey | null;
  name: string;
  symbol: string;
  uri: string;
  /** The first buy in the quote's base units (lamports, or USD1 to 6 decimals); 0 for none. */
  buyUnits: bigint;
  blockhash: string;
};

/** The unsigned transaction: both signature slots zero, as PumpPortal answers it. */
export function fakeLaunchLabCreate(launch: FakeLaunchLabCreate): Uint8Array {
  const { payer, mint } = launch;
  const quote = launch.quoteMint ?? WSOL_MINT;
  const pool = pda([Buffer.from('pool'), mint, quote]);
  const baseVault = pda([Buffer.from('pool_vault'), pool, mint]);
  const quoteVault = pda([Buffer.from('pool_vault'), pool, quote]);
  const metadata = pda([Buffer.from('metadata'), METAPLEX_PROGRAM, mint], METAPLEX_PROGRAM);
  const w = (pubkey: PublicKey, isSigner = false) => ({ pubkey, isSigner, isWritable: true });
  const r = (pubkey: PublicKey) => ({ pubkey, isSigner: false, isWritable: false });
  const initialize = new TransactionInstruction({
    programId: LAUNCHLAB,
    keys: [
      w(payer, true),
      r(payer),
      r(GLOBAL_CONFIG),
      r(BONK_PLATFORM_CONFIG),
      r(AUTHORITY),
      w(pool),
      w(mint, true),
      r(quote),
      w(baseVault),
      w(quoteVault),
      w(metadata),
      r(TOKEN_PROGRAM),
      r(METAPLEX_PROGRAM),
      r(SystemProgram.programId),
      r(SYSVAR_RENT_PUBKEY),
      r(EVENT_AUTHORITY),
      r(LAUNCHLAB),
    ],
    // MintParams {decimals 6, name, symbol, uri}, a constant-product curve, no vesting.
    data: Buffer.concat([
      discriminator('initialize'),
      Buffer.of(6),
      borshString(launch.name),
      borshString(launch.symbol),
      borshString(launch.uri),
      Buffer.of(0),
      u64(1_000_000_000_000_000n),
      u64(793_100_000_000_000n),
      u64(85_000_000_000n),
      Buffer.of(1),
      u64(0n),
      u64(0n),
      u64(0n),
    ]),
  });
  const instructions = [
    ComputeBudgetProgram.setComputeUnitLimit({ units: 400_000 }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_250_000 }),
    initialize,
  ];
  if (launch.buyUnits > 0n)
    instructions.push(
      new TransactionInstruction({
        programId: LAUNCHLAB,
        keys: [
          w(payer, true),
          r(AUTHORITY),
          r(GLOBAL_CONFIG),
          r(BONK_PLATFORM_CONFIG),
          w(pool),
          w(baseVault),
          w(quoteVault),
          r(mint),
          r(quote),
          r(TOKEN_PROGRAM),
          r(EVENT_AUTHORITY),
          r(LAUNCHLAB),
        ],
        // amount_in, minimum_amount_out, share_fee_rate
        data: Buffer.concat([
          discriminator('buy_exact_in'),
          u64(launch.buyUnits),
          u64(1n),
          u64(0n),
        ]),
      }),
    );
  const message = compileMessageV0(payer, launch.blockhash, instructions);
  const empty = message.signers.map(() => new Uint8Array(64));
  return serializeTransaction(message.bytes, empty);
}
