import { BAGS_CREATOR_ONLY, type BagsFeeSplit } from '@launchdeck/protocol';
import type { SolanaSigner } from '../../wallets/index.ts';
import type { TokenImages } from '../images/token-images.ts';
import {
  type LaunchContext,
  LaunchError,
  type Launcher,
  type LaunchRequest,
  type PreparedLaunch,
  type SolanaLaunchWallet,
  type SubmittedLaunch,
} from '../launcher.ts';
import { waitForConfirmation } from '../solana/confirmation.ts';
import { isSolanaAddress } from '../solana/ed25519.ts';
import { transactionSignature } from '../solana/message-v0.ts';
import type { SolanaRpc } from '../solana/rpc-client.ts';
import { SolanaLaunchError } from '../solana/rpc-errors.ts';
import type { Sender } from '../solana/sender.ts';
import {
  type BagsClient,
  type BagsFeeShareConfig,
  type EncodedTokenInfo,
  encodeTokenInfo,
} from './bags-client.ts';
import { ClaimerWallets } from './claimer-wallets.ts';
import { BAGS_MESSAGES } from './messages.ts';
import { bagsDescription, bagsFieldError, feeClaimers, webLink } from './request-rules.ts';
import { cosign } from './transactions.ts';

export type BagsLauncherDeps = {
  client: BagsClient;
  images: TokenImages;
  /** Confirms the fee-share transactions before the launch, and the launch itself. */
  rpc: SolanaRpc;
  sender: Sender;
  confirmPollMs?: number;
  /** Fee claimers' wallets per handle; one on `client` with the default lifetime unless given. */
  claimers?: ClaimerWallets;
};

/**
 * What prepare hands to submit, all key-free: create-token-info's body (the image and the fields,
 * encoded, not sent) and the claimer's wallet.
 */
type PreparedBags = {
  request: LaunchRequest;
  split: BagsFeeSplit;
  tokenInfo: EncodedTokenInfo;
  claimerWallet: string | null;
};

const LAMPORTS_PER_SOL = 1_000_000_000;

/**
 * bags.fm, for real (issue 12; research §1d, the official CLI's flow): token info (Bags picks
 * the mint), the fee-share config whose transactions must land before the launch transaction,
 * then the launch transaction Bags partly signed, co-signed by the trader and sent.
 * prepare only reads (the image, the claimer's wallet) and encodes create-token-info's body, so
 * an unused preparation leaves nothing on Bags: create-token-info registers the token (Bags lists
 * it as PRE_LAUNCH in its launch feed) and every later call needs the mint it picks, so all four
 * calls wait for the click.
 */
export class BagsLauncher implements Launcher<PreparedBags, 'solana'> {
  readonly mode = 'bags' as const;
  readonly chain = 'solana' as const;
  readonly simulated = false;
  private readonly claimers: ClaimerWallets;

  constructor(private readonly deps: BagsLauncherDeps) {
    this.claimers = deps.claimers ?? new ClaimerWallets(deps.client);
  }

  validate(request: LaunchRequest): string | null {
    return bagsFieldError(request);
  }

  async prepare(
    request: LaunchRequest,
    _wallet: SolanaLaunchWallet,
    context: LaunchContext,
  ): Promise<PreparedLaunch<PreparedBags>> {
    const { signal } = context;
    signal.throwIfAborted();
    // The click calls Bags three times and the RPC twice: connections for them open now.
    this.deps.client.warm();
    this.deps.rpc.warmSends();
    const split = request.bags ?? BAGS_CREATOR_ONLY;
    const claimer = split.claimer && split.claimer.bps > 0 ? split.claimer : null;
    const [tokenInfo, claimerWallet] = await Promise.all([
      this.deps.images.load(request, signal).then((image) => {
        context.mark('metadata');
        return encodeTokenInfo({
          image,
          name: request.name,
          symbol: request.ticker,
          description: bagsDescription(request),
          twitter: webLink(request.twitter),
          website: webLink(request.website),
        });
      }),
      claimer ? this.claimers.walletOf(claimer.username, signal) : null,
    ]);
    // Bags picks the mint on the click (create-token-info), so none is known yet.
    return { address: '', state: { request, split, tokenInfo, claimerWallet } };
  }

  async submit(
    prepared: PreparedLaunch<PreparedBags>,
    wallet: SolanaSigner,
    context: LaunchContext,
  ): Promise<SubmittedLaunch> {
    const launch = prepared.state;
    const { signal } = context;
    const { client } = this.deps;
    const { request } = launch;
    const info = await client.createTokenInfo(launch.tokenInfo, signal);
    if (!isSolanaAddress(info.tokenMint))
      throw new LaunchError(BAGS_MESSAGES.malformed('tokenInfo'));
    const config = await client.feeShareConfig(
      {
        payer: wallet.address,
        baseMint: info.tokenMint,
        ...feeClaimers(launch.split, wallet.address, launch.claimerWallet),
      },
      signal,
    );
    await this.landFeeShare(config, wallet, signal);
    const encoded = await client.createLaunchTransaction(
      {
        ipfs: info.tokenMetadata,
        tokenMint: info.tokenMint,
        wallet: wallet.address,
        initialBuyLamports: Math.round(request.buyAmount * LAMPORTS_PER_SOL),
        configKey: config.meteoraConfigKey,
      },
      signal,
    );
    const raw = cosign(encoded, wallet, 'launch');
    context.mark('signed');
    const signature = await this.deps.sender.send(raw, signal);
    context.mark('sent');
    return { address: info.tokenMint, transaction: signature };
  }

  confirm(submitted: SubmittedLaunch, context: LaunchContext): Promise<void> {
    return this.confirmed(submitted.transaction, context.signal);
  }

  /**
   * The fee-share config's transactions, one at a time and each confirmed before the next: the
   * launch transaction reads the config they create (research §1d, §5). The CLI sends bundles
   * first, then the plain transactions; so do we, through the Sender.
   */
  private async landFeeShare(
    config: BagsFeeShareConfig,
    wallet: SolanaSigner,
    signal: AbortSignal,
  ): Promise<void> {
    // A config that already exists has nothing left to create.
    if (!config.needsCreation) return;
    const transactions = [...(config.bundles ?? []).flat(), ...(config.transactions ?? [])];
    for (const { transaction } of transactions) {
      const raw = cosign(transaction, wallet, 'feeConfig');
      const sending = this.deps.sender.send(raw, signal);
      // Listened for as the send leaves, not after its answer: the subscription's round trip
      // overlaps the send's, and the node is listening before the transaction can land.
      const watching = this.deps.rpc.signatures?.watch(transactionSignature(raw), signal) ?? null;
      try {
        const signature = await sending;
        await waitForConfirmation(
          this.deps.rpc,
          signature,
          signal,
          this.deps.confirmPollMs,
          watching,
        );
      } catch (error) {
        watching?.stop();
        if (error instanceof SolanaLaunchError && error.failure === 'failed-on-chain')
          throw new LaunchError(BAGS_MESSAGES.feeShareFailedOnChain);
        throw error;
      }
    }
  }

  private confirmed(signature: string, signal: AbortSignal): Promise<void> {
    return waitForConfirmation(this.deps.rpc, signature, signal, this.deps.confirmPollMs);
  }
}
