import {
  type Chain,
  type CreateTokenRequest,
  chainOfMode,
  DEPLOY_MESSAGES,
  type DeployMode,
  type StoredWallet,
  type ToolbarDeployRequest,
  type TrackerSettings,
} from '@launchdeck/protocol';
import type { StoreApi } from 'zustand/vanilla';
import type { SessionController } from '../../session/index.ts';
import type { DeployState } from '../state.ts';
import { DEPLOY_TEXT } from '../strings.ts';
import type { WalletSource } from '../wallet-source.ts';
import type { DeployLock } from './deploy-lock.ts';
import { startProgress } from './launch-progress.ts';
import type { PendingLaunch } from './outcomes.ts';
import type { OpenTradingTab } from './trading-tab.ts';

/** What goes out: the form's and the presets' `create_token`, or the toolbar's variant (DA §3). */
export type LaunchSend =
  | { event: 'debug_request'; request: CreateTokenRequest }
  | { event: 'toolbar_deploy'; request: ToolbarDeployRequest };

/** Who sends the launch, handed to its builder once the checks passed. */
export type LaunchSender = {
  sessionId: string;
  wallet: StoredWallet;
  apiKey: string;
  requestId: string;
};

/** A launch's payload for its sender, or why it cannot be sent (one sentence). */
export type LaunchBuild = (
  sender: LaunchSender,
) => { ok: true; send: LaunchSend; mints: number } | { ok: false; error: string };

/**
 * Why a launch was not sent. DA §4: 'busy' while the deploy lock holds; DA §5: no session, no
 * connection, no wallet for the platform's chain; DA §2: no right to deploy (Access Denied is
 * already shown); a payload refused before sending; a send that threw (its error dialog is
 * already shown).
 */
export type LaunchRefusal =
  | { reason: 'busy' }
  | { reason: 'logged-out'; message: string }
  | { reason: 'no-permission'; message: string }
  | { reason: 'offline'; message: string }
  | { reason: 'no-wallet'; chain: Chain; message: string }
  | { reason: 'invalid'; message: string }
  | { reason: 'send-failed'; message: string };

export type LaunchOutcome = { ok: true; requestId: string } | ({ ok: false } & LaunchRefusal);

export type LaunchSendDeps = {
  store: StoreApi<DeployState>;
  lock: DeployLock;
  session: SessionController;
  wallets: WalletSource;
  settings: () => TrackerSettings;
  pending: Map<string, PendingLaunch>;
  openTab: OpenTradingTab;
  newRequestId: () => string;
  /** DA §2: whether this login may deploy; when not, Access Denied is shown and false answered. */
  mayDeploy: () => boolean;
};

/** The id a prepared build is made with; the server ignores it (a click brings its own). */
const PREPARED_REQUEST_ID = 'prepared';

/** DA §5 toolbar: the wallet a chain lacks, as its message says it. */
export const noWalletMessage = (chain: Chain) =>
  chain === 'bnb' ? DEPLOY_MESSAGES.noBnbWallet : DEPLOY_MESSAGES.noSolanaWallet;

/**
 * The one send path of every launch (the form, the selection toolbar, the keybinds): the deploy
 * lock, the session, the right to deploy, the connection and the platform's wallet are checked, the payload is built
 * for them, the trading tab is opened blank inside the click or key press (FC §4), the request is
 * emitted and remembered by its id for its answers (outcomes.ts), and the lock is held for the
 * platform's delay (DA §4). Call it in the click or key press itself.
 */
export function createLaunchSend(deps: LaunchSendDeps) {
  const { store, lock } = deps;

  const send = (mode: DeployMode, build: LaunchBuild): LaunchOutcome => {
    if (lock.held()) return { ok: false, reason: 'busy' };
    const { phase, connection } = deps.session.store.getState();
    if (phase.status !== 'active')
      return { ok: false, reason: 'logged-out', message: DEPLOY_MESSAGES.loginToDeploy };
    if (!deps.mayDeploy())
      return { ok: false, reason: 'no-permission', message: DEPLOY_MESSAGES.noPermission };
    const socket = deps.session.socket();
    if (!socket || connection !== 'connected')
      return { ok: false, reason: 'offline', message: DEPLOY_TEXT.notConnected };
    const chain = chainOfMode(mode);
    const wallet = deps.wallets.active(chain);
    if (!wallet) return { ok: false, reason: 'no-wallet', chain, message: noWalletMessage(chain) };
    const requestId = deps.newRequestId();
    const built = build({
      sessionId: phase.user.sessionId,
      wallet,
      apiKey: wallet.api_key,
      requestId,
    });
    if (!built.ok) return { ok: false, reason: 'invalid', message: built.error };
    const tab = deps.settings().autoOpenAxiom ? deps.openTab() : null;
    try {
      if (built.send.event === 'debug_request') socket.emit('debug_request', built.send.request);
      else socket.emit('toolbar_deploy', built.send.request);
    } catch (error) {
      tab?.close();
      const message = DEPLOY_MESSAGES.sendFailed(
        error instanceof Error ? error.message : String(error),
      );
      store.setState({ dialog: { kind: 'error', text: message } });
      return { ok: false, reason: 'send-failed', message };
    }
    deps.pending.set(requestId, { tab, remaining: built.mints });
    lock.take(mode);
    store.setState({ notice: null, progress: startProgress(requestId) });
    return { ok: true, requestId };
  };

  /**
   * DESIGN "prepare while the form is open", for the selection toolbar: the moment it appears,
   * the server is told the `toolbar_deploy` its Deploy would send (`prepare_launch.toolbar`), so
   * the platform's slow part is done before the click and the click only signs and sends. Silent:
   * when it cannot be prepared (logged out, offline, no wallet, refused), the click says why.
   */
  const prepare = (mode: DeployMode, build: LaunchBuild): void => {
    const { phase, connection } = deps.session.store.getState();
    const socket = deps.session.socket();
    const wallet = deps.wallets.active(chainOfMode(mode));
    if (phase.status !== 'active' || !socket || connection !== 'connected' || !wallet) return;
    if (!deps.session.store.getState().canDeploy) return;
    const built = build({
      sessionId: phase.user.sessionId,
      wallet,
      apiKey: wallet.api_key,
      requestId: PREPARED_REQUEST_ID,
    });
    if (!built.ok || built.send.event !== 'toolbar_deploy') return;
    const { api_key, session_id, request_id: _id, ...toolbar } = built.send.request;
    socket.emit('prepare_launch', { session_id, api_key, mode, toolbar });
  };

  return { send, prepare };
}
