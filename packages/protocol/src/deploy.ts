import { z } from 'zod';
import { DeployMode } from './deploy-settings.ts';
import { HotkeyTrigger } from './launches.ts';
import { POST_LIMITS } from './post.ts';
import { SessionId } from './session-events.ts';
import { WalletHandle } from './wallet.ts';

/** DA §5 / §9 deploy limits, and ours where the spec is silent. */
export const DEPLOY_LIMITS = {
  nameMax: 32,
  nameMaxBnb: 20,
  symbolMax: 10,
  symbolMaxBnb: 20,
  /** DA §9: multi-deploy 1 to 5, not for bags, bnb or usd1. */
  multiDeployMax: 5,
  singleDeployModes: ['bags', 'bnb', 'usd1'] as readonly DeployMode[],
  /** DA §4 deploy lock after a send, per platform. */
  lockMs: { bags: 4000, bnb: 2000, pump: 150, bonk: 150, usd1: 300 } satisfies Record<
    DeployMode,
    number
  >,
  /** Ours, as the fastest competitor: a launch answers within 30 s or says it timed out. */
  deadlineMs: 30_000,
  /** Ours: the largest first buy we send (SOL, BNB, or thousands of USD1). */
  buyAmountMax: 10_000,
  /** Ours: BNB gas price bounds in gwei. */
  gweiMin: 0.05,
  gweiMax: 1000,
  /** Ours: an image sent with a launch is a URL or a data URL of at most this many characters. */
  imageUrlMax: 2048,
  urlMax: 512,
  requestIdMax: 64,
  /** FC §4: usd1 mode needs the buy amount plus 5% held in USD1 (1000 needs 1050). */
  usd1Margin: 1.05,
} as const;

/** The USD1 mint on Solana (6 decimals), which the usd1 mode buys with. */
export const USD1_MINT = 'USD1ttGY1N17NEEHLmELoaybftRBUSErhqYiQzvEmuB';

/** FC §2 USD1 Mode Requirements: the swap site its button opens (SOL → USD1). */
export const USD1_SWAP_URL = `https://jup.ag/swap/SOL-${USD1_MINT}`;

/** DA §5: the USD1 a usd1 launch of `amount` (as typed, in USD1) needs in the wallet. */
export function usd1Required(amount: number): number {
  return Math.ceil(amount * DEPLOY_LIMITS.usd1Margin * 100) / 100;
}

/** DA §5 / §8 deploy messages, quoted exactly, and ours where the spec has none. */
export const DEPLOY_MESSAGES = {
  bnbCharLimit: '❌ BNB Character limit is 20 characters for ticker and name.',
  accessDeniedTitle: 'No Access to Token Creator',
  noPermission: 'You do not have permission to create tokens',
  accessDeniedBody:
    'You do not have permission to create tokens. Please contact an administrator to request access.',
  tokenCreationError: (reason: string) => `Token Creation Error: ${reason || 'Unknown error'}`,
  sendFailed: (message: string) => `Failed to send deploy request: ${message}`,
  sendFailedTooLarge: 'Failed to send deploy request. The image might be too large.',
  deploymentFailed: 'Deployment failed. Please try again.',
  loginToDeploy: 'You must be logged in to deploy tokens',
  noBnbWallet: 'No BNB wallet imported! Please import a BNB private key in settings first.',
  noSolanaWallet:
    'No Solana wallet imported! Please import a Solana private key in settings first.',
  noSolanaWalletTitle: 'No Solana Wallet Imported',
  noBnbWalletTitle: 'No BNB Wallet Imported',
  goToDeploySettings: 'Go to Deploy Settings',
  // Ours
  walletNotYours: 'That wallet key is not one of your wallets. Import the wallet again.',
  wrongWalletNetwork: (mode: DeployMode) =>
    mode === 'bnb'
      ? 'A bnb launch needs a BNB wallet. Choose or import one.'
      : `A ${mode} launch needs a Solana wallet. Choose or import one.`,
  inProgress: 'A launch of yours is still in progress. Wait for its answer, then try again.',
  timedOut: 'The launch did not finish within 30 seconds. Check the wallet before trying again.',
  multiDeployNotAllowed: 'Multi-deploy is not available for bags, bnb or usd1.',
  simulated: 'Simulated launch: no transaction was sent.',
  usd1WarningTitle: 'USD1 Mode',
  usd1Warning:
    'USD1 mode launches on bonk.fun with USD1 as the quote: your first buy is paid in USD1, not SOL. Hold the buy amount plus a little extra in USD1 (1000 needs at least 1050). This mode is experimental.',
  usd1RequirementsTitle: 'USD1 Mode Requirements',
  usd1Insufficient: (held: number, required: number) =>
    `This wallet holds ${held} USD1; a usd1 launch of this size needs at least ${required} USD1.`,
  usd1Swap: 'Swap for USD1',
  bagsClaimerHandle: 'The fee claimer must be a handle of letters, digits and _ (up to 15).',
} as const;

