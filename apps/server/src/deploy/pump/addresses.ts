import { PublicKey } from '@solana/web3.js';

// Program ids (research §1a; pump-public-docs COIN_CREATION.md). The contract test checks each
// against @pump-fun/pump-sdk, so an upgrade that moves one fails loudly.
export const PUMP_PROGRAM_ID = new PublicKey('6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P');
export const PUMP_FEE_PROGRAM_ID = new PublicKey('pfeeUxB6jkeY1Hxd7CsFCAjcbHA9rWtchMGdZ6VojVZ');
export const MAYHEM_PROGRAM_ID = new PublicKey('MAyhSmzXzV1pTf7LsNkrNwkWKTo4ougAJ1PPg47MD4e');
export const TOKEN_2022_PROGRAM_ID = new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey(
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
);
export const SYSTEM_PROGRAM_ID = new PublicKey('11111111111111111111111111111111');
export const COMPUTE_BUDGET_PROGRAM_ID = new PublicKey(
  'ComputeBudget111111111111111111111111111111',
);
/** Wrapped SOL: the quote mint of a SOL-quoted curve. */
export const NATIVE_MINT = new PublicKey('So11111111111111111111111111111111111111112');

const seed = (text: string) => Buffer.from(text);
const pda = (seeds: Uint8Array[], program: PublicKey) =>
  PublicKey.findProgramAddressSync(seeds, program)[0];

/** The associated token account of `owner` for a Token-2022 `mint`. */
export function token2022Account(owner: PublicKey, mint: PublicKey): PublicKey {
  return pda(
    [owner.toBuffer(), TOKEN_2022_PROGRAM_ID.toBuffer(), mint.toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  );
}

/** The pump accounts every launch names; derived once at start. */
export const PUMP_ACCOUNTS = (() => {
  const solVault = pda([seed('sol-vault')], MAYHEM_PROGRAM_ID);
  return {
    global: pda([seed('global')], PUMP_PROGRAM_ID),
    mintAuthority: pda([seed('mint-authority')], PUMP_PROGRAM_ID),
    eventAuthority: pda([seed('__event_authority')], PUMP_PROGRAM_ID),
    globalVolumeAccumulator: pda([seed('global_volume_accumulator')], PUMP_PROGRAM_ID),
    feeConfig: pda([seed('fee_config'), PUMP_PROGRAM_ID.toBuffer()], PUMP_FEE_PROGRAM_ID),
    globalParams: pda([seed('global-params')], MAYHEM_PROGRAM_ID),
    solVault,
  };
})();

/** The accounts a launch derives from its mint: found in `prepare`, off the signing path. */
export type MintAccounts = {
  bondingCurve: PublicKey;
  bondingCurveV2: PublicKey;
  associatedBondingCurve: PublicKey;
  mayhemState: PublicKey;
  mayhemTokenVault: PublicKey;
};

export function mintAccounts(mint: PublicKey): MintAccounts {
  const bondingCurve = pda([seed('bonding-curve'), mint.toBuffer()], PUMP_PROGRAM_ID);
  return {
    bondingCurve,
    bondingCurveV2: pda([seed('bonding-curve-v2'), mint.toBuffer()], PUMP_PROGRAM_ID),
    associatedBondingCurve: token2022Account(bondingCurve, mint),
    mayhemState: pda([seed('mayhem-state'), mint.toBuffer()], MAYHEM_PROGRAM_ID),
    mayhemTokenVault: token2022Account(PUMP_ACCOUNTS.solVault, mint),
  };
}

/** The accounts a launch derives from its creator alone. */
export type CreatorAccounts = { creatorVault: PublicKey; userVolumeAccumulator: PublicKey };

const creatorMemo = new Map<string, CreatorAccounts>();
const CREATOR_MEMO_MAX = 1000;

/** Memoised per wallet: a trader's second launch derives nothing here. */
export function creatorAccounts(user: PublicKey): CreatorAccounts {
  const key = user.toBase58();
  const known = creatorMemo.get(key);
  if (known) return known;
  const derived = {
    creatorVault: pda([seed('creator-vault'), user.toBuffer()], PUMP_PROGRAM_ID),
    userVolumeAccumulator: pda([seed('user_volume_accumulator'), user.toBuffer()], PUMP_PROGRAM_ID),
  };
  if (creatorMemo.size >= CREATOR_MEMO_MAX) creatorMemo.clear();
  creatorMemo.set(key, derived);
  return derived;
}
