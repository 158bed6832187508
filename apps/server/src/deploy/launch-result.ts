import { DEPLOY_MESSAGES, type TokenCreateResult, tradingLink } from '@launchdeck/protocol';
import type { Launcher, LaunchRequest, SubmittedLaunch } from './launcher.ts';

/** FC §7 `debug_response` for one sent deploy; labelled simulated when the offline launcher sent it. */
export function successResult(
  launch: LaunchRequest,
  launcher: Launcher,
  submitted: SubmittedLaunch,
): TokenCreateResult {
  // FC §3 Deployed token notice: Axiom on both chains; the browser picks by its own settings.
  const link = tradingLink(submitted.address, launcher.chain === 'bsc' ? 'bnb' : 'solana', {
    contractButtonPlatform: 'axiom',
    bnbButtonPlatform: 'axiom',
  });
  return {
    type: 'token_create_success',
    name: launch.name,
    ticker: launch.ticker,
    address: submitted.address,
    mode: launch.mode,
    message: launcher.simulated ? DEPLOY_MESSAGES.simulated : 'Token launch sent',
    simulated: launcher.simulated,
    transaction: submitted.transaction,
    request_id: launch.requestId,
    axiomUrl: link.url,
  };
}
