import { type AddressLookupTableAccount, PublicKey } from '@solana/web3.js';
import type { SolanaSigner } from '../../wallets/index.ts';
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
import type { BlockhashCache, CachedBlockhash } from '../solana/blockhash-cache.ts';
import { waitForConfirmation } from '../solana/confirmation.ts';
import type { CompiledMessage } from '../solana/message-v0.ts';
import type { SolanaRpc } from '../solana/rpc-client.ts';
import { SolanaLaunchError } from '../solana/rpc-errors.ts';
import type { Sender } from '../solana/sender.ts';
import { token2022Account } from './addresses.ts';
import { quoteFirstBuy } from './buy-quote.ts';
import { pumpFieldError } from './limits.ts';
import { buybackFeeRecipients, feeRecipients } from './lookup-table.ts';
import { MintPool } from './mint-pool.ts';
import type { PumpStateCache } from './state.ts';
import {
  compileLaunchMessage,
  type LaunchTransactionInput,
  type PumpBuy,
  type PumpMint,
  signLaunchMessage,
} from './transaction.ts';

export type PumpLauncherDeps = {
  rpc: SolanaRpc;
  sender: Sender;
  blockhashes: BlockhashCache;
  state: PumpStateCache;
  /** Total priority fee per launch, in lamports. */
  priorityFeeLamports?: number;
  confirmPollMs?: number;
  mints?: MintPool;
};

/** The launch's own priority fee and tip (DA §3 toolbar) in lamports, when it names them. */
export function priorityFeeLamports(request: LaunchRequest): number | undefined {
  const sol = requestedPriorityFeeSol(request);
  return sol === undefined ? undefined : Math.round(sol * 1e9);
}

/** What prepare hands to submit: everything but the trader's signature and the blockhash. */
type PreparedPump = {
  request: LaunchRequest;
  mint: PumpMint;
  buy: PumpBuy | null;
  lookupTable: AddressLookupTableAccount | undefined;
  /** The preparing wallet's token account of the mint, for the first buy. */
  buyer: { address: string; tokenAccount: PublicKey } | null;
  /** The message compiled ahead for the preparing wallet, with the blockhash it names. */
  compiled: { payer: string; message: CompiledMessage; blockhash: CachedBlockhash } | null;
};

function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new LaunchError('pump.fun lists no fee recipient on chain.');
  return item;
}

/**
 * pump.fun, for real (issue 11; research §6b): create_v2 and the first buy in one v0
 * transaction, signed by the trader's wallet and the new mint, sent to SOLANA_RPC_URL.
 * prepare reads the cached pump state and a warm blockhash and takes a ready mint; submit only
 * builds, signs and makes the one sendTransaction round trip.
 */
export class PumpLauncher implements Launcher<PreparedPump, 'solana'> {
  readonly mode = 'pump' as const;
  readonly chain = 'solana' as const;
  readonly simulated = false;
  private readonly mints: MintPool;

  constructor(private readonly deps: PumpLauncherDeps) {
    this.mints = deps.mints ?? new MintPool(8, { buyerAccount: token2022Account });
  }

  /** A wallet expected to launch soon: its token account of each ready mint is found ahead. */
  expect(wallet: SolanaLaunchWallet): void {
    this.mints.expect(wallet.address);
  }

  validate(request: LaunchRequest): string | null {
    return pumpFieldError(request);
  }

