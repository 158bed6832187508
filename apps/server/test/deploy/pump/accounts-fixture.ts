import { createRequire } from 'node:module';
import { PublicKey } from '@solana/web3.js';
import BN from 'bn.js';
import {
  PUMP_ACCOUNTS,
  PUMP_FEE_PROGRAM_ID,
  PUMP_PROGRAM_ID,
} from '../../../src/deploy/pump/addresses.ts';
import { pumpLookupTableAddresses } from '../../../src/deploy/pump/lookup-table.ts';
import { pumpSdk } from '../../../src/deploy/pump/sdk.ts';

/**
 * Test support: pump's Global and FeeConfig accounts as mainnet holds them, encoded from the
 * SDK's IDL with Anchor's own coder so the SDK's real decoders read them back.
 */

type AnchorModule = typeof import('@coral-xyz/anchor');
type AccountLayout = {
  discriminator: number[];
  layout: { encode: (value: unknown, buffer: Buffer) => number };
};

// Anchor is the SDK's dependency, so it is resolved from the SDK's folder.
const anchor = createRequire(createRequire(import.meta.url).resolve('@pump-fun/pump-sdk'))(
  '@coral-xyz/anchor',
) as AnchorModule;

/**
 * dangerous: Anchor's `encode` writes into a 1000-byte buffer and Global is 1087 bytes, so the
 * coder's own layout (private in its types) encodes into a buffer large enough.
 */
function dangerousEncodeAccount(name: string, value: Record<string, unknown>): Buffer {
  const coder = new anchor.BorshAccountsCoder(pumpSdk().pumpIdl as never);
  const layouts = (coder as unknown as { accountLayouts: Map<string, AccountLayout> })
    .accountLayouts;
  const account = layouts.get(name);
  if (!account) throw new Error(`no account ${name} in the pump IDL`);
  const buffer = Buffer.alloc(8192);
  const length = account.layout.encode(value, buffer);
  return Buffer.concat([Buffer.from(account.discriminator), buffer.subarray(0, length)]);
}

const keys = (...addresses: string[]) => addresses.map((a) => new PublicKey(a));

// The recipients @pump-fun/pump-sdk 2.0.0 lists as mainnet's (src/bondingCurve.ts).
export const MAINNET_FEE_RECIPIENTS = [
  '62qc2CNXwrYqQScmEdiZFFAnJR262PxWEuNQtxfafNgV',
  '7VtfL8fvgNfhz17qKRMjzQEXgbdpnHHHQRh54R9jP2RJ',
  '7hTckgnGnLQR6sdH7YkqFTAA7VwTfYFaZ6EhEsU3saCX',
  '9rPYyANsfQZw3DnDmKE3YCQF5E8oD89UXoHn9JFEhJUz',
  'AVmoTthdrX6tKt4nDjco2D775W2YK3sDhxPcMmzUAmTY',
  'CebN5WGQ4jvEPvsVU4EoHEpgzq1VV7AbicfhtW4xC9iM',
  'FWsW1xNtWscwNmKv6wVsU1iTzRN6wmmk3MjxRP5tT7hz',
  'G5UZAVbAf46s7cKWoyKu8kYTip9DGTpbLZ2qa9Aq69dP',
];
export const MAINNET_BUYBACK_FEE_RECIPIENTS = [
  '5YxQFdt3Tr9zJLvkFccqXVUwhdTWJQc1fFg2YPbxvxeD',
  '9M4giFFMxmFGXtc3feFzRai56WbBqehoSeRE5GK7gf7',
  'GXPFM2caqTtQYC2cJ5yJRi9VDkpsYZXzYdwYpGnLmtDL',
  '3BpXnfJaUTiwXnJNe7Ej1rcbzqTTQUvLShZaWazebsVR',
  '5cjcW9wExnJJiqgLjq7DEG75Pm6JBgE1hNv4B2vHXUW6',
  'EHAAiTxcdDwQ3U4bU6YcMsQGaekdzLS3B5SmYo46kJtL',
  '5eHhjP8JaYkz83CWwvGU2uMUXefd3AazWGx4gpcuEEYD',
  'A7hAgCzFw14fejgCp387JUJRMNyz4j89JKnhtKU8piqW',
];

const SOME_AUTHORITY = 'FFWtrEQ4B4PKQoVuHYzZq8FabGkVatYzDpEVHsK5rrhF';
const ZERO = '11111111111111111111111111111111';

