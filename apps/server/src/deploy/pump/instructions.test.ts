import { createRequire } from 'node:module';
import type { Global } from '@pump-fun/pump-sdk';
import { Keypair, type PublicKey, type TransactionInstruction } from '@solana/web3.js';
import BN from 'bn.js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  feeConfigAccountData,
  globalAccountData,
} from '../../../test/deploy/pump/accounts-fixture.ts';
import {
  creatorAccounts,
  MAYHEM_PROGRAM_ID,
  mintAccounts,
  PUMP_ACCOUNTS,
  PUMP_FEE_PROGRAM_ID,
  PUMP_PROGRAM_ID,
  token2022Account,
} from './addresses.ts';
import { quoteFirstBuy } from './buy-quote.ts';
import {
  buyInstruction,
  createUserTokenAccountInstruction,
  createV2Instruction,
} from './instructions.ts';
import { buybackFeeRecipients, feeRecipients } from './lookup-table.ts';
import { pumpSdk } from './sdk.ts';

const sdk = pumpSdk();
const anchor = createRequire(createRequire(import.meta.url).resolve('@pump-fun/pump-sdk'))(
  '@coral-xyz/anchor',
) as typeof import('@coral-xyz/anchor');

const NAME = 'A Thirty-Two Character Token Nam';
const SYMBOL = 'TENCHARSYM';
const URI = `https://launchdeck.example/api/token-metadata/${'x'.repeat(43)}.json`;

/** An instruction as plain data, so two builders' outputs compare field by field. */
function plain(ix: TransactionInstruction) {
  return {
    programId: ix.programId.toBase58(),
    keys: ix.keys.map((k) => ({
      pubkey: k.pubkey.toBase58(),
      isSigner: k.isSigner,
      isWritable: k.isWritable,
    })),
    data: Buffer.from(ix.data).toString('hex'),
  };
}

const account = (data: Buffer, owner: PublicKey) => ({
  data,
  owner,
  lamports: 1,
  executable: false,
});

describe('pump addresses', () => {
  it('match the SDK: program ids and the accounts every launch names', () => {
    expect(PUMP_PROGRAM_ID.toBase58()).toBe('6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P');
    expect(PUMP_PROGRAM_ID.equals(sdk.PUMP_PROGRAM_ID)).toBe(true);
    expect(PUMP_FEE_PROGRAM_ID.equals(sdk.PUMP_FEE_PROGRAM_ID)).toBe(true);
    expect(MAYHEM_PROGRAM_ID.equals(sdk.MAYHEM_PROGRAM_ID)).toBe(true);
    expect(PUMP_ACCOUNTS.global.equals(sdk.GLOBAL_PDA)).toBe(true);
    expect(PUMP_ACCOUNTS.feeConfig.equals(sdk.PUMP_FEE_CONFIG_PDA)).toBe(true);
    expect(PUMP_ACCOUNTS.eventAuthority.equals(sdk.PUMP_EVENT_AUTHORITY_PDA)).toBe(true);
    expect(PUMP_ACCOUNTS.globalVolumeAccumulator.equals(sdk.GLOBAL_VOLUME_ACCUMULATOR_PDA)).toBe(
      true,
    );
    expect(PUMP_ACCOUNTS.globalParams.equals(sdk.getGlobalParamsPda())).toBe(true);
    expect(PUMP_ACCOUNTS.solVault.equals(sdk.getSolVaultPda())).toBe(true);
  });

  it('match the SDK: the accounts of a mint and of a creator', () => {
    const mint = Keypair.generate().publicKey;
    const user = Keypair.generate().publicKey;
    const accounts = mintAccounts(mint);
    expect(accounts.bondingCurve.equals(sdk.bondingCurvePda(mint))).toBe(true);
    expect(accounts.bondingCurveV2.equals(sdk.bondingCurveV2Pda(mint))).toBe(true);
    expect(accounts.mayhemState.equals(sdk.getMayhemStatePda(mint))).toBe(true);
    expect(accounts.mayhemTokenVault.equals(sdk.getTokenVaultPda(mint))).toBe(true);
    expect(creatorAccounts(user).creatorVault.equals(sdk.creatorVaultPda(user))).toBe(true);
    expect(
      creatorAccounts(user).userVolumeAccumulator.equals(sdk.userVolumeAccumulatorPda(user)),
    ).toBe(true);
  });
});

