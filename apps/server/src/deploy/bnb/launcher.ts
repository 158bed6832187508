import { DEPLOY_LIMITS, DEPLOY_MESSAGES } from '@launchdeck/protocol';
import { type Hash, parseEther, type TransactionReceipt } from 'viem';
import type { BnbSigner } from '../../wallets/signer.ts';
import { abortable } from '../abortable.ts';
import type { TokenImages } from '../images/token-images.ts';
import {
  type BnbLaunchWallet,
  type LaunchContext,
  LaunchError,
  type Launcher,
  type LaunchRequest,
  type PreparedLaunch,
  type SubmittedLaunch,
} from '../launcher.ts';
import { BNB_CHAIN_MESSAGES } from './chain-errors.ts';
import type { FourMemeClient, FourMemeCreateBody, RaisedToken } from './four-meme-client.ts';
import { FourMemeLogins, type LoginSigner } from './four-meme-logins.ts';
import { createTokenValue, type LaunchFees, type TokenManager } from './token-manager.ts';

export type BnbLauncherDeps = {
  fourMeme: FourMemeClient;
  tokenManager: TokenManager;
  images: TokenImages;
  /** The wallets' four.meme logins; one kept per launcher unless given. */
  logins?: FourMemeLogins;
};

const KEPT_RECEIPTS = 100;

/** What prepare hands to submit: the uploaded image, the BNB raise and the fees read on chain. */
type PreparedBnb = {
  request: LaunchRequest;
  /** null when prepare could not log in (no login signer): submit uploads then. */
  imgUrl: string | null;
  raise: RaisedToken;
  fees: LaunchFees;
};

/** The first buy as four.meme's preSale: a plain decimal string ('0.0000001', never '1e-7'). */
export function preSaleOf(buyAmount: number): string {
  return buyAmount.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 18 });
}

/**
 * bnb: four.meme on BNB Smart Chain (issue 12; research §1e). prepare logs the wallet in (kept
 * ~10 min), uploads the image and reads the BNB raise and the fees, none of which shows anywhere;
 * submit asks four.meme for the signed createToken arguments, sends createToken with the form's
 * gas price, and waits for its block (0.75 s) to learn the token from TokenCreate, since
 * TokenManager2 picks the address.
 */
export class BnbLauncher implements Launcher<PreparedBnb, 'bsc'> {
  readonly mode = 'bnb' as const;
  readonly chain = 'bsc' as const;
  readonly simulated = false;
  private readonly logins: FourMemeLogins;
  /** Receipts submit waited for, read once by confirm. */
  private readonly receipts = new Map<Hash, TransactionReceipt>();

  constructor(private readonly deps: BnbLauncherDeps) {
    this.logins = deps.logins ?? new FourMemeLogins(deps.fourMeme);
  }

  validate(request: LaunchRequest): string | null {
    if (
      request.name.length > DEPLOY_LIMITS.nameMaxBnb ||
      request.ticker.length > DEPLOY_LIMITS.symbolMaxBnb
    )
      return DEPLOY_MESSAGES.bnbCharLimit;
    return null;
  }

  async prepare(
    request: LaunchRequest,
    wallet: BnbLaunchWallet,
    context: LaunchContext,
  ): Promise<PreparedLaunch<PreparedBnb>> {
    const { signal } = context;
    signal.throwIfAborted();
    const { signLogin } = wallet;
    const [imgUrl, raise, fees] = await Promise.all([
      signLogin ? this.upload(request, { address: wallet.address, signLogin }, signal) : null,
      abortable(this.deps.fourMeme.bnbRaise(signal), signal),
      abortable(this.deps.tokenManager.launchFees(signal), signal),
    ]);
    if (imgUrl) context.mark('metadata');
    // TokenManager2 picks the token's address; the receipt names it.
    return { address: '', state: { request, imgUrl, raise, fees } };
  }

  async submit(
    prepared: PreparedLaunch<PreparedBnb>,
    { account }: BnbSigner,
    context: LaunchContext,
  ): Promise<SubmittedLaunch> {
    const launch = prepared.state;
    const { signal } = context;
    const { request } = launch;
    const wallet: LoginSigner = {
      address: account.address,
      signLogin: (message) => account.signMessage({ message }),
    };
    let imgUrl = launch.imgUrl;
    if (imgUrl === null) {
      imgUrl = await this.upload(request, wallet, signal);
      context.mark('metadata');
    }
    const body = this.createBody(launch, imgUrl);
    const created = await this.logins.withToken(wallet, signal, (token) =>
      this.deps.fourMeme.create(token, body, signal),
    );
    const value = createTokenValue(launch.fees, parseEther(body.preSale));
    signal.throwIfAborted();
    const hash = await abortable(
      this.deps.tokenManager.send(account, { ...created, value, gwei: request.gwei }),
      signal,
    );
    context.mark('signed');
    context.mark('sent');
    const receipt = await abortable(this.deps.tokenManager.receipt(hash), signal);
    if (receipt.status !== 'success') throw new LaunchError(BNB_CHAIN_MESSAGES.failedOnChain(hash));
    const token = this.deps.tokenManager.createdToken(receipt);
    if (!token) throw new LaunchError(BNB_CHAIN_MESSAGES.noTokenCreate(hash));
    this.receipts.set(hash, receipt);
    // A launch whose confirm never came (its deadline passed) is not kept for ever.
    if (this.receipts.size > KEPT_RECEIPTS)
      this.receipts.delete(this.receipts.keys().next().value as Hash);
    return { address: token, transaction: hash };
  }

  /** submit waited for the block already; this checks what it held. */
  async confirm(submitted: SubmittedLaunch, context: LaunchContext): Promise<void> {
    const hash = submitted.transaction as Hash;
    const receipt =
      this.receipts.get(hash) ??
      (await abortable(this.deps.tokenManager.receipt(hash), context.signal));
    this.receipts.delete(hash);
    if (receipt.status !== 'success') throw new LaunchError(BNB_CHAIN_MESSAGES.failedOnChain(hash));
  }

  /** Logs in (or uses the kept login) while the image loads, then uploads it. */
  private async upload(request: LaunchRequest, wallet: LoginSigner, signal: AbortSignal) {
    const [image] = await Promise.all([
      this.deps.images.load(request, signal),
      this.logins.token(wallet, signal),
    ]);
    return this.logins.withToken(wallet, signal, (token) =>
      this.deps.fourMeme.upload(token, image, signal),
    );
  }

  private createBody(launch: PreparedBnb, imgUrl: string): FourMemeCreateBody {
    const { request, raise } = launch;
    return {
      name: request.name,
      shortName: request.ticker,
      desc: request.description,
      imgUrl,
      launchTime: Date.now(),
      label: 'Meme',
      lpTradingFee: 0.0025,
      webUrl: request.website,
      twitterUrl: request.twitter,
      preSale: preSaleOf(request.buyAmount),
      feePlan: false,
      raisedToken: raise,
      raisedAmount: raise.totalBAmount,
      totalSupply: 1_000_000_000,
      saleRate: 0.8,
      reserveRate: 0,
      onlyMPC: false,
    };
  }
}
