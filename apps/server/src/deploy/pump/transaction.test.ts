import type { FeeConfig, Global } from '@pump-fun/pump-sdk';
import {
  AddressLookupTableAccount,
  Keypair,
  PublicKey,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeLaunchRequest } from '../../../test/deploy/launch-request-fixture.ts';
import {
  feeConfigAccountData,
  globalAccountData,
  lookupTableAccountData,
} from '../../../test/deploy/pump/accounts-fixture.ts';
import { makeSolanaSigner } from '../../../test/wallets/signers-fixture.ts';
import { LaunchError } from '../launcher.ts';
import { generateEd25519Keypair, verifyEd25519 } from '../solana/ed25519.ts';
import {
  COMPUTE_BUDGET_PROGRAM_ID,
  mintAccounts,
  PUMP_FEE_PROGRAM_ID,
  PUMP_PROGRAM_ID,
  token2022Account,
} from './addresses.ts';
import { quoteFirstBuy } from './buy-quote.ts';
import { priorityFeeLamports } from './launcher.ts';
import { buybackFeeRecipients, feeRecipients, pumpLookupTableAddresses } from './lookup-table.ts';
import { pumpSdk } from './sdk.ts';
import {
  buildLaunchTransaction,
  type LaunchTransactionInput,
  PUMP_COMPUTE_UNITS,
  type PumpMint,
  TRANSACTION_SIZE_MAX,
} from './transaction.ts';

const NAME = 'A Thirty-Two Character Token Nam';
const SYMBOL = 'TENCHARSYM';
const URI = `https://launchdeck.example/api/token-metadata/${'x'.repeat(43)}.json`;
const BLOCKHASH = bs58.encode(Buffer.alloc(32, 7));

function newMint(): PumpMint {
  const keypair = generateEd25519Keypair();
  const publicKey = new PublicKey(keypair.publicKey);
  return { keypair, publicKey, accounts: mintAccounts(publicKey) };
}

/** Every signature of a serialized transaction verifies over its message bytes. */
function expectSignedByAll(raw: Uint8Array) {
  const tx = VersionedTransaction.deserialize(raw);
  const message = tx.message.serialize();
  const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures);
  expect(tx.signatures).toHaveLength(signers.length);
  signers.forEach((key, i) => {
    expect(verifyEd25519(key.toBytes(), message, tx.signatures[i] as Uint8Array)).toBe(true);
  });
  return tx;
}

