import type { DeployMode } from '@launchdeck/protocol';
import type { WalletSigner } from '../wallets/signer.ts';

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
  /** First buy in the quote's units (SOL for pump/bonk/bags, BNB, or USD1), as sent (DA §5). */
  buyAmount: number;
  /** Deploys of this request (DA §9 multi-deploy 1–5); each gets its own mint. */
  multiDeploy: number;
  /** bnb only: gas price in gwei (DA §3). */
  gwei?: number;
};

/** The stages a launch passes, with the time each was reached (ms since the request arrived). */
export type LaunchStage = 'validated' | 'metadata' | 'prepared' | 'signed' | 'sent' | 'confirmed';

export type LaunchContext = {
  signal: AbortSignal;
  /** Records that a stage was reached now; the service stores the timings with the launch. */
  mark: (stage: LaunchStage) => void;
};

/** A prepared launch: everything built before signing (mint keypair, platform state). */
export type PreparedLaunch = {
  /** The mint (Solana, base58) or token contract (bnb, 0x) the launch will create. */
  address: string;
  /** Launcher-private state carried from prepare to submit. */
  state: unknown;
};

/** A launch sent to its platform. */
export type SubmittedLaunch = { address: string; transaction: string };

/**
 * One launch platform (DESIGN "Token launching"; research §6a): validate → prepare → submit →
 * confirm. `prepare` does the slow, key-free work (platform state, mint keypair); `submit` signs
 * with the user's signer and sends; `confirm` waits for the chain. A simulated launcher (offline)
 * says so, and every answer built from it is labelled simulated.
 */
export interface Launcher {
  readonly mode: DeployMode;
  readonly chain: 'solana' | 'bsc';
  readonly simulated: boolean;
  /** Platform-specific refusals beyond the DA §5 rules, as a sentence for the trader, or null. */
  validate(request: LaunchRequest): string | null;
  prepare(request: LaunchRequest, context: LaunchContext): Promise<PreparedLaunch>;
  submit(
    prepared: PreparedLaunch,
    signer: WalletSigner,
    context: LaunchContext,
  ): Promise<SubmittedLaunch>;
  /** Resolves once the chain has the transaction, or rejects with a reason the trader can act on. */
  confirm(submitted: SubmittedLaunch, context: LaunchContext): Promise<void>;
}

/**
 * A failure a launcher explains to the trader: its message is shown as is ('Token Creation
 * Error: {message}'). Any other error is logged and answered with a generic sentence.
 */
export class LaunchError extends Error {
  override readonly name = 'LaunchError';
}
