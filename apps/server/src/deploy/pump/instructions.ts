import { type AccountMeta, type PublicKey, TransactionInstruction } from '@solana/web3.js';
import { borshString, u64 } from '../solana/borsh.ts';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  COMPUTE_BUDGET_PROGRAM_ID,
  type CreatorAccounts,
  MAYHEM_PROGRAM_ID,
  type MintAccounts,
  PUMP_ACCOUNTS,
  PUMP_FEE_PROGRAM_ID,
  PUMP_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
} from './addresses.ts';

// Anchor discriminators from the pump IDL (research §1a: create_v2 = d6904cec5f8b31b4).
const CREATE_V2_DISCRIMINATOR = Buffer.from('d6904cec5f8b31b4', 'hex');
const BUY_DISCRIMINATOR = Buffer.from([102, 6, 61, 18, 1, 218, 235, 234]);

/**
 * These builders write pump's instructions directly instead of through the SDK's Anchor
 * builder (3.7 ms for a create, 7.8 ms for create + buy, mostly address derivations): every
 * address here is derived once (at start, per mint in `prepare`, per wallet memoised), so
 * signing stays well under a millisecond. instructions.test.ts holds them equal to
 * `PUMP_SDK.createV2Instruction` / `createV2AndBuyInstructions`, account for account, byte for byte.
 */

const meta = (pubkey: PublicKey, isSigner: boolean, isWritable: boolean): AccountMeta => ({
  pubkey,
  isSigner,
  isWritable,
});

export type CreateArgs = {
  mint: PublicKey;
  user: PublicKey;
  name: string;
  symbol: string;
  uri: string;
  accounts: MintAccounts;
};

/** pump `create_v2`, SOL-quoted, not mayhem, creator = the user (the 16 IDL accounts). */
export function createV2Instruction({
  mint,
  user,
  name,
  symbol,
  uri,
  accounts,
}: CreateArgs): TransactionInstruction {
  const data = Buffer.concat([
    CREATE_V2_DISCRIMINATOR,
    borshString(name),
    borshString(symbol),
    borshString(uri),
    user.toBuffer(),
    Buffer.from([0]), // is_mayhem_mode: false
    Buffer.from([0]), // is_cashback_enabled: OptionBool(false); true fails with 6082
    u64(0n), // creator_fee_bps: OptionU64(0), the fee schedule's rate
    Buffer.from([0]), // is_holder_reward: OptionBool(false)
  ]);
  return new TransactionInstruction({
    programId: PUMP_PROGRAM_ID,
    data,
    keys: [
      meta(mint, true, true),
      meta(PUMP_ACCOUNTS.mintAuthority, false, false),
      meta(accounts.bondingCurve, false, true),
      meta(accounts.associatedBondingCurve, false, true),
      meta(PUMP_ACCOUNTS.global, false, false),
      meta(user, true, true),
      meta(SYSTEM_PROGRAM_ID, false, false),
      meta(TOKEN_2022_PROGRAM_ID, false, false),
      meta(ASSOCIATED_TOKEN_PROGRAM_ID, false, false),
      meta(MAYHEM_PROGRAM_ID, false, true),
      meta(PUMP_ACCOUNTS.globalParams, false, false),
      meta(PUMP_ACCOUNTS.solVault, false, true),
      meta(accounts.mayhemState, false, true),
      meta(accounts.mayhemTokenVault, false, true),
      meta(PUMP_ACCOUNTS.eventAuthority, false, false),
      meta(PUMP_PROGRAM_ID, false, false),
    ],
  });
}

/** The user's Token-2022 account for the new mint, created if missing (the buy lands there). */
export function createUserTokenAccountInstruction(
  user: PublicKey,
  userTokenAccount: PublicKey,
  mint: PublicKey,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    data: Buffer.from([1]), // CreateIdempotent
    keys: [
      meta(user, true, true),
      meta(userTokenAccount, false, true),
      meta(user, false, false),
      meta(mint, false, false),
      meta(SYSTEM_PROGRAM_ID, false, false),
      meta(TOKEN_2022_PROGRAM_ID, false, false),
    ],
  });
}

export type BuyArgs = {
  mint: PublicKey;
  user: PublicKey;
  userTokenAccount: PublicKey;
  accounts: MintAccounts;
  creator: CreatorAccounts;
  /** Tokens (6 decimals) the buy asks for, quoted from Global and FeeConfig. */
  tokenAmount: bigint;
  /** The most lamports the buy may spend. */
  maxSolCost: bigint;
  /** One of Global's fee recipients, and one of its buyback fee recipients. */
  feeRecipient: PublicKey;
  buybackFeeRecipient: PublicKey;
};

/** pump `buy` (SOL-quoted, the SDK's createV2AndBuy first buy): 16 IDL accounts + 2 remaining. */
export function buyInstruction(args: BuyArgs): TransactionInstruction {
  const { mint, user, accounts, creator } = args;
  return new TransactionInstruction({
    programId: PUMP_PROGRAM_ID,
    data: Buffer.concat([
      BUY_DISCRIMINATOR,
      u64(args.tokenAmount),
      u64(args.maxSolCost),
      Buffer.from([1]), // track_volume: OptionBool(true), as the SDK sends
    ]),
    keys: [
      meta(PUMP_ACCOUNTS.global, false, false),
      meta(args.feeRecipient, false, true),
      meta(mint, false, false),
      meta(accounts.bondingCurve, false, true),
      meta(accounts.associatedBondingCurve, false, true),
      meta(args.userTokenAccount, false, true),
      meta(user, true, true),
      meta(SYSTEM_PROGRAM_ID, false, false),
      meta(TOKEN_2022_PROGRAM_ID, false, false),
      meta(creator.creatorVault, false, true),
      meta(PUMP_ACCOUNTS.eventAuthority, false, false),
      meta(PUMP_PROGRAM_ID, false, false),
      meta(PUMP_ACCOUNTS.globalVolumeAccumulator, false, false),
      meta(creator.userVolumeAccumulator, false, true),
      meta(PUMP_ACCOUNTS.feeConfig, false, false),
      meta(PUMP_FEE_PROGRAM_ID, false, false),
      meta(accounts.bondingCurveV2, false, false),
      meta(args.buybackFeeRecipient, false, true),
    ],
  });
}

/** ComputeBudget SetComputeUnitLimit and SetComputeUnitPrice (micro-lamports per unit). */
export function computeBudgetInstructions(
  units: number,
  microLamportsPerUnit: bigint,
): TransactionInstruction[] {
  const limit = Buffer.alloc(5);
  limit.writeUInt8(2);
  limit.writeUInt32LE(units, 1);
  const price = Buffer.concat([Buffer.from([3]), u64(microLamportsPerUnit)]);
  return [
    new TransactionInstruction({ programId: COMPUTE_BUDGET_PROGRAM_ID, data: limit, keys: [] }),
    new TransactionInstruction({ programId: COMPUTE_BUDGET_PROGRAM_ID, data: price, keys: [] }),
  ];
}
