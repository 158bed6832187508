import { z } from 'zod';
import {
  DEPLOY_LIMITS,
  LaunchRequestId,
  launchImageUrl,
  launchLink,
  launchText,
} from './deploy.ts';
import { DeployMode, SOL_BUY_AMOUNT_READINGS } from './deploy-settings.ts';
import { HotkeyTrigger } from './launches.ts';
import { POST_LIMITS } from './post.ts';
import { SessionId } from './session-events.ts';
import { WalletHandle } from './wallet.ts';

/** DA §9: the text-selection toolbar's fixed values. */
export const TOOLBAR_DEFAULTS = {
  description: '.',
  /** SOL paid as priority fee, and as tip to the block builder, by a toolbar launch. */
  priorityFee: 0.0035,
  tip: 0.0035,
  /** DA §9: the toolbar's SOL buy amount when nothing else is set (the form's is 5). */
  solBuyAmount: SOL_BUY_AMOUNT_READINGS.toolbar,
} as const;

const fee = z.number().min(0).max(0.1, 'must be at most 0.1 SOL');

/**
 * DA §3 toolbar variant of the token-creation request, the `toolbar_deploy` payload: the
 * selection as the name, the symbol by the ticker rule, description '.', the amount, the priority
 * fee and tip, the post it came from, and the image as a drawn type or a link. Ours: `mode` (the
 * default platform or the author's whitelist), who sends it and the click's id, as in
 * `create_token`. Answered like `create_token`: `debug_response` or `token_error`.
 */
export const ToolbarDeployRequest = z.object({
  mode: DeployMode,
  name: launchText(64),
  symbol: launchText(64),
  description: z.string().max(200).default(TOOLBAR_DEFAULTS.description),
  amount: z.number().min(0).max(DEPLOY_LIMITS.buyAmountMax),
  priority_fee: fee.default(TOOLBAR_DEFAULTS.priorityFee),
  tip: fee.default(TOOLBAR_DEFAULTS.tip),
  source_tweet_id: z.string().max(POST_LIMITS.idMax),
  source_tweet_author: z.string().max(POST_LIMITS.handleMax),
  source_tweet_text: z.string().max(POST_LIMITS.textMax),
  image_type: z.enum(['letter', 'ascii']).nullable().optional().default(null),
  image_url: launchImageUrl.nullable().optional().default(null),
  twitter: launchLink.optional().default(''),
  website: launchLink.optional().default(''),
  api_key: WalletHandle,
  session_id: SessionId,
  request_id: LaunchRequestId.optional(),
  /** Ours (issue 50): the hotkey that sent it (the auto-deploy keybind), stored with the launch. */
  trigger: HotkeyTrigger.optional(),
});
export type ToolbarDeployRequest = z.infer<typeof ToolbarDeployRequest>;
export type ToolbarDeployInput = z.input<typeof ToolbarDeployRequest>;
