import { DEPLOY_LIMITS, DEPLOY_MESSAGES } from '@launchdeck/protocol';
import { type Hash, parseEther, type TransactionReceipt } from 'viem';
import type { BnbSigner } from '../../wallets/index.ts';
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
import { SendReadiness } from './send-readiness.ts';
import {
  type CreateCall,
  createCall,
  createTokenValue,
  type LaunchFees,
  type TokenManager,
} from './token-manager.ts';

export type BnbLauncherDeps = {
  fourMeme: FourMemeClient;
  tokenManager: TokenManager;
  images: TokenImages;
  /** The wallets' four.meme logins; one kept per launcher unless given. */
  logins?: FourMemeLogins;
};

const KEPT_RECEIPTS = 100;

/**
 * What prepare hands to submit: the uploaded image, the BNB raise and the fees read on chain,
 * and, once logged in, four.meme's signed createToken with its nonce and gas kept fresh.
 */
type PreparedBnb = {
  request: LaunchRequest;
  raise: RaisedToken;
  fees: LaunchFees;
  /** null when prepare could not log in (no login signer): submit uploads and creates then. */
  ahead: { call: CreateCall; readiness: SendReadiness } | null;
};

/** The first buy as four.meme's preSale: a plain decimal string ('0.0000001', never '1e-7'). */
export function preSaleOf(buyAmount: number): string {
  return buyAmount.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 18 });
}

/**
 * bnb: four.meme on BNB Smart Chain (issue 12; research §1e). prepare logs the wallet in (kept
 * ~10 min), uploads the image, reads the BNB raise and the fees, asks four.meme for the signed
 * createToken arguments and plans the send (nonce and gas estimate side by side), kept fresh on
 * each new block: nothing of it shows anywhere, since four.meme's create only signs arguments
 * for one createToken and the token exists once that transaction is mined. submit signs and
 * sends (planning afresh when the plan went stale), reports sent once the node took the
 * transaction, and waits for its block (0.75 s) to learn the token from TokenCreate, since
 * TokenManager2 picks the address.
 */
export class BnbLauncher implements Launcher<PreparedBnb, 'bnb'> {
  readonly mode = 'bnb' as const;
  readonly chain = 'bnb' as const;
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
    const login = signLogin ? { address: wallet.address, signLogin } : null;
    const [imgUrl, raise, fees] = await Promise.all([
      login ? this.upload(request, login, signal) : null,
      abortable(this.deps.fourMeme.bnbRaise(signal), signal),
      abortable(this.deps.tokenManager.launchFees(signal), signal),
    ]);
    let ahead: PreparedBnb['ahead'] = null;
    if (login && imgUrl) {
      context.mark('metadata');
      const call = await this.signedCall(request, raise, fees, imgUrl, login, signal);
      const readiness = await abortable(
        SendReadiness.start(this.deps.tokenManager, wallet.address as `0x${string}`, call, signal),
        signal,
      );
      ahead = { call, readiness };
    }
    // TokenManager2 picks the token's address; the receipt names it.
    return { address: '', state: { request, raise, fees, ahead } };
  }

  async submit(
    prepared: PreparedLaunch<PreparedBnb>,
    { account }: BnbSigner,
    context: LaunchContext,
  ): Promise<SubmittedLaunch> {
    const launch = prepared.state;
    const { signal } = context;
    const { request } = launch;
    let call: CreateCall;
    let plan: ReturnType<SendReadiness['take']>;
    if (launch.ahead) {
      call = launch.ahead.call;
      plan = launch.ahead.readiness.take();
    } else {
      const wallet: LoginSigner = {
        address: account.address,
        signLogin: (message) => account.signMessage({ message }),
      };
      const imgUrl = await this.upload(request, wallet, signal);
      context.mark('metadata');
      call = await this.signedCall(request, launch.raise, launch.fees, imgUrl, wallet, signal);
    }
    signal.throwIfAborted();
    const hash = await abortable(this.deps.tokenManager.send(account, call, plan), signal);
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

  /** four.meme's signed createToken arguments for this token, with the BNB the call sends. */
  private async signedCall(
    request: LaunchRequest,
    raise: RaisedToken,
    fees: LaunchFees,
    imgUrl: string,
    wallet: LoginSigner,
    signal: AbortSignal,
  ): Promise<CreateCall> {
    const body = createBody(request, raise, imgUrl);
    const created = await this.logins.withToken(wallet, signal, (token) =>
      this.deps.fourMeme.create(token, body, signal),
    );
    return createCall(created, createTokenValue(fees, parseEther(body.preSale)), request.gwei);
  }
}

function createBody(
  request: LaunchRequest,
  raise: RaisedToken,
  imgUrl: string,
): FourMemeCreateBody {
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