export const launchText = (max: number) => z.string().max(max, `must be at most ${max} characters`);
export const launchLink = z
  .string()
  .max(DEPLOY_LIMITS.urlMax)
  .refine((v) => v === '' || /^https?:\/\/[^\s<>"]+$/i.test(v), 'must be an http(s) link');
export const launchImageUrl = z
  .string()
  .max(DEPLOY_LIMITS.imageUrlMax, 'is too long')
  .refine(
    (v) =>
      /^https?:\/\/[^\s<>"]+$/i.test(v) || /^data:image\/[a-z+]+;base64,[A-Za-z0-9+/=]+$/.test(v),
    'must be an http(s) image link or an image data URL',
  );

/** Ours: the browser's id for one click, so a resend of the same click is a no-op. */
export const LaunchRequestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');

/**
 * DA §3 token-creation request, the `debug_request` payload. Lengths per mode are checked after
 * parsing (`deployFieldErrors`), since they depend on `mode`. `request_id` (ours) makes a resend of
 * the same click a no-op; without it the server treats each request as new.
 */
export const CreateTokenRequest = z.object({
  type: z.literal('create_token'),
  mode: DeployMode,
  name: launchText(64),
  ticker: launchText(64),
  website: launchLink.optional().default(''),
  twitter: launchLink.optional().default(''),
  image_type: z.enum(['letter', 'ascii']).nullable().optional().default(null),
  image_url: launchImageUrl.nullable().optional().default(null),
  buy_amount: z.number().min(0).max(DEPLOY_LIMITS.buyAmountMax),
  api_key: WalletHandle,
  session_id: SessionId,
  axiom: z.boolean().optional().default(false),
  multi_deploy: z.number().int().min(1).max(DEPLOY_LIMITS.multiDeployMax).optional(),
  gwei: z.number().min(DEPLOY_LIMITS.gweiMin).max(DEPLOY_LIMITS.gweiMax).optional(),
  bags_fee_claimer: launchText(64).optional(),
  bags_creator_share: z.number().min(0).max(100).optional(),
  bags_fee_claimer_share: z.number().min(0).max(100).optional(),
  translate_to_chinese: z.boolean().optional(),
  request_id: LaunchRequestId.optional(),
  /**
   * Ours: the post the form was filled from (a card's Deploy), named as the toolbar variant names
   * it, so My Launches lists the launch with its post.
   */
  source_tweet_id: z.string().max(POST_LIMITS.idMax).optional(),
  source_tweet_author: z.string().max(POST_LIMITS.handleMax).optional(),
  source_tweet_text: z.string().max(POST_LIMITS.textMax).optional(),
  /** Ours (issue 50): the hotkey that sent it, stored with the launch for My Launches. */
  trigger: HotkeyTrigger.optional(),
});
export type CreateTokenRequest = z.infer<typeof CreateTokenRequest>;
export type CreateTokenInput = z.input<typeof CreateTokenRequest>;

/** FC §7 / DA §7: the launch outcome on `debug_response`. */
export const TokenCreateResult = z.object({
  type: z.enum(['token_create_success', 'token_create_error']),
  name: z.string(),
  ticker: z.string(),
  /** The mint (Solana) or token contract (bnb); empty on failure. */
  address: z.string(),
  mode: DeployMode,
  message: z.string(),
  /** Ours: true when the offline launcher answered, so no screen mistakes it for a real launch. */
  simulated: z.boolean(),
  /** Ours: the transaction signature or hash, when one was sent. */
  transaction: z.string().optional(),
  /** Ours: echoes the request's id. */
  request_id: z.string().optional(),
  /** FC §3 Deployed token notice: the trading page of the new token. */
  axiomUrl: z.string().optional(),
});
export type TokenCreateResult = z.infer<typeof TokenCreateResult>;

/**
 * DA §7 token_error {error}: a launch refused or failed, with the reason the trader reads. Ours:
 * `usd1` when the wallet lacks the USD1 a usd1 launch needs, so the form shows the USD1 Mode
 * Requirements modal with the numbers.
 */
export const TokenErrorPayload = z.object({
  error: z.string(),
  request_id: z.string().optional(),
  usd1: z.object({ held: z.number(), required: z.number() }).optional(),
});
export type TokenErrorPayload = z.infer<typeof TokenErrorPayload>;

/**
 * The stages a launch passes on the server, in order (ours; DESIGN "Token launching"); `matched`
 * only for an auto-launch (issue 53): its rule matched the post, stages then counting from the
 * post's arrival.
 */
export const LAUNCH_STAGES = [
  'matched',
  'validated',
  'metadata',
  'prepared',
  'signed',
  'sent',
  'confirmed',
] as const;
export const LaunchStage = z.enum(LAUNCH_STAGES);
export type LaunchStage = z.infer<typeof LaunchStage>;

/**
 * Ours: `launch_progress`, a launch's stage as it is reached, with the milliseconds since the
 * request reached the server, so the form shows where the time goes.
 */
export const LaunchProgressPayload = z.object({
  request_id: z.string(),
  stage: LaunchStage,
  ms: z.number().min(0),
});
export type LaunchProgressPayload = z.infer<typeof LaunchProgressPayload>;

/**
 * POST /api/token-images (ours): an image the trader added to the form (dropped, pasted, picked,
 * cropped) is uploaded once when added, so the click sends a short link, not the file. Stored by
 * content address and served publicly (platforms and wallets read it), raster types only.
 */
export const TOKEN_IMAGE_UPLOAD = {
  /** DA §5 compresses anything above about 1000 KB; this leaves room for a cropped PNG. */
  maxBytes: 2 * 1024 * 1024,
  path: '/api/token-images',
} as const;

/** The upload's refusals (ours), each answered as `{error}` with a 4xx status. */
export const TOKEN_IMAGE_UPLOAD_MESSAGES = {
  /** After the field name, as the schema's refusals read ('data_url is larger ...'). */
  tooLarge: 'is larger than 2 MB: compress it or pick a smaller image',
  notImage:
    'The image is not a PNG, JPEG, GIF, WebP or BMP file. Pick another image or use LETTER or ASCII.',
  rateLimited: 'Too many image uploads. Please wait a minute and try again.',
} as const;

export const UploadTokenImageBody = z.object({
  data_url: z
    .string()
    .max(Math.ceil((TOKEN_IMAGE_UPLOAD.maxBytes * 4) / 3) + 64, {
      message: TOKEN_IMAGE_UPLOAD_MESSAGES.tooLarge,
      abort: true,
    })
    .regex(/^data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/=]+$/, 'must be an image data URL'),
});
export const UploadTokenImageResponse = z.object({ url: z.string() });
export type UploadTokenImageResponse = z.infer<typeof UploadTokenImageResponse>;
