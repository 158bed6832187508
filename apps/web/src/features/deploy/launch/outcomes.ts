import {
  chainOfMode,
  DEPLOY_MESSAGES,
  type TokenCreateResult,
  type TrackerSettings,
  tradingLink,
} from '@launchdeck/protocol';
import type { StoreApi } from 'zustand/vanilla';
import { listen } from '../../../lib/listen.ts';
import type { AppSocket } from '../../../lib/socket.ts';
import type { DeployState, DeployToast } from '../state.ts';
import { withFailure, withStage } from './launch-progress.ts';
import type { TradingTab } from './trading-tab.ts';

/**
 * A launch sent and not yet fully answered, by its request_id: a multi-deploy is answered once
 * per mint, so it waits for `remaining` answers; the first opens the trading tab.
 */
export type PendingLaunch = { tab: TradingTab | null; remaining: number; answered?: number };

export type OutcomeContext = {
  store: StoreApi<DeployState>;
  pending: Map<string, PendingLaunch>;
  /** Request ids answered with a success: the chain can still refuse them (token_error later). */
  sent?: Set<string>;
  settings: () => TrackerSettings;
  /** Shows the success toast for its FC §9 time. */
  showToast: (toast: Omit<DeployToast, 'id'>) => void;
  /** Adds a multi-deploy's further mint to its toast (shown again for its full time). */
  addToToast: (requestId: string, mint: DeployToast['more'][number]) => void;
};

/**
 * The answer's launch: by request_id when the answer names one (another id is some other window's
 * launch, not ours), else the oldest one waiting. null: nothing of ours waits for it.
 */
function claim(
  context: OutcomeContext,
  requestId: string | undefined,
  { failure }: { failure: boolean },
): PendingLaunch | null {
  const id = requestId ?? context.pending.keys().next().value;
  if (id === undefined) return requestId === undefined ? { tab: null, remaining: 1 } : null;
  const launch = context.pending.get(id);
  if (!launch) return null;
  const answered = (launch.answered ?? 0) + 1;
  // A failure answers the whole launch: a multi-deploy is refused or sent as one.
  if (failure || answered >= launch.remaining) context.pending.delete(id);
  else context.pending.set(id, { ...launch, answered });
  return { ...launch, answered };
}

/**
 * FC §4: the success toast for 5 s, and the trading page in the tab opened by the click; a
 * simulated launch closes that tab (there is no token on any site).
 */
function succeeded(context: OutcomeContext, result: TokenCreateResult, launch: PendingLaunch) {
  const settings = context.settings();
  const link = tradingLink(result.address, chainOfMode(result.mode), settings);
  if ((launch.answered ?? 1) > 1 && result.request_id) {
    // A multi-deploy's further mint: its address joins the first one's toast.
    context.addToToast(result.request_id, { address: result.address, tradingUrl: link.url });
    return;
  }
  context.store.setState({ open: false }); // the modal's work is done
  context.showToast({
    name: result.name,
    ticker: result.ticker,
    address: result.address,
    mode: result.mode,
    simulated: result.simulated,
    tradingUrl: link.url,
    tradingLabel: link.label,
    requestId: result.request_id,
    more: [],
  });
  if (!launch.tab) return;
  // A simulated launch made no token: there is no trading page to open (issue 50).
  if (settings.autoOpenAxiom && !result.simulated) launch.tab.navigate(link.url);
  else launch.tab.close();
}

/** A usd1 launch refused for a short USD1 balance: what the wallet holds and what it needs. */
type Usd1Shortfall = { held: number; required: number };

/**
 * DA §8: 'Token Creation Error: {reason}', the Access Denied modal for a missing permission, or
 * FC §2 USD1 Mode Requirements when a usd1 launch lacked USD1.
 */
export function failed(
  context: OutcomeContext,
  reason: string,
  launch: PendingLaunch | null,
  requestId: string | undefined,
  usd1?: Usd1Shortfall,
) {
  launch?.tab?.close();
  context.store.setState(({ progress }) => ({
    progress: withFailure(progress, requestId) ?? progress,
    dialog: usd1
      ? { kind: 'usd1-requirements', held: usd1.held, required: usd1.required }
      : reason.trim() === DEPLOY_MESSAGES.noPermission
        ? { kind: 'access-denied' }
        : { kind: 'error', text: DEPLOY_MESSAGES.tokenCreationError(reason) },
  }));
}

/** debug_response, token_error and launch_progress, for the launches this window sent. */
export function attachDeployListeners(socket: AppSocket, context: OutcomeContext): void {
  listen(socket, 'debug_response', (result) => {
    const launch = claim(context, result.request_id, {
      failure: result.type !== 'token_create_success',
    });
    if (!launch) return;
    if (result.type === 'token_create_success') {
      succeeded(context, result, launch);
      if (result.request_id) remember(context.sent, result.request_id);
    } else failed(context, result.message, launch, result.request_id);
  });
  listen(socket, 'token_error', ({ error, request_id, usd1 }) => {
    const launch = claim(context, request_id, { failure: true });
    if (launch) failed(context, error, launch, request_id, usd1);
    // A launch of ours that was sent, then failed on chain: the trader must hear of it.
    else if (request_id && context.sent?.delete(request_id))
      failed(context, error, null, request_id, usd1);
  });
  listen(socket, 'launch_progress', (event) => {
    const progress = withStage(context.store.getState().progress, event);
    if (progress) context.store.setState({ progress });
  });
}

/** Keeps the newest 50 ids: an on-chain refusal comes within the launch's 30 s deadline. */
function remember(sent: Set<string> | undefined, requestId: string): void {
  if (!sent) return;
  sent.add(requestId);
  if (sent.size > 50) sent.delete(sent.values().next().value ?? requestId);
}
