import type { SolanaSigner } from '../../wallets/index.ts';
import type { TokenImages } from '../images/token-images.ts';
import {
  type LaunchContext,
  LaunchError,
  type Launcher,
  type LaunchRequest,
  type PreparedLaunch,
  requestedPriorityFeeSol,
  type SolanaLaunchWallet,
  type SubmittedLaunch,
} from '../launcher.ts';
import { MintPool } from '../pump/mint-pool.ts';
import type { PumpMint } from '../pump/transaction.ts';
import { waitForConfirmation } from '../solana/confirmation.ts';
import type { SolanaRpc } from '../solana/rpc-client.ts';
import { SolanaLaunchError } from '../solana/rpc-errors.ts';
import type { Sender } from '../solana/sender.ts';
import type { BonkMetadataClient } from './bonk-metadata.ts';
import { checkLaunchTransaction, signLaunch, type UnsignedLaunch } from './launch-transaction.ts';
import { bonkFieldError } from './limits.ts';
import type { PumpPortalClient, TradeLocalCreate } from './pumpportal-client.ts';
import { type BonkQuote, SOL_QUOTE } from './quote.ts';

/** PumpPortal's documented create defaults (research §1a/§1b): 10 % slippage, 0.0005 SOL fee. */
export const BONK_SLIPPAGE_PERCENT = 10;
export const BONK_PRIORITY_FEE_SOL = 0.0005;

export type BonkLauncherDeps = {
  rpc: SolanaRpc;
  sender: Sender;
  pumpPortal: PumpPortalClient;
  metadata: BonkMetadataClient;
  images: TokenImages;
  /** SOL (bonk) unless given; `usd1Quote(rpc)` makes the usd1 launcher. */
  quote?: BonkQuote;
  mints?: MintPool;
  confirmPollMs?: number;
};

export const BONK_LAUNCH_MESSAGES = {
  otherWallet:
    'The wallet signing this launch is not the one it was prepared for. Try the launch again.',
} as const;

/** What prepare hands to submit: the checked transaction, and what to ask for a fresh one. */
type PreparedBonk = {
  trade: TradeLocalCreate;
  mint: PumpMint;
  transaction: UnsignedLaunch;
};

/**
 * bonk.fun (Raydium LaunchLab) through PumpPortal's local-signing API (issue 12; research §1b):
 * prepare uploads the image and metadata to the bonk worker, takes a ready mint and asks
 * PumpPortal for the unsigned create (+ first buy), checking it before anyone signs; submit only
 * signs with the trader's key and the mint and makes the one send. With `usd1Quote` the same
 * flow launches USD1-quoted (experimental, see usd1-quote.ts).
 */
export class BonkLauncher implements Launcher<PreparedBonk, 'solana'> {
  readonly mode: 'bonk' | 'usd1';
  readonly chain = 'solana' as const;
  readonly simulated = false;
  private readonly quote: BonkQuote;
  private readonly mints: MintPool;
  /** One upload per request: a multi-deploy's launches share the token's metadata. */
  private readonly uploads = new WeakMap<LaunchRequest, Promise<string>>();

  constructor(private readonly deps: BonkLauncherDeps) {
    this.quote = deps.quote ?? SOL_QUOTE;
    this.mode = this.quote.mode;
    this.mints = deps.mints ?? new MintPool();
  }

  validate(request: LaunchRequest): string | null {
    return bonkFieldError(request);
  }

