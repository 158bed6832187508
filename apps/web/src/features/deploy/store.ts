import {
  type DeployMode,
  fieldLimits,
  generateTicker,
  imageChoiceForPost,
  type Post,
  type VampCoinData,
  whitelistedMode,
} from '@launchdeck/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SessionController } from '../session/index.ts';
import type { TrackerSettingsStore } from '../settings/index.ts';
import { asPrefill, emptyForm, withPrefill } from './form/form.ts';
import { createFormActions, type FormActions } from './form/form-actions.ts';
import { readFormAmounts } from './form/form-amounts.ts';
import { createImageActions, type ImageActions, type UploadImage } from './images/image-actions.ts';
import { hotkeyArming } from './keybinds/hotkey-arming.ts';
import { type HotkeyRow, hotkeyRows } from './keybinds/hotkey-list.ts';
import { createDeployLock } from './launch/deploy-lock.ts';
import { createLaunchOutcomes } from './launch/launch-outcomes.ts';
import type { LaunchProgress } from './launch/launch-progress.ts';
import { createLaunchSend, type LaunchBuild, type LaunchOutcome } from './launch/launch-send.ts';
import { createLaunchWarmer } from './launch/launch-warmer.ts';
import { buildCreateTokenRequest } from './launch/request.ts';
import { type OpenTradingTab, openBlankTab } from './launch/trading-tab.ts';
import {
  type DeployPrefill,
  imageFactsOf,
  postAddressMode,
  prefillFromPost,
} from './prefill/prefill.ts';
import { withVamp } from './prefill/vamp-prefill.ts';
import { attachVampListeners } from './prefill/vamp-triggers.ts';
import type { DeployState } from './state.ts';
import type { WalletSource } from './wallet-source.ts';
import type { PanelPopoutLink } from './workspace/panel-channel.ts';

/** The last launch's progress line once a new token is filled in: gone when it failed. */
const lastLaunchLine = (progress: LaunchProgress | null) => (progress?.failed ? null : progress);

/** Refusals with a dialog of their own (a failed send, Access Denied): nothing under the button. */
const SHOWN_ELSEWHERE = new Set<string>(['send-failed', 'no-permission']);

export type DeployDeps = {
  session: SessionController;
  settings: TrackerSettingsStore;
  /** The active wallets (DA §3): `walletSource(wallets)` of the wallets store. */
  wallets: WalletSource;
  /** A pop-out panel to send prefills to; absent in the pop-out panel itself. */
  panel?: PanelPopoutLink;
  /** Opens the pop-out panel window ('Pop Out GUI'); returns it, or null when blocked. */
  openPanelWindow?: () => Window | null;
  openTab?: OpenTradingTab;
  newRequestId?: () => string;
  /** This window is the pop-out panel: the form is always on screen. */
  alwaysShown?: boolean;
  /** Uploads an added image (POST /api/token-images); tests hold or fail it. */
  uploadImage?: UploadImage;
};

export type DeployController = ImageActions &
  Omit<FormActions, 'editForm'> & {
    store: StoreApi<DeployState>;
    /** Shows the form, filled from the prefill when one is given (DA §4). */
    open: (prefill?: DeployPrefill) => void;
    /**
     * DA §2: true when this login may launch tokens (the session says so); otherwise shows Access
     * Denied at once and answers false, so no form opens and nothing is sent. The server's check
     * at the launch stays the guard.
     */
    mayDeploy: () => boolean;
    walletChanged: () => void;
    /**
     * A card's Deploy button: the form prefilled from the post, where the settings put it. The
     * selection toolbar's GUI names the token itself (`name`, its ticker by the DA §5 rule).
     */
    deployFromPost: (post: Post, name?: string) => void;
    /**
     * DA §4 prefill from VAMP data. From the Vamp dialog the form is shown (in the pop-out panel
     * when one is open); a server `vamp_trigger` opens it only where it is not already on screen
     * (FC §4: not in panel mode or the pop-out panel).
     */
    applyVamp: (data: VampCoinData, source: string, via?: 'dialog' | 'trigger') => void;
    /** My Launches' 'Launch again': the form filled as a past launch was sent, on its platform. */
    launchAgain: (prefill: DeployPrefill, mode: DeployMode) => void;
    close: () => void;
    /** Sends the launch; false when it was refused before sending. Call it in the click itself. */
    launch: () => boolean;
    /**
     * The launch path the form shares with the selection toolbar and the keybinds: the deploy lock,
     * session, connection and wallet checks, the trading tab, the send, its answers and progress.
     */
    sendLaunch: (mode: DeployMode, build: LaunchBuild) => LaunchOutcome;
    /** The toolbar appeared: the server prepares what its Deploy would send (launch-send.ts). */
    prepareLaunch: (mode: DeployMode, build: LaunchBuild) => void;
    /** Issue 50: the launch hotkeys' list as the arming dialog shows it (key, preset, platform, amount). */
    hotkeyRows: () => HotkeyRow[];
    /** Issue 50: a hotkey pressed while disarmed: the arming dialog, nothing launched. */
    askToArmHotkeys: () => void;
    /** Arm: the hotkeys launch from now on, in every window of this browser. */
    armHotkeys: () => void;
    /** The header chip: the hotkeys only ask again. */
    disarmHotkeys: () => void;
    /** 'Pop Out GUI': opens the pop-out panel and hands it the form. */
    popOut: () => void;
    dismissDialog: () => void;
    dismissToast: () => void;
    dispose: () => void;
  };