/** Global with the bonding-curve numbers pump has launched with since 2024. */
export function globalAccountData(): Buffer {
  const [feeRecipient, ...feeRecipients] = keys(...MAINNET_FEE_RECIPIENTS);
  return dangerousEncodeAccount('Global', {
    initialized: true,
    authority: keys(SOME_AUTHORITY)[0],
    fee_recipient: feeRecipient,
    initial_virtual_token_reserves: new BN('1073000000000000'),
    initial_virtual_sol_reserves: new BN('30000000000'),
    initial_real_token_reserves: new BN('793100000000000'),
    token_total_supply: new BN('1000000000000000'),
    fee_basis_points: new BN(95),
    withdraw_authority: keys(SOME_AUTHORITY)[0],
    enable_migrate: true,
    pool_migration_fee: new BN(15_000_001),
    creator_fee_basis_points: new BN(30),
    fee_recipients: feeRecipients,
    set_creator_authority: keys(SOME_AUTHORITY)[0],
    admin_set_creator_authority: keys(SOME_AUTHORITY)[0],
    create_v2_enabled: true,
    whitelist_pda: keys(ZERO)[0],
    reserved_fee_recipient: keys(SOME_AUTHORITY)[0],
    mayhem_mode_enabled: false,
    reserved_fee_recipients: keys(...Array<string>(7).fill(SOME_AUTHORITY)),
    is_cashback_enabled: false,
    buyback_fee_recipients: keys(...MAINNET_BUYBACK_FEE_RECIPIENTS),
    buyback_basis_points: new BN(0),
    initial_virtual_quote_reserves: new BN(0),
    whitelisted_quote_mints: keys('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'),
    creator_fee_configurable: false,
    max_configurable_creator_fee_bps: new BN(0),
    holder_reward_claim_authority: keys(ZERO)[0],
    is_holder_reward_enabled: false,
  });
}

const fees = (lp: number, protocol: number, creator: number) => ({
  lp_fee_bps: new BN(lp),
  protocol_fee_bps: new BN(protocol),
  creator_fee_bps: new BN(creator),
});

/** FeeConfig with pump's market-cap tiers, padded to the account's allocated size. */
export function feeConfigAccountData(): Buffer {
  const encoded = dangerousEncodeAccount('FeeConfig', {
    bump: 254,
    admin: keys(SOME_AUTHORITY)[0],
    flat_fees: fees(25, 95, 5),
    fee_tiers: [
      { market_cap_lamports_threshold: new BN(0), fees: fees(2, 93, 30) },
      { market_cap_lamports_threshold: new BN('420000000000'), fees: fees(20, 5, 95) },
    ],
    stable_fee_tiers: [],
    exotic_flat_fees: fees(0, 0, 0),
  });
  const size = pumpSdk().FEE_CONFIG_CURRENT_SIZE;
  return Buffer.concat([encoded, Buffer.alloc(Math.max(0, size - encoded.length))]);
}

/** An active address lookup table holding `addresses`, in the layout the chain stores. */
export function lookupTableAccountData(addresses: PublicKey[], authority: PublicKey): Buffer {
  const meta = Buffer.alloc(56);
  meta.writeUInt32LE(1, 0); // type: lookup table
  meta.writeBigUInt64LE(0xffff_ffff_ffff_ffffn, 4); // never deactivated
  meta.writeBigUInt64LE(1n, 12); // last extended slot
  meta.writeUInt8(0, 20); // last extended start index
  meta.writeUInt8(1, 21); // has an authority
  authority.toBuffer().copy(meta, 22);
  return Buffer.concat([meta, ...addresses.map((a) => a.toBuffer())]);
}

/** The owners the RPC reports for these accounts. */
export const PUMP_ACCOUNT_OWNERS = {
  global: PUMP_PROGRAM_ID.toBase58(),
  feeConfig: PUMP_FEE_PROGRAM_ID.toBase58(),
  lookupTable: 'AddressLookupTab1e1111111111111111111111111',
};

/** The accounts a pump launch reads, served by a fake RPC; with a lookup table when asked. */
export function servePumpAccounts(
  accounts: Map<string, { data: Buffer; owner: string }>,
  options: { lookupTable?: PublicKey } = {},
): void {
  const sdk = pumpSdk();
  accounts.set(PUMP_ACCOUNTS.global.toBase58(), {
    data: globalAccountData(),
    owner: PUMP_ACCOUNT_OWNERS.global,
  });
  accounts.set(PUMP_ACCOUNTS.feeConfig.toBase58(), {
    data: feeConfigAccountData(),
    owner: PUMP_ACCOUNT_OWNERS.feeConfig,
  });
  if (options.lookupTable) {
    const global = sdk.PUMP_SDK.decodeGlobal({
      data: globalAccountData(),
      owner: PUMP_PROGRAM_ID,
      lamports: 1,
      executable: false,
    });
    accounts.set(options.lookupTable.toBase58(), {
      data: lookupTableAccountData(pumpLookupTableAddresses(global), options.lookupTable),
      owner: PUMP_ACCOUNT_OWNERS.lookupTable,
    });
  }
}
