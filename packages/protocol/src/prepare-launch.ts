import { z } from 'zod';
import { CreateTokenRequest } from './deploy.ts';
import { DeployMode } from './deploy-settings.ts';
import { ToolbarDeployRequest } from './deploy-toolbar.ts';
import { SessionId } from './session-events.ts';
import { WalletHandle } from './wallet.ts';

/**
 * Ours (DESIGN "Token launching": prepare while the form is open): the deploy form says which
 * wallet it will launch with, so the server can check the right to deploy and open the wallet
 * before the click, and the click only signs and sends. Unanswered; a failure only means the
 * click takes the longer path.
 */
export const PrepareLaunchPayload = z
  .object({
    session_id: SessionId,
    api_key: WalletHandle,
    mode: DeployMode,
    /**
     * Ours: the form as it stands, so the server can do the platform's slow part ahead of the
     * click (upload the image and metadata, ask for the unsigned transaction, log in); a click
     * whose token matches it only signs and sends. Unused, it expires and leaves nothing behind.
     */
    launch: CreateTokenRequest.pick({
      mode: true,
      name: true,
      ticker: true,
      website: true,
      twitter: true,
      image_type: true,
      image_url: true,
      buy_amount: true,
      multi_deploy: true,
      gwei: true,
      bags_fee_claimer: true,
      bags_creator_share: true,
      bags_fee_claimer_share: true,
    }).optional(),
    /**
     * Ours: the selection toolbar's Deploy as it would go (DA §3 toolbar variant without who sends
     * it), sent when the toolbar appears, so its click only signs and sends too.
     */
    toolbar: ToolbarDeployRequest.omit({
      api_key: true,
      session_id: true,
      request_id: true,
    }).optional(),
  })
  .refine((payload) => !(payload.launch && payload.toolbar), {
    message: 'must carry the form’s launch or the toolbar’s, not both',
    path: ['toolbar'],
  });
export type PrepareLaunchPayload = z.infer<typeof PrepareLaunchPayload>;