/**
 * The deploy form's store (DA §2–§5), composing the form (form-actions.ts), the deploy lock
 * (deploy-lock.ts) and the outcome of each launch (launch-outcomes.ts). Built once in
 * app/start.ts; listens to debug_response, token_error and launch_progress on every socket of
 * the session.
 */
export function createDeployController(deps: DeployDeps): DeployController {
  const settings = () => deps.settings.get();
  const { wallets } = deps;
  const openTab = deps.openTab ?? openBlankTab;
  const newRequestId = deps.newRequestId ?? (() => crypto.randomUUID());
  let popoutWindow: Window | null = null;

  const formAmounts = () => readFormAmounts(settings(), wallets);
  const initial = (): DeployState => ({
    form: emptyForm(settings().defaultMode, formAmounts()),
    open: false,
    focusRequest: 0,
    deploying: false,
    notice: null,
    dialog: null,
    toast: null,
    progress: null,
    hotkeysArmed: hotkeyArming.armed(),
  });
  const store = createStore<DeployState>()(initial);
  const { editForm, ...formActions } = createFormActions({ store, wallets });
  const lock = createDeployLock(store);
  const outcomes = createLaunchOutcomes({ store, settings });
  const warmer = createLaunchWarmer({
    wallets,
    link: () => {
      const { phase, connection } = deps.session.store.getState();
      const socket = deps.session.socket();
      if (phase.status !== 'active' || connection !== 'connected' || !socket) return null;
      return { socket, sessionId: phase.user.sessionId };
    },
    shown: () =>
      store.getState().open || settings().deployMode === 'panel' || deps.alwaysShown === true,
    form: () => store.getState().form,
  });
  // Shown, or the form, platform or wallet changed: the server prepares what the click will send.
  const stopWarming = store.subscribe(() => warmer.prepare());
  const stopSockets = deps.session.onSocket((socket) => {
    outcomes.attach(socket);
    attachVampListeners(socket, {
      trigger: (data, source) => applyVamp(data, source, 'trigger'),
      update: formActions.applyVampUpdate,
    });
    socket.on('session_ready', () => warmer.reconnected());
  });
  const stopArming = hotkeyArming.onChange((hotkeysArmed) => store.setState({ hotkeysArmed }));
  const stopSession = deps.session.store.subscribe(({ phase }) => {
    if (phase.status !== 'logged_out') return;
    outcomes.forget();
    store.setState({ open: false, dialog: null, notice: null });
  });

  /**
   * DA §4: a form opened for a post starts on the platform of the first whitelist naming its
   * author (bnb, bonk, usd1, pump), else the default mode. A bnb match without a BNB wallet is
   * treated as picking bnb without one: the default mode, and the wallet prompt. `chosen` (a past
   * launch's platform, for 'Launch again') goes before the whitelists; after them, the platform of
   * the post's addresses (bnb for a post whose only addresses are BNB ones, issue 50).
   */
  const open = (prefill?: DeployPrefill, chosen?: DeployMode) => {
    const listed =
      chosen ??
      (prefill && (whitelistedMode(prefill.authorHandle, settings()) ?? prefill.mode ?? null));
    const noWallet = listed === 'bnb' && !wallets.active('bnb');
    const mode = listed && !noWallet ? listed : settings().defaultMode;
    store.setState(({ form, focusRequest, dialog, progress }) => {
      const fresh = { ...form, ...formAmounts() };
      return {
        open: true,
        notice: null,
        // Issue 50: a new token filled in clears the last launch's 'failed' line.
        progress: prefill ? lastLaunchLine(progress) : progress,
        form: prefill ? withPrefill(fresh, prefill, mode) : fresh,
        focusRequest: prefill ? focusRequest + 1 : focusRequest,
        dialog: noWallet ? { kind: 'wallet-missing', chain: 'bnb' } : dialog,
      };
    });
  };

  const applyVamp: DeployController['applyVamp'] = (data, source, via = 'dialog') => {
    if (!mayDeploy()) return;
    editForm((form) => withVamp({ ...form, ...formAmounts() }, data, source));
    store.setState(({ focusRequest, progress }) => ({
      focusRequest: focusRequest + 1,
      progress: lastLaunchLine(progress),
    }));
    if (deps.alwaysShown) return;
    if (deps.panel?.isOpen()) {
      // A trigger reaches the pop-out panel itself; a dialog's token is handed to it.
      if (via === 'trigger') return;
      deps.panel.send(asPrefill(store.getState().form));
      if (popoutWindow && !popoutWindow.closed) popoutWindow.focus();
      return;
    }
    if (via === 'trigger' && settings().deployMode === 'panel') return;
    store.setState({ open: true });
  };

  const mayDeploy = () => {
    if (deps.session.store.getState().canDeploy) return true;
    store.setState({ dialog: { kind: 'access-denied' } });
    return false;
  };

  const refuse = (notice: string) => {
    store.setState({ notice });
    return false;
  };

  const sender = createLaunchSend({
    store,
    lock,
    session: deps.session,
    wallets,
    settings,
    pending: outcomes.pending,
    openTab,
    newRequestId,
    mayDeploy,
  });

  /** The form's Launch: its refusals said under the button, a missing wallet as the prompt. */
  const launch = () => {
    const { form } = store.getState();
    const outcome = sender.send(form.mode, (who) => {
      const built = buildCreateTokenRequest(form, who);
      if (!built.ok) return built;
      const send = { event: 'debug_request', request: built.request } as const;
      return { ok: true, send, mints: built.request.multi_deploy ?? 1 };
    });
    if (outcome.ok) return true;
    if (outcome.reason === 'no-wallet')
      store.setState({ dialog: { kind: 'wallet-missing', chain: outcome.chain } });
    else if ('message' in outcome && !SHOWN_ELSEWHERE.has(outcome.reason)) refuse(outcome.message);
    return false;
  };

  return {
    ...formActions,
    store,
    open,
    mayDeploy,
    deployFromPost: (post, name) => {
      if (!mayDeploy()) return;
      const mode =
        whitelistedMode(post.author.handle, settings()) ??
        postAddressMode(post) ??
        settings().defaultMode;
      const fromPost = {
        ...prefillFromPost(post, fieldLimits(mode).nameMax),
        // DA §2: the image settings pick what the form starts with.
        image: imageChoiceForPost(imageFactsOf(post), settings()),
      };
      const prefill = name
        ? { ...fromPost, tokenName: name, ticker: generateTicker(name) }
        : fromPost;
      if (deps.panel?.isOpen()) {
        deps.panel.send(prefill);
        if (popoutWindow && !popoutWindow.closed) popoutWindow.focus();
        return;
      }
      open(prefill);
    },
    applyVamp,
    launchAgain: (prefill, mode) => {
      if (!mayDeploy()) return;
      if (deps.panel?.isOpen()) {
        deps.panel.send(prefill);
        if (popoutWindow && !popoutWindow.closed) popoutWindow.focus();
        return;
      }
      open(prefill, mode);
    },
    close: () => store.setState({ open: false, notice: null }),
    ...createImageActions({ store, session: deps.session, upload: deps.uploadImage }),
    launch,
    sendLaunch: sender.send,
    prepareLaunch: sender.prepare,
    popOut: () => {
      const opened = deps.openPanelWindow?.() ?? null;
      if (!opened) return;
      popoutWindow = opened;
      // The pop-out takes the form as it is once it announces itself.
      const handOver = asPrefill(store.getState().form);
      deps.panel?.onceAlive(() => deps.panel?.send(handOver));
      store.setState({ open: false });
    },
    hotkeyRows: () => hotkeyRows(settings(), wallets),
    askToArmHotkeys: () => store.setState({ dialog: { kind: 'arm-hotkeys' } }),
    armHotkeys: () => {
      hotkeyArming.arm();
      store.setState({ hotkeysArmed: true, dialog: null });
    },
    disarmHotkeys: () => {
      hotkeyArming.disarm();
      store.setState({ hotkeysArmed: false });
    },
    dismissDialog: () => store.setState({ dialog: null }),
    dismissToast: () => store.setState({ toast: null }),
    /** The active wallet changed (the selector, Deploy Settings): prepare it instead. */
    walletChanged: () => warmer.prepare(),
    dispose: () => {
      warmer.stop();
      stopWarming();
      stopSockets();
      stopArming();
      stopSession();
      lock.dispose();
      outcomes.dispose();
      deps.panel?.stop();
    },
  };
}