  async prepare(
    request: LaunchRequest,
    wallet: SolanaLaunchWallet,
    context: LaunchContext,
  ): Promise<PreparedLaunch<PreparedPump>> {
    const { signal } = context;
    signal.throwIfAborted();
    const [state, blockhash] = await Promise.all([
      this.deps.state.get(signal),
      this.deps.blockhashes.get(signal),
    ]);
    signal.throwIfAborted();
    const mint = this.mints.take();
    let buy: PumpBuy | null = null;
    if (request.buyAmount > 0) {
      const quote = quoteFirstBuy(state.global, state.feeConfig, request.buyAmount);
      buy = {
        tokenAmount: quote.tokenAmount,
        maxSolCost: quote.maxSolCost,
        feeRecipient: pick(feeRecipients(state.global)),
        buybackFeeRecipient: pick(buybackFeeRecipients(state.global)),
      };
    }
    // The buyer's token account is a PDA search (up to ~1 ms): found ahead by the pool for an
    // expected wallet, else here; never on the click.
    const buyer = buy
      ? {
          address: wallet.address,
          tokenAccount:
            this.mints.buyerAccount(mint, wallet.address) ??
            token2022Account(new PublicKey(wallet.address), mint.publicKey),
        }
      : null;
    const prepared: PreparedPump = {
      request,
      mint,
      buy,
      lookupTable: state.lookupTable,
      buyer,
      compiled: null,
    };
    // The message is key-free: compiled here for the preparing wallet, the click only signs it.
    const compiled = {
      payer: wallet.address,
      message: compileLaunchMessage(this.transactionInput(prepared, wallet.address, blockhash)),
      blockhash,
    };
    return {
      address: mint.publicKey.toBase58(),
      state: { ...prepared, compiled },
    };
  }

  async submit(
    prepared: PreparedLaunch<PreparedPump>,
    wallet: SolanaSigner,
    context: LaunchContext,
  ): Promise<SubmittedLaunch> {
    const launch = prepared.state;
    const { signal } = context;
    let signature: string;
    try {
      signature = await this.signAndSend(launch, wallet, context);
    } catch (error) {
      // The blockhash aged out between prepare and send: sign once more with a new one.
      if (!(error instanceof SolanaLaunchError) || error.failure !== 'blockhash-not-found')
        throw error;
      this.deps.blockhashes.invalidate();
      signature = await this.signAndSend(launch, wallet, context, true);
    }
    signal.throwIfAborted();
    return { address: prepared.address, transaction: signature };
  }

  private async signAndSend(
    launch: PreparedPump,
    wallet: SolanaSigner,
    context: LaunchContext,
    fresh = false,
  ): Promise<string> {
    const { signal } = context;
    const message = fresh ? null : this.compiledAhead(launch, wallet.address);
    const signed = signLaunchMessage(
      message ??
        compileLaunchMessage(
          this.transactionInput(
            launch,
            wallet.address,
            this.deps.blockhashes.peek() ?? (await this.deps.blockhashes.get(signal)),
          ),
        ),
      new PublicKey(wallet.address),
      launch.mint,
      wallet.sign,
    );
    context.mark('signed');
    const signature = await this.deps.sender.send(signed.raw, signal);
    context.mark('sent');
    return signature;
  }

  /**
   * The message prepare compiled, when it is for this wallet and its blockhash is still one the
   * cache would sign with (20 s); else the click compiles with a fresh one.
   */
  private compiledAhead(launch: PreparedPump, payer: string): CompiledMessage | null {
    const { compiled } = launch;
    if (!compiled || compiled.payer !== payer) return null;
    return this.deps.blockhashes.isUsable(compiled.blockhash) ? compiled.message : null;
  }

  private transactionInput(
    launch: PreparedPump,
    payer: string,
    blockhash: CachedBlockhash,
  ): LaunchTransactionInput {
    const { request } = launch;
    return {
      user: new PublicKey(payer),
      mint: launch.mint,
      name: request.name,
      symbol: request.ticker,
      uri: request.metadataUri,
      buy: launch.buy,
      recentBlockhash: blockhash.blockhash,
      lookupTables: launch.lookupTable ? [launch.lookupTable] : [],
      priorityFeeLamports: priorityFeeLamports(request) ?? this.deps.priorityFeeLamports,
      userTokenAccount: launch.buyer?.address === payer ? launch.buyer.tokenAccount : undefined,
    };
  }

  confirm(submitted: SubmittedLaunch, context: LaunchContext): Promise<void> {
    return waitForConfirmation(
      this.deps.rpc,
      submitted.transaction,
      context.signal,
      this.deps.confirmPollMs,
    );
  }
}
