import {
  chainOfMode,
  DEPLOY_MESSAGES,
  type DeployMode,
  type TokenCreateResult,
  tradingLink,
} from '@launchdeck/protocol';
import type { LaunchRow } from '../launches/index.ts';
import type { Launcher, LaunchRequest, SubmittedLaunch } from './launcher.ts';

/** FC §7 `debug_response` for one sent deploy; labelled simulated when the offline launcher sent it. */
export function successResult(
  launch: LaunchRequest,
  launcher: Launcher,
  submitted: SubmittedLaunch,
): TokenCreateResult {
  // FC §3 Deployed token notice: Axiom on both chains; the browser picks by its own settings.
  const link = tradingLink(submitted.address, launcher.chain, {
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

/**
 * FC §7 `debug_response` for each deploy of a launch stored as sent or confirmed: how a repeated
 * request id is answered with the first launch's outcome, as that launch was answered.
 */
export function resultsOfRow(row: LaunchRow): TokenCreateResult[] {
  const mode = row.mode as DeployMode;
  return row.addresses.map((address, index) => ({
    type: 'token_create_success',
    name: row.name,
    ticker: row.ticker,
    address,
    mode,
    message: row.simulated ? DEPLOY_MESSAGES.simulated : 'Token launch sent',
    simulated: row.simulated,
    ...(row.transactions[index] ? { transaction: row.transactions[index] } : {}),
    request_id: row.requestId,
    axiomUrl: tradingLink(address, chainOfMode(mode), {
      contractButtonPlatform: 'axiom',
      bnbButtonPlatform: 'axiom',
    }).url,
  }));
}