describe('createV2Instruction', () => {
  it('equals PUMP_SDK.createV2Instruction for the same inputs', async () => {
    const mint = Keypair.generate().publicKey;
    const user = Keypair.generate().publicKey;
    const ours = createV2Instruction({
      mint,
      user,
      name: NAME,
      symbol: SYMBOL,
      uri: URI,
      accounts: mintAccounts(mint),
    });
    const theirs = await sdk.PUMP_SDK.createV2Instruction({
      mint,
      name: NAME,
      symbol: SYMBOL,
      uri: URI,
      creator: user,
      user,
      mayhemMode: false,
    });

    expect(plain(ours)).toEqual(plain(theirs));
    expect(ours.keys).toHaveLength(16);
    expect(ours.keys.filter((k) => k.isSigner).map((k) => k.pubkey.toBase58())).toEqual([
      mint.toBase58(),
      user.toBase58(),
    ]);
    expect(Buffer.from(ours.data.subarray(0, 8)).toString('hex')).toBe('d6904cec5f8b31b4');
  });

  it('carries name, symbol, uri and creator as the IDL decodes them', () => {
    const mint = Keypair.generate().publicKey;
    const user = Keypair.generate().publicKey;
    const ix = createV2Instruction({
      mint,
      user,
      name: 'Doge Moon 🚀',
      symbol: 'DMOON',
      uri: URI,
      accounts: mintAccounts(mint),
    });
    const coder = new anchor.BorshInstructionCoder(sdk.pumpIdl as never);
    const decoded = coder.decode(Buffer.from(ix.data)) as {
      name: string;
      data: { name: string; symbol: string; uri: string; creator: PublicKey };
    } | null;

    expect(decoded?.name).toBe('create_v2');
    expect(decoded?.data.name).toBe('Doge Moon 🚀');
    expect(decoded?.data.symbol).toBe('DMOON');
    expect(decoded?.data.uri).toBe(URI);
    expect(decoded?.data.creator.toBase58()).toBe(user.toBase58());
  });
});

describe('create + first buy', () => {
  let global: Global;
  beforeAll(() => {
    global = sdk.PUMP_SDK.decodeGlobal(account(globalAccountData(), PUMP_PROGRAM_ID));
  });
  afterEach(() => vi.restoreAllMocks());

  it('equals PUMP_SDK.createV2AndBuyInstructions (SOL-quoted) for the same inputs', async () => {
    const feeConfig = sdk.PUMP_SDK.decodeFeeConfig(
      account(feeConfigAccountData(), PUMP_FEE_PROGRAM_ID),
    );
    const mint = Keypair.generate().publicKey;
    const user = Keypair.generate().publicKey;
    const quote = quoteFirstBuy(global, feeConfig, 0.5);
    const accounts = mintAccounts(mint);
    const userTokenAccount = token2022Account(user, mint);
    const ours = [
      createV2Instruction({ mint, user, name: NAME, symbol: SYMBOL, uri: URI, accounts }),
      createUserTokenAccountInstruction(user, userTokenAccount, mint),
      buyInstruction({
        mint,
        user,
        userTokenAccount,
        accounts,
        creator: creatorAccounts(user),
        tokenAmount: quote.tokenAmount,
        maxSolCost: quote.maxSolCost,
        feeRecipient: feeRecipients(global)[0] as PublicKey,
        buybackFeeRecipient: buybackFeeRecipients(global)[0] as PublicKey,
      }),
    ];
    // The SDK draws its fee recipients at random; the first of each list is what we named.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const theirs = await sdk.PUMP_SDK.createV2AndBuyInstructions({
      global,
      mint,
      name: NAME,
      symbol: SYMBOL,
      uri: URI,
      creator: user,
      user,
      amount: new BN(quote.tokenAmount.toString()),
      solAmount: new BN(quote.lamports.toString()),
      mayhemMode: false,
    });

    expect(ours.map(plain)).toEqual(theirs.map(plain));
    expect(quote.lamports).toBe(500_000_000n);
    expect(quote.maxSolCost).toBe(505_000_000n);
    expect(quote.tokenAmount).toBeGreaterThan(0n);
  });
});
