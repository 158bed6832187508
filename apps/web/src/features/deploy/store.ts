import {
  DEPLOY_LIMITS,
  DEPLOY_MESSAGES,
  type DeployMode,
  fieldLimits,
  type Post,
} from '@launchdeck/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { KEYS, read, write } from '../../lib/storage.ts';
import type { SessionController } from '../session/index.ts';
import type { TrackerSettingsStore } from '../settings/index.ts';
import {
  asPrefill,
  type BuyCurrency,
  currencyOf,
  type DeployForm,
  emptyForm,
  type FormAmounts,
  withName,
  withoutImage,
  withPrefill,
} from './form.ts';
import { createLaunchWarmer } from './launch-warmer.ts';
import { attachDeployListeners, type OutcomeContext, type PendingLaunch } from './outcomes.ts';
import type { PanelPopoutLink } from './panel-channel.ts';
import { type DeployPrefill, prefillFromPost } from './prefill.ts';
import { buildCreateTokenRequest } from './request.ts';
import { DEPLOY_TOAST_MS, type DeployState } from './state.ts';
import { DEPLOY_TEXT } from './strings.ts';
import { type OpenTradingTab, openBlankTab } from './trading-tab.ts';
import { chainOfMode, type WalletSource } from './wallet-source.ts';

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
};

export type DeployController = {
  store: StoreApi<DeployState>;
  /** Shows the form, filled from the prefill when one is given (DA §4). */
  open: (prefill?: DeployPrefill) => void;
  walletChanged: () => void;
  /** A card's Deploy button: the form prefilled from the post, where the settings put it. */
  deployFromPost: (post: Post) => void;
  close: () => void;
  setName: (name: string) => void;
  setTicker: (ticker: string) => void;
  setWebsite: (website: string) => void;
  setTwitter: (twitter: string) => void;
  setMode: (mode: DeployMode) => void;
  setBuyAmount: (text: string) => void;
  setGwei: (text: string) => void;
  setMultiDeploy: (count: number) => void;
  selectImage: (id: string) => void;
  removeImage: (id: string) => void;
  clearImages: () => void;
  chooseImageType: (kind: 'letter' | 'ascii') => void;
  /** Sends the launch; false when it was refused before sending. Call it in the click itself. */
  launch: () => boolean;
  /** 'Pop Out GUI': opens the pop-out panel and hands it the form. */
  popOut: () => void;
  dismissDialog: () => void;
  dismissToast: () => void;
  dispose: () => void;
};

const BUY_KEYS = {
  solana: KEYS.tokenBuyAmount,
  bnb: KEYS.tokenBnbBuyAmount,
  usd1: KEYS.tokenUsd1BuyAmount,
} as const;

/**
 * The deploy form's store (DA §2–§5): the form, the deploy lock, the outcome of each launch. Built
 * once in app/start.ts; listens to debug_response and token_error on every socket of the session.
 */
