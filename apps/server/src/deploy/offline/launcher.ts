import { chainOfMode, type DeployMode } from '@launchdeck/protocol';
import { PublicKey, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import type { BnbSigner, SolanaSigner, WalletSigner } from '../../wallets/index.ts';
import {
  type LaunchChain,
  type LaunchContext,
  LaunchError,
  type Launcher,
  type LaunchRequest,
  type LaunchWallet,
  type PreparedLaunch,
  type SubmittedLaunch,
} from '../launcher.ts';
import { pumpFieldError } from '../pump/limits.ts';
import { newPumpMint } from '../pump/mint-pool.ts';
import {
  buildLaunchTransaction,
  type PumpMint,
  TRANSACTION_SIZE_MAX,
} from '../pump/transaction.ts';
import { verifyEd25519 } from '../solana/ed25519.ts';
import { newTokenAddress, signCreateToken } from './bnb-create.ts';

/** Stands in for a recent blockhash: the offline transaction is signed, never sent. */
export const OFFLINE_BLOCKHASH = bs58.encode(Buffer.alloc(32, 1));

export const OFFLINE_MESSAGES = {
  signatureInvalid:
    "The wallet's signature did not verify against its address. Import the wallet again.",
} as const;

/** What prepare hands to submit: the request, and the mint for a Solana mode. */
type PreparedOffline = { request: LaunchRequest; mint: PumpMint | null };

function checkSignatures(raw: Uint8Array): void {
  const tx = VersionedTransaction.deserialize(raw);
  const message = tx.message.serialize();
  const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures);
  const valid = signers.every((key, i) => {
    const signature = tx.signatures[i];
    return signature !== undefined && verifyEd25519(key.toBytes(), message, signature);
  });
  if (!valid) throw new LaunchError(OFFLINE_MESSAGES.signatureInvalid);
  if (raw.length > TRANSACTION_SIZE_MAX) throw new Error('an offline transaction over 1232 bytes');
}

/**
 * The launcher a platform falls back to when it is not configured (issue 11; research §6b): it
 * validates and signs as the real path would, for any of the five modes, and returns a fresh
 * valid address without touching a network. It says `simulated`, and every answer built from it
 * says so too. Solana modes sign pump's create transaction (the mint and the trader, verified
 * with node:crypto); bnb signs four.meme's createToken with the trader's account.
 */
export class OfflineLauncher implements Launcher<PreparedOffline> {
  readonly chain: LaunchChain;
  readonly simulated = true;

  constructor(readonly mode: DeployMode) {
    this.chain = chainOfMode(mode);
  }

  validate(request: LaunchRequest): string | null {
    return this.chain === 'solana' ? pumpFieldError(request) : null;
  }

  async prepare(
    request: LaunchRequest,
    _wallet: LaunchWallet,
    context: LaunchContext,
  ): Promise<PreparedLaunch<PreparedOffline>> {
    context.signal.throwIfAborted();
    const mint = this.chain === 'solana' ? newPumpMint() : null;
    return {
      address: mint ? mint.publicKey.toBase58() : newTokenAddress(),
      state: { request, mint },
    };
  }

  /** Signs with the wallet the service checked is on this launcher's chain. */
  async submit(
    prepared: PreparedLaunch<PreparedOffline>,
    signer: WalletSigner,
    context: LaunchContext,
  ): Promise<SubmittedLaunch> {
    const { request, mint } = prepared.state;
    context.signal.throwIfAborted();
    const transaction =
      signer.network === 'bnb'
        ? await this.signBnb(request, signer)
        : this.signSolana(request, mint, signer);
    context.mark('signed');
    context.mark('sent');
    return { address: prepared.address, transaction };
  }

  /** Nothing was sent, so there is nothing to wait for. */
  async confirm(_submitted: SubmittedLaunch, context: LaunchContext): Promise<void> {
    context.signal.throwIfAborted();
  }

  private async signBnb(request: LaunchRequest, signer: BnbSigner): Promise<string> {
    const signed = await signCreateToken(signer, {
      name: request.name,
      symbol: request.ticker,
      imageUri: request.imageUri,
      metadataUri: request.metadataUri,
      gwei: request.gwei,
    });
    return signed.hash;
  }

  private signSolana(request: LaunchRequest, mint: PumpMint | null, signer: SolanaSigner): string {
    // A Solana mode's preparation always makes its mint; the service checked the chain.
    if (!mint) throw new Error(`an offline ${this.mode} launch prepared without a mint`);
    const signed = buildLaunchTransaction(
      {
        user: new PublicKey(signer.address),
        mint,
        name: request.name,
        symbol: request.ticker,
        uri: request.metadataUri,
        buy: null,
        recentBlockhash: OFFLINE_BLOCKHASH,
      },
      signer.sign,
    );
    checkSignatures(signed.raw);
    return signed.signature;
  }
}
