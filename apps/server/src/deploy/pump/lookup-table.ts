import type { Global } from '@pump-fun/pump-sdk';
import { AddressLookupTableAccount, PublicKey } from '@solana/web3.js';
import {
  MAYHEM_PROGRAM_ID,
  PUMP_ACCOUNTS,
  PUMP_FEE_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
} from './addresses.ts';

/**
 * The accounts every pump launch names that an address lookup table can carry (research §5
 * trick 6, as J7Tracker's deploys do). A signed create + first buy names 26 accounts: 1,301
 * bytes with a 32-character name and a 100-character URI, over Solana's 1,232. With these in a
 * table (PUMP_LOOKUP_TABLE), each costs one byte instead of 32. Programs the transaction calls
 * (pump, associated token, compute budget) and the signers cannot be looked up.
 */
export function pumpLookupTableAddresses(global: Global): PublicKey[] {
  const keys = [
    PUMP_ACCOUNTS.global,
    PUMP_ACCOUNTS.mintAuthority,
    PUMP_ACCOUNTS.eventAuthority,
    PUMP_ACCOUNTS.globalVolumeAccumulator,
    PUMP_ACCOUNTS.feeConfig,
    PUMP_ACCOUNTS.globalParams,
    PUMP_ACCOUNTS.solVault,
    SYSTEM_PROGRAM_ID,
    TOKEN_2022_PROGRAM_ID,
    MAYHEM_PROGRAM_ID,
    PUMP_FEE_PROGRAM_ID,
    ...feeRecipients(global),
    ...buybackFeeRecipients(global),
  ];
  const seen = new Set<string>();
  return keys.filter((key) => {
    const text = key.toBase58();
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

const isSet = (key: PublicKey) => !key.equals(PublicKey.default);

/** The accounts a SOL-quoted, non-mayhem buy may pay its protocol fee to (the SDK's rule). */
export function feeRecipients(global: Global): PublicKey[] {
  return [global.feeRecipient, ...global.feeRecipients].filter(isSet);
}

/**
 * The accounts a buy may name as its buyback fee recipient. The SDK picks from a list it
 * hard-codes (the mainnet Global's at its release); we read the list from Global, which is
 * what the program checks against, so a change on chain needs no new SDK.
 */
export function buybackFeeRecipients(global: Global): PublicKey[] {
  return global.buybackFeeRecipients.filter(isSet);
}

/** A lookup table account as getAccountInfo returns it, or null when `data` is not one. */
export function decodeLookupTable(
  address: string,
  data: Uint8Array,
): AddressLookupTableAccount | null {
  try {
    const state = AddressLookupTableAccount.deserialize(data);
    return new AddressLookupTableAccount({ key: new PublicKey(address), state });
  } catch {
    return null;
  }
}
