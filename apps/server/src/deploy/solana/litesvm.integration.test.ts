import { randomBytes } from 'node:crypto';
import { address, lamports } from '@solana/kit';
import {
  createInitializeMetadataPointerInstruction,
  createInitializeMintInstruction,
  ExtensionType,
  getExtensionData,
  getMetadataPointerState,
  getMintLen,
  LENGTH_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TYPE_SIZE,
  unpackMint,
} from '@solana/spl-token';
import {
  createInitializeInstruction,
  pack,
  type TokenMetadata,
  unpack,
} from '@solana/spl-token-metadata';
import { PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import bs58 from 'bs58';
import { LiteSVM } from 'litesvm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiteSvmSender } from '../../../test/deploy/solana/fake-litesvm-sender.ts';
import { openTestStorage } from '../../../test/storage/support.ts';
import { makeSolanaKey } from '../../../test/wallets/keys-fixture.ts';
import { KeyCipher } from '../../secrets/key-cipher.ts';
import type { Storage } from '../../storage/database.ts';
import { UsersRepository } from '../../users/repository.ts';
import { WalletsRepository } from '../../wallets/repository.ts';
import { WalletsService } from '../../wallets/service.ts';
import type { SolanaSigner } from '../../wallets/signer.ts';
import { SpendCaps } from '../../wallets/spend-caps.ts';
import { WalletKeyVault } from '../../wallets/vault.ts';
import { MintPool } from '../pump/mint-pool.ts';
import type { PumpMint } from '../pump/transaction.ts';
import { generateEd25519Keypair } from './ed25519.ts';
import { compileMessageV0, serializeTransaction } from './message-v0.ts';
import { SOLANA_MESSAGES, SolanaLaunchError } from './rpc-errors.ts';

const SOL = 1_000_000_000n;

type Token = { name: string; symbol: string; uri: string };

/**
 * research §3a: a Token-2022 mint with its metadata in the mint account, in one v0 transaction.
 * The account is created with the space of the mint and its MetadataPointer; the metadata
 * initialize grows it, so the rent covers both extensions, per launch (it depends on the lengths).
 */
function mintInstructions(
  svm: LiteSVM,
  payer: PublicKey,
  mint: PublicKey,
  token: Token,
): TransactionInstruction[] {
  const metadata: TokenMetadata = {
    mint,
    updateAuthority: payer,
    ...token,
    additionalMetadata: [],
  };
  const space = getMintLen([ExtensionType.MetadataPointer]);
  const rent = svm.minimumBalanceForRentExemption(
    BigInt(space + TYPE_SIZE + LENGTH_SIZE + pack(metadata).length),
  );
  return [
    SystemProgram.createAccount({
      fromPubkey: payer,
      newAccountPubkey: mint,
      space,
      lamports: Number(rent),
      programId: TOKEN_2022_PROGRAM_ID,
    }),
    createInitializeMetadataPointerInstruction(mint, payer, mint, TOKEN_2022_PROGRAM_ID),
    createInitializeMintInstruction(mint, 6, payer, null, TOKEN_2022_PROGRAM_ID),
    createInitializeInstruction({
      programId: TOKEN_2022_PROGRAM_ID,
      metadata: mint,
      updateAuthority: payer,
      mint,
      mintAuthority: payer,
      ...token,
    }),
  ];
}

/** The launch as signed bytes: the wallet's signer signs the message, and so does the mint. */
function signedLaunch(
  svm: LiteSVM,
  payer: { address: string; sign: (message: Uint8Array) => Uint8Array },
  mint: PumpMint,
  token: Token,
  blockhash = svm.latestBlockhash(),
): { raw: Uint8Array; signature: string } {
  const user = new PublicKey(payer.address);
  const message = compileMessageV0(
    user,
    blockhash,
    mintInstructions(svm, user, mint.publicKey, token),
  );
  const signatures = message.signers.map((key) =>
    key.equals(user) ? payer.sign(message.bytes) : mint.keypair.sign(message.bytes),
  );
  return {
    raw: serializeTransaction(message.bytes, signatures),
    signature: bs58.encode(signatures[0] ?? new Uint8Array()),
  };
}

/** The mint account as Token-2022 stores it, with its metadata and metadata pointer. */
function readMint(svm: LiteSVM, mint: PublicKey) {
  const account = svm.getAccount(address(mint.toBase58()));
  if (!account.exists) return null;
  const owner = new PublicKey(account.programAddress);
  const info = { data: Buffer.from(account.data), owner, lamports: 0, executable: false };
  const state = unpackMint(mint, info, TOKEN_2022_PROGRAM_ID);
  const metadata = getExtensionData(ExtensionType.TokenMetadata, state.tlvData);
  return {
    owner: owner.toBase58(),
    decimals: state.decimals,
    mintAuthority: state.mintAuthority?.toBase58(),
    pointer: getMetadataPointerState(state)?.metadataAddress?.toBase58(),
    metadata: metadata && unpack(metadata),
  };
}

describe('a Token-2022 launch signed by an imported wallet, in LiteSVM', () => {
  let storage: Storage;
  let importWallet: () => Promise<SolanaSigner>;
  const svm = new LiteSVM();
  const sender = new LiteSvmSender(svm);
  const mints = new MintPool(3);
  const never = new AbortController().signal;
  const token = { name: 'Moon Dog', symbol: 'MDOG', uri: 'https://launchdeck.example/m.json' };

  beforeAll(async () => {
    storage = await openTestStorage('pglite');
    const user = await new UsersRepository(storage.db).insert({
      username: 'ann',
      passwordHash: 'x',
    });
    const userId = user?.id ?? -1;
    const repo = new WalletsRepository(storage.db);
    const cipher = new KeyCipher(randomBytes(32));
    const wallets = new WalletsService({ repo, cipher, caps: new SpendCaps(storage.db) });
    const vault = new WalletKeyVault({ repo, cipher });
    // The key goes in as a trader pastes it and comes back as the vault's signer.
    importWallet = async () => {
      const { api_key } = await wallets.import(userId, 'solana', makeSolanaKey().base58);
      const found = await vault.signerFor(userId, api_key);
      if (found?.signer.network !== 'solana') throw new Error('expected a Solana signer');
      return found.signer;
    };
  });
  afterAll(() => storage.close());

  const funded = async (amount: bigint) => {
    const signer = await importWallet();
    if (amount > 0n) svm.airdrop(address(signer.address), lamports(amount));
    return signer;
  };

  it('creates a Token-2022 mint with its name, symbol and uri', async () => {
    const wallet = await funded(2n * SOL);
    const mint = mints.take();
    const launch = signedLaunch(svm, wallet, mint, token);
    expect(await sender.send(launch.raw, never)).toBe(launch.signature);

    expect(readMint(svm, mint.publicKey)).toEqual({
      owner: TOKEN_2022_PROGRAM_ID.toBase58(),
      decimals: 6,
      mintAuthority: wallet.address,
      pointer: mint.publicKey.toBase58(),
      metadata: {
        mint: mint.publicKey,
        updateAuthority: new PublicKey(wallet.address),
        ...token,
        additionalMetadata: [],
      },
    });
  });

  it('gives three launches three distinct mints, each with its own rent', async () => {
    const wallet = await funded(2n * SOL);
    const names = ['A', 'Longer Name Here', 'Mid Name'];
    const launched = [];
    for (const name of names) {
      const mint = mints.take();
      await sender.send(signedLaunch(svm, wallet, mint, { ...token, name }).raw, never);
      launched.push(mint.publicKey.toBase58());
    }
    expect(new Set(launched).size).toBe(3);
    expect(launched.map((mint) => readMint(svm, new PublicKey(mint))?.metadata?.name)).toEqual(
      names,
    );
  });

  it.each([
    ['less SOL than the mint rent', 1_000_000n],
    ['no SOL at all', 0n],
  ])('refuses a wallet with %s with the insufficient-SOL sentence', async (_case, amount) => {
    const wallet = await funded(amount);
    const mint = mints.take();
    const sent = sender.send(signedLaunch(svm, wallet, mint, token).raw, never);
    await expect(sent).rejects.toThrow(
      new SolanaLaunchError(SOLANA_MESSAGES.insufficientSol, 'insufficient-sol'),
    );
    await expect(sent).rejects.toMatchObject({ failure: 'insufficient-sol' });
    expect(readMint(svm, mint.publicKey)).toBeNull();
  });

  it('refuses a launch signed with an expired blockhash, and takes it signed afresh', async () => {
    const wallet = await funded(2n * SOL);
    const mint = mints.take();
    const stale = signedLaunch(svm, wallet, mint, token);
    svm.expireBlockhash();
    const sent = sender.send(stale.raw, never);
    await expect(sent).rejects.toThrow(SOLANA_MESSAGES.blockhashNotFound);
    await expect(sent).rejects.toMatchObject({ failure: 'blockhash-not-found' });
    expect(readMint(svm, mint.publicKey)).toBeNull();

    const fresh = signedLaunch(svm, wallet, mint, token);
    expect(await sender.send(fresh.raw, never)).toBe(fresh.signature);
    expect(readMint(svm, mint.publicKey)?.metadata?.name).toBe(token.name);
  });

  it("refuses a launch whose payer signature is not the wallet's", async () => {
    const wallet = await funded(2n * SOL);
    const impostor = generateEd25519Keypair();
    const mint = mints.take();
    const forged = signedLaunch(svm, { address: wallet.address, sign: impostor.sign }, mint, token);
    const sent = sender.send(forged.raw, never);
    await expect(sent).rejects.toThrow(
      SOLANA_MESSAGES.refused('Transaction simulation failed: SignatureFailure'),
    );
    expect(readMint(svm, mint.publicKey)).toBeNull();
  });
});