  async prepare(
    request: LaunchRequest,
    wallet: SolanaLaunchWallet,
    context: LaunchContext,
  ): Promise<PreparedLaunch<PreparedBonk>> {
    const { signal } = context;
    signal.throwIfAborted();
    const [uri] = await Promise.all([
      this.metadataUri(request, signal),
      this.quote.checkFunds(wallet.address, request.buyAmount, signal),
    ]);
    context.mark('metadata');
    const mint = this.mints.take();
    const { denominatedInSol, amount, quoteMint } = this.quote.buyFields(request.buyAmount);
    // In the order PumpPortal's docs write them, the quote mint (usd1 only) last.
    const trade: TradeLocalCreate = {
      publicKey: wallet.address,
      action: 'create',
      tokenMetadata: { name: request.name, symbol: request.ticker, uri },
      mint: mint.publicKey.toBase58(),
      denominatedInSol,
      amount,
      slippage: BONK_SLIPPAGE_PERCENT,
      // DA §3 toolbar: the launch's priority fee + tip, PumpPortal's documented `priorityFee`.
      priorityFee: requestedPriorityFeeSol(request) ?? BONK_PRIORITY_FEE_SOL,
      pool: 'bonk',
      ...(quoteMint === undefined ? {} : { quoteMint }),
    };
    const transaction = await this.unsignedLaunch(trade, signal);
    return { address: trade.mint, state: { trade, mint, transaction } };
  }

  async submit(
    prepared: PreparedLaunch<PreparedBonk>,
    signer: SolanaSigner,
    context: LaunchContext,
  ): Promise<SubmittedLaunch> {
    const launch = prepared.state;
    const wallet = this.payerSigner(signer, launch);
    let signature: string;
    try {
      signature = await this.signAndSend(launch.transaction, launch.mint, wallet, context);
    } catch (error) {
      // Prepared while the form was open, PumpPortal's blockhash aged out before the click:
      // ask for the transaction once more and sign that.
      if (!(error instanceof SolanaLaunchError) || error.failure !== 'blockhash-not-found')
        throw error;
      const fresh = await this.unsignedLaunch(launch.trade, context.signal);
      signature = await this.signAndSend(fresh, launch.mint, wallet, context);
    }
    context.signal.throwIfAborted();
    return { address: prepared.address, transaction: signature };
  }

  confirm(submitted: SubmittedLaunch, context: LaunchContext): Promise<void> {
    return waitForConfirmation(
      this.deps.rpc,
      submitted.transaction,
      context.signal,
      this.deps.confirmPollMs,
    );
  }

  /** The worker's metadata URI: the image file uploaded first, then the JSON linking it. */
  private metadataUri(request: LaunchRequest, signal: AbortSignal): Promise<string> {
    let upload = this.uploads.get(request);
    if (!upload) {
      upload = this.upload(request, signal);
      this.uploads.set(request, upload);
      // A failed upload is not remembered: preparing the same request again tries afresh.
      upload.catch(() => this.uploads.delete(request));
    }
    return upload;
  }

  private async upload(request: LaunchRequest, signal: AbortSignal): Promise<string> {
    const { metadata, images } = this.deps;
    const image = await metadata.uploadImage(await images.load(request, signal), signal);
    return metadata.uploadMetadata(
      {
        createdOn: 'https://bonk.fun',
        description: request.description,
        image,
        name: request.name,
        symbol: request.ticker,
        website: request.website,
        twitter: request.twitter,
      },
      signal,
    );
  }

  private async unsignedLaunch(
    trade: TradeLocalCreate,
    signal: AbortSignal,
  ): Promise<UnsignedLaunch> {
    const bytes = await this.deps.pumpPortal.createTransaction(trade, signal);
    return checkLaunchTransaction(bytes, { payer: trade.publicKey, mint: trade.mint });
  }

  private async signAndSend(
    transaction: UnsignedLaunch,
    mint: PumpMint,
    wallet: SolanaSigner,
    context: LaunchContext,
  ): Promise<string> {
    const signed = signLaunch(transaction, wallet.sign, mint.keypair.sign);
    context.mark('signed');
    const signature = await this.deps.sender.send(signed, context.signal);
    context.mark('sent');
    return signature;
  }

  private payerSigner(signer: SolanaSigner, launch: PreparedBonk): SolanaSigner {
    // The transaction names its fee payer, so only that wallet's signature completes it.
    if (signer.address !== launch.trade.publicKey)
      throw new LaunchError(BONK_LAUNCH_MESSAGES.otherWallet);
    return signer;
  }
}
