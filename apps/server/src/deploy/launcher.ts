import {
  type BagsFeeSplit,
  type Chain,
  DEPLOY_MESSAGES,
  type DeployMode,
  type LaunchStage,
  type LaunchTrigger,
} from '@launchdeck/protocol';
import type { BnbSigner, SolanaSigner } from '../wallets/index.ts';

/**
 * The token's image as the trader chose it: a link (the post's media), an image the trader
 * uploaded (data URL), or one we draw from the name. `imageUri` is where it is served; platforms
 * that take the file itself read it through `TokenImages`.
 */
export type TokenImage =
  | { kind: 'url'; url: string }
  | { kind: 'data'; dataUrl: string }
  | { kind: 'generated'; type: 'letter' | 'ascii' };

/** What a launcher needs of a `debug_request`, normalised once by the launch service. */
export type LaunchRequest = {
  /** Idempotency key: the browser's request_id, or one the server made. */
  requestId: string;
  mode: DeployMode;
  name: string;
  ticker: string;
  description: string;
  website: string;
  twitter: string;
  /** The hosted metadata JSON (MetadataStore) and the image it links. */
  metadataUri: string;
  imageUri: string;
  image: TokenImage;
  /** First buy in the quote's units (SOL for pump/bonk/bags, BNB, or USD1), as sent (DA §5). */
  buyAmount: number;
  /** Deploys of this request (DA §9 multi-deploy 1–5); each gets its own mint. */
  multiDeploy: number;
  /** bnb only: gas price in gwei (DA §3). */
  gwei?: number;
  /** bags only: the fee split. */
  bags?: BagsFeeSplit;
  /**
   * DA §3 toolbar variant: SOL paid as priority fee and as tip. Their sum is what the trader pays
   * to land sooner: pump spends it as its compute-budget priority fee, PumpPortal (bonk, usd1)
   * as its `priorityFee`. Bags and four.meme (bnb) build or price their transactions themselves
   * and the offline launcher sends nothing, so they ignore both. Unset: each platform's default.
   */
  priorityFeeSol?: number;
  tipSol?: number;
  /** DA §3 toolbar variant: the post the launch came from, kept on the launch's row. */
  source?: { postId: string; author: string; text?: string };
  /** Ours (issue 50): the hotkey that sent it, kept on the launch's row for My Launches. */
  trigger?: LaunchTrigger;
};

/** What a launch pays to land sooner (priority fee + tip, SOL), or undefined for the default. */
export function requestedPriorityFeeSol(request: LaunchRequest): number | undefined {
  if (request.priorityFeeSol === undefined && request.tipSol === undefined) return undefined;
  // Whole lamports: 0.0035 + 0.0035 is 0.007, not 0.007000000000000001.
  return Math.round(((request.priorityFeeSol ?? 0) + (request.tipSol ?? 0)) * 1e9) / 1e9;
}

/** The chain a launcher sends to, in the protocol's one chain vocabulary ('solana' | 'bnb'). */
export type LaunchChain = Chain;

/** The wallet a launch is for, known before it signs (a platform may need the payer up front). */
export type SolanaLaunchWallet = { network: 'solana'; address: string };

export type BnbLaunchWallet = {
  network: 'bnb';
  address: string;
  /**
   * Signs four.meme's login message (research §1e) so prepare can log in before the click.
   * A message, never a transaction.
   */
  signLogin?: (message: string) => Promise<`0x${string}`>;
};

export type LaunchWallet = SolanaLaunchWallet | BnbLaunchWallet;

/**
 * The wallet and the signer a launcher on `Chain` is handed. The launch service checks the
 * wallet's chain once, before prepare and submit, so a launcher never sees another chain's.
 */
export type WalletOn<Chain extends LaunchChain> = Chain extends 'bnb'
  ? BnbLaunchWallet
  : SolanaLaunchWallet;
export type SignerOn<Chain extends LaunchChain> = Chain extends 'bnb' ? BnbSigner : SolanaSigner;

/** The stages a launch passes, with the time each was reached (ms since the request arrived). */
export type { LaunchStage };

export type LaunchContext = {
  signal: AbortSignal;
  /** Records that a stage was reached now; the service stores the timings with the launch. */
  mark: (stage: LaunchStage) => void;
};

/** A prepared launch: everything built before signing (mint keypair, platform state). */
export type PreparedLaunch<State = unknown> = {
  /** The mint (Solana, base58) or token contract (bnb, 0x) the launch will create. */
  address: string;
  /** The launcher's own state, carried from its prepare to its submit. */
  state: State;
};

/** A launch sent to its platform. */
export type SubmittedLaunch = { address: string; transaction: string };

/**
 * One launch platform (DESIGN "Token launching"; research §6a): validate → prepare → submit →
 * confirm. `prepare` does the slow, key-free work (platform state, mint keypair); `submit` signs
 * with the user's signer and sends; `confirm` waits for the chain. A simulated launcher (offline)
 * says so, and every answer built from it is labelled simulated.
 *
 * `Prepared` is what the launcher's prepare hands its submit; `Chain` the wallets it signs with.
 * Plain `Launcher` is any launcher (the registry, the service): the service only hands a launcher
 * back what that launcher prepared, and a wallet it checked is on the launcher's chain.
 */
export interface Launcher<Prepared = unknown, Chain extends LaunchChain = LaunchChain> {
  readonly mode: DeployMode;
  readonly chain: Chain;
  readonly simulated: boolean;
  /** Platform-specific refusals beyond the DA §5 rules, as a sentence for the trader, or null. */
  validate(request: LaunchRequest): string | null;
  /**
   * The key-free work: platform state, uploads, the unsigned transaction. May run while the form
   * is open (a speculative launch, which the click then signs); one not used is dropped.
   */
  prepare(
    request: LaunchRequest,
    wallet: WalletOn<Chain>,
    context: LaunchContext,
  ): Promise<PreparedLaunch<Prepared>>;
  /**
   * A wallet is expected to launch soon (a form prepared it, a live auto-launch rule keeps it
   * open): the launcher may do that wallet's share of the key-free work ahead (pump: its token
   * account of each ready mint). Called again while it stays expected; never throws.
   */
  expect?(wallet: WalletOn<Chain>): void;
  submit(
    prepared: PreparedLaunch<Prepared>,
    signer: SignerOn<Chain>,
    context: LaunchContext,
  ): Promise<SubmittedLaunch>;
  /** Resolves once the chain has the transaction, or rejects with a reason the trader can act on. */
  confirm(submitted: SubmittedLaunch, context: LaunchContext): Promise<void>;
}

/**
 * A failure a launcher explains to the trader: its message is shown as is ('Token Creation
 * Error: {message}'). Any other error is logged and answered with a generic sentence. What only
 * the operator can fix (a setting, the RPC's network) is `operatorDetail`: logged, never shown.
 */
export class LaunchError extends Error {
  override readonly name = 'LaunchError';
  readonly operatorDetail: string | undefined;

  constructor(message: string, options?: { operatorDetail?: string }) {
    super(message);
    this.operatorDetail = options?.operatorDetail;
  }
}

/**
 * usd1: the wallet holds less USD1 than the launch needs (DA §5 margin). The form shows the USD1
 * Mode Requirements modal with these numbers.
 */
export class Usd1BalanceError extends LaunchError {
  constructor(
    readonly held: number,
    readonly required: number,
  ) {
    super(DEPLOY_MESSAGES.usd1Insufficient(held, required));
  }
}