describe('buildLaunchTransaction', () => {
  let global: Global;
  let feeConfig: FeeConfig;
  let table: AddressLookupTableAccount;
  beforeAll(() => {
    const sdk = pumpSdk();
    const info = (data: Buffer, owner: PublicKey) => ({
      data,
      owner,
      lamports: 1,
      executable: false,
    });
    global = sdk.PUMP_SDK.decodeGlobal(info(globalAccountData(), PUMP_PROGRAM_ID));
    feeConfig = sdk.PUMP_SDK.decodeFeeConfig(info(feeConfigAccountData(), PUMP_FEE_PROGRAM_ID));
    const key = Keypair.generate().publicKey;
    const data = lookupTableAccountData(pumpLookupTableAddresses(global), key);
    table = new AddressLookupTableAccount({
      key,
      state: AddressLookupTableAccount.deserialize(data),
    });
  });

  function input(overrides: Partial<LaunchTransactionInput> = {}): LaunchTransactionInput {
    const quote = quoteFirstBuy(global, feeConfig, 1.5);
    return {
      user: new PublicKey(makeSolanaSigner().address),
      mint: newMint(),
      name: NAME,
      symbol: SYMBOL,
      uri: URI,
      buy: {
        tokenAmount: quote.tokenAmount,
        maxSolCost: quote.maxSolCost,
        feeRecipient: feeRecipients(global)[0] as PublicKey,
        buybackFeeRecipient: buybackFeeRecipients(global)[0] as PublicKey,
      },
      recentBlockhash: BLOCKHASH,
      lookupTables: [table],
      ...overrides,
    };
  }

  it('signs a create + first buy with the priority fee within 1232 bytes, by the trader and the mint', () => {
    const signer = makeSolanaSigner();
    const launch = input({ user: new PublicKey(signer.address) });
    const signed = buildLaunchTransaction(launch, signer.sign);

    expect(signed.raw.length).toBeLessThanOrEqual(TRANSACTION_SIZE_MAX);
    const tx = expectSignedByAll(signed.raw);
    const keys = tx.message.staticAccountKeys.map((k) => k.toBase58());
    expect(keys.slice(0, 2)).toEqual([signer.address, launch.mint.publicKey.toBase58()]);
    expect(signed.signature).toBe(bs58.encode(tx.signatures[0] as Uint8Array));
    const programs = tx.message.compiledInstructions.map((ix) => keys[ix.programIdIndex]);
    expect(programs).toEqual([
      COMPUTE_BUDGET_PROGRAM_ID.toBase58(),
      COMPUTE_BUDGET_PROGRAM_ID.toBase58(),
      PUMP_PROGRAM_ID.toBase58(),
      'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
      PUMP_PROGRAM_ID.toBase58(),
    ]);
    expect(tx.message.recentBlockhash).toBe(BLOCKHASH);
  });

  it('pays the priority fee a launch asks for (DA §3 toolbar fee + tip) through the compute budget', () => {
    const signer = makeSolanaSigner();
    const request = makeLaunchRequest({ priorityFeeSol: 0.0035, tipSol: 0.0035 });
    const lamports = priorityFeeLamports(request);
    expect(lamports).toBe(7_000_000);
    const signed = buildLaunchTransaction(
      input({ user: new PublicKey(signer.address), priorityFeeLamports: lamports }),
      signer.sign,
    );
    expect(signed.raw.length).toBeLessThanOrEqual(TRANSACTION_SIZE_MAX);
    const tx = expectSignedByAll(signed.raw);
    const [limit, price] = tx.message.compiledInstructions.map((ix) => Buffer.from(ix.data));
    expect(limit?.readUInt8(0)).toBe(2);
    expect(limit?.readUInt32LE(1)).toBe(PUMP_COMPUTE_UNITS.createAndBuy);
    expect(price?.readUInt8(0)).toBe(3);
    // micro-lamports per compute unit, over the unit limit: the 0.007 SOL asked for.
    const microLamportsPerUnit = price?.readBigUInt64LE(1) ?? 0n;
    expect(microLamportsPerUnit).toBe(20_000_000n);
    expect((microLamportsPerUnit * BigInt(PUMP_COMPUTE_UNITS.createAndBuy)) / 1_000_000n).toBe(
      7_000_000n,
    );
    expect(priorityFeeLamports(makeLaunchRequest())).toBeUndefined();
  });

  it('buys into the token account derived ahead, the one it would derive itself', () => {
    const signer = makeSolanaSigner();
    const user = new PublicKey(signer.address);
    const launch = input({ user });
    const ahead = token2022Account(user, launch.mint.publicKey);

    const derived = buildLaunchTransaction(launch, signer.sign);
    const given = buildLaunchTransaction({ ...launch, userTokenAccount: ahead }, signer.sign);
    expect(given.message).toEqual(derived.message);

    const other = Keypair.generate().publicKey;
    const used = buildLaunchTransaction({ ...launch, userTokenAccount: other }, signer.sign);
    const keys = VersionedTransaction.deserialize(used.raw).message.staticAccountKeys;
    expect(keys.some((key) => key.equals(other))).toBe(true);
    expect(keys.some((key) => key.equals(ahead))).toBe(false);
  });

  it('signs a create alone within 1232 bytes without a lookup table', () => {
    const signer = makeSolanaSigner();
    const signed = buildLaunchTransaction(
      input({ user: new PublicKey(signer.address), buy: null, lookupTables: [] }),
      signer.sign,
    );

    expect(signed.raw.length).toBeLessThanOrEqual(TRANSACTION_SIZE_MAX);
    const tx = expectSignedByAll(signed.raw);
    expect(tx.message.compiledInstructions).toHaveLength(3);
  });

  it('drops the priority fee when that is what makes a create + buy fit without a table', () => {
    const signer = makeSolanaSigner();
    const signed = buildLaunchTransaction(
      input({
        user: new PublicKey(signer.address),
        name: 'Pepe',
        symbol: 'PEPE',
        lookupTables: [],
      }),
      signer.sign,
    );

    const tx = expectSignedByAll(signed.raw);
    const keys = tx.message.staticAccountKeys.map((k) => k.toBase58());
    expect(keys).not.toContain(COMPUTE_BUDGET_PROGRAM_ID.toBase58());
    expect(tx.message.compiledInstructions).toHaveLength(3);
  });

  it('refuses a create + buy that cannot fit, saying what to shorten', () => {
    const signer = makeSolanaSigner();
    const attempt = () =>
      buildLaunchTransaction(
        input({ user: new PublicKey(signer.address), lookupTables: [] }),
        signer.sign,
      );

    expect(attempt).toThrow(LaunchError);
    expect(attempt).toThrow(
      "The launch transaction is 1243 bytes, over Solana's 1232-byte limit. Shorten the name or symbol, or launch without a first buy.",
    );
  });
});