export function createDeployController(deps: DeployDeps): DeployController {
  const settings = () => deps.settings.get();
  const { wallets } = deps;
  const openTab = deps.openTab ?? openBlankTab;
  const newRequestId = deps.newRequestId ?? (() => crypto.randomUUID());
  const pending = new Map<string, PendingLaunch>();
  let lockTimer: ReturnType<typeof setTimeout> | undefined;
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  let popoutWindow: Window | null = null;

  /**
   * DA §3 / §5 buy amounts at open: the active wallet's own amount when it has one, else the amount
   * last typed in the form (tokenBuyAmount, …), else the settings' global amount; gwei as last typed.
   */
  const formAmounts = (): FormAmounts => {
    const s = settings();
    const fallbackAmounts: Record<BuyCurrency, number> = {
      solana: wallets.active('solana')?.buyAmount ?? s.globalBuyAmount,
      bnb: wallets.active('bnb')?.buyAmount ?? s.globalBnbBuyAmount,
      usd1: s.globalUsd1BuyAmount,
    };
    const shown = (currency: BuyCurrency, own: number | undefined) =>
      own !== undefined
        ? String(own)
        : (read(BUY_KEYS[currency]) ?? String(fallbackAmounts[currency]));
    return {
      buyAmounts: {
        solana: shown('solana', wallets.active('solana')?.buyAmount),
        bnb: shown('bnb', wallets.active('bnb')?.buyAmount),
        usd1: shown('usd1', undefined),
      },
      fallbackAmounts,
      gwei: read(KEYS.bnbGwei) ?? '',
    };
  };
  const initial = (): DeployState => ({
    form: emptyForm(settings().defaultMode, formAmounts()),
    open: false,
    focusRequest: 0,
    deploying: false,
    notice: null,
    dialog: null,
    toast: null,
  });
  const store = createStore<DeployState>()(initial);
  const editForm = (change: (form: DeployForm) => DeployForm) =>
    store.setState(({ form }) => ({ form: change(form), notice: null }));

  const outcomes: OutcomeContext = {
    store,
    pending,
    sent: new Set(),
    settings,
    showToast: (toast) => {
      const id = (store.getState().toast?.id ?? 0) + 1;
      store.setState({ toast: { ...toast, id } });
      clearTimeout(toastTimer);
      toastTimer = setTimeout(() => store.setState({ toast: null }), DEPLOY_TOAST_MS);
    },
  };
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
    mode: () => store.getState().form.mode,
  });
  // Shown, or another platform picked: the server gets the wallet ready for the click.
  const stopWarming = store.subscribe(() => warmer.prepare());
  const stopSockets = deps.session.onSocket((socket) => {
    attachDeployListeners(socket, outcomes);
    socket.on('session_ready', () => warmer.reconnected());
  });
  const stopSession = deps.session.store.subscribe(({ phase }) => {
    if (phase.status !== 'logged_out') return;
    for (const launch of pending.values()) launch.tab?.close();
    pending.clear();
    store.setState({ open: false, dialog: null, notice: null });
  });

  /** DA §4: platform at open = the default mode (the whitelists of a later issue override it). */
  const open = (prefill?: DeployPrefill) => {
    store.setState(({ form, focusRequest }) => {
      const mode = settings().defaultMode;
      const fresh = { ...form, ...formAmounts() };
      return {
        open: true,
        notice: null,
        form: prefill ? withPrefill(fresh, prefill, mode) : fresh,
        focusRequest: prefill ? focusRequest + 1 : focusRequest,
      };
    });
  };

  const refuse = (notice: string) => {
    store.setState({ notice });
    return false;
  };

  const launch = () => {
    const state = store.getState();
    if (state.deploying) return false; // DA §4: no repeat while a deploy is in progress
    const { phase, connection } = deps.session.store.getState();
    if (phase.status !== 'active') return refuse(DEPLOY_MESSAGES.loginToDeploy);
    const socket = deps.session.socket();
    if (!socket || connection !== 'connected') return refuse(DEPLOY_TEXT.notConnected);
    const { form } = state;
    const chain = chainOfMode(form.mode);
    const wallet = wallets.active(chain);
    if (!wallet) {
      store.setState({ dialog: { kind: 'wallet-missing', chain } });
      return false;
    }
    const requestId = newRequestId();
    const built = buildCreateTokenRequest(form, {
      sessionId: phase.user.sessionId,
      apiKey: wallet.api_key,
      requestId,
    });
    if (!built.ok) return refuse(built.error);
    const tab = settings().autoOpenAxiom ? openTab() : null;
    try {
      socket.emit('debug_request', built.request);
    } catch (error) {
      tab?.close();
      const message = error instanceof Error ? error.message : String(error);
      store.setState({ dialog: { kind: 'error', text: DEPLOY_MESSAGES.sendFailed(message) } });
      return false;
    }
    pending.set(requestId, { tab });
    store.setState({ deploying: true, notice: null });
    clearTimeout(lockTimer);
    lockTimer = setTimeout(
      () => store.setState({ deploying: false }),
      DEPLOY_LIMITS.lockMs[form.mode],
    );
    return true;
  };

  return {
    store,
    open,
    deployFromPost: (post) => {
      const prefill = prefillFromPost(post, fieldLimits(settings().defaultMode).nameMax);
      if (deps.panel?.isOpen()) {
        deps.panel.send(prefill);
        if (popoutWindow && !popoutWindow.closed) popoutWindow.focus();
        return;
      }
      open(prefill);
    },
    close: () => store.setState({ open: false, notice: null }),
    setName: (name) => editForm((form) => withName(form, name)),
    setTicker: (ticker) => editForm((form) => ({ ...form, ticker, tickerEdited: true })),
    setWebsite: (website) => editForm((form) => ({ ...form, website })),
    setTwitter: (twitter) => editForm((form) => ({ ...form, twitter })),
    setMode: (mode) => {
      // DA §4: bnb can be chosen only with a BNB wallet; otherwise the wallet prompt.
      if (mode === 'bnb' && !wallets.active('bnb')) {
        store.setState({ dialog: { kind: 'wallet-missing', chain: 'bnb' } });
        return;
      }
      editForm((form) => ({ ...form, mode }));
    },
    setBuyAmount: (text) => {
      const currency = currencyOf(store.getState().form.mode);
      write(BUY_KEYS[currency], text.trim() === '' ? null : text.trim());
      editForm((form) => ({ ...form, buyAmounts: { ...form.buyAmounts, [currency]: text } }));
    },
    setGwei: (gwei) => {
      write(KEYS.bnbGwei, gwei.trim() === '' ? null : gwei.trim());
      editForm((form) => ({ ...form, gwei }));
    },
    setMultiDeploy: (count) =>
      editForm((form) => ({
        ...form,
        multiDeploy: Math.min(DEPLOY_LIMITS.multiDeployMax, Math.max(1, Math.round(count))),
      })),
    selectImage: (id) => editForm((form) => ({ ...form, image: { kind: 'image', id } })),
    removeImage: (id) => editForm((form) => withoutImage(form, id)),
    clearImages: () => editForm((form) => ({ ...form, images: [], image: { kind: 'letter' } })),
    chooseImageType: (kind) => editForm((form) => ({ ...form, image: { kind } })),
    launch,
    popOut: () => {
      const opened = deps.openPanelWindow?.() ?? null;
      if (!opened) return;
      popoutWindow = opened;
      // The pop-out takes the form as it is once it announces itself.
      const handOver = asPrefill(store.getState().form);
      deps.panel?.onceAlive(() => deps.panel?.send(handOver));
      store.setState({ open: false });
    },
    dismissDialog: () => store.setState({ dialog: null }),
    dismissToast: () => store.setState({ toast: null }),
    /** The active wallet changed (the selector, Deploy Settings): prepare it instead. */
    walletChanged: () => warmer.prepare(),
    dispose: () => {
      warmer.stop();
      stopWarming();
      stopSockets();
      stopSession();
      clearTimeout(lockTimer);
      clearTimeout(toastTimer);
      deps.panel?.stop();
    },
  };
}
