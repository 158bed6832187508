import { chainOfMode, LIMITS, type PrepareLaunchPayload } from '@launchdeck/protocol';
import type { AppSocket } from '../../../lib/socket.ts';
import { canLaunch, type DeployForm } from '../form/form.ts';
import type { WalletSource } from '../wallet-source.ts';
import { preparedToken } from './request.ts';

/** Ours: an edited form is prepared once typing pauses this long, not on every key. */
export const PREPARE_DEBOUNCE_MS = 200;
/** Ours: the server keeps a prepared launch 20 s; an unchanged form renews it every 15 s. */
export const PREPARE_RENEW_MS = 15_000;

export type LaunchWarmerDeps = {
  wallets: WalletSource;
  /** The socket and session to prepare on, when connected and logged in. */
  link: () => { socket: AppSocket; sessionId: string } | null;
  /** Whether the form is on screen (the modal open, the docked panel, the pop-out). */
  shown: () => boolean;
  form: () => DeployForm;
};

type Preparation = { socket: AppSocket; payload: PrepareLaunchPayload; key: string };

/**
 * DESIGN "prepare while the form is open": while the deploy form is on screen, tells the server
 * the wallet, platform and token the next click will launch (`prepare_launch`), so the server
 * does the platform's slow part first and the click only signs and sends. Sent at once when the
 * form shows and after a reconnect, PREPARE_DEBOUNCE_MS after the form changes, and every
 * PREPARE_RENEW_MS while it stays the same. Nothing comes back; without it a click still
 * launches, a little later.
 */
export function createLaunchWarmer(deps: LaunchWarmerDeps) {
  let lastKey: string | null = null;
  let wasShown = false;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let renew: ReturnType<typeof setTimeout> | undefined;

  /** What to prepare now; null while hidden, offline, or with no wallet for the platform. */
  const current = (): Preparation | null => {
    if (!deps.shown()) return null;
    const link = deps.link();
    const form = deps.form();
    const wallet = deps.wallets.active(chainOfMode(form.mode));
    if (!link || !wallet || wallet.api_key.length > LIMITS.tokenMax) return null;
    const context = { sessionId: link.sessionId, apiKey: wallet.api_key };
    // Only a token the Launch button could send is worth uploading; the wallet is opened anyway.
    const launch = canLaunch(form, true) ? preparedToken(form, context) : null;
    const payload: PrepareLaunchPayload = {
      session_id: link.sessionId,
      api_key: wallet.api_key,
      mode: form.mode,
      ...(launch ? { launch } : {}),
    };
    return { socket: link.socket, payload, key: JSON.stringify(payload) };
  };

  const send = (next: Preparation) => {
    clearTimeout(debounce);
    clearTimeout(renew);
    lastKey = next.key;
    next.socket.emit('prepare_launch', next.payload);
    renew = setTimeout(() => {
      const again = current();
      if (again) send(again);
    }, PREPARE_RENEW_MS);
  };

  /** After a pause in editing: prepared unless the form is back to what was last prepared. */
  const settle = () => {
    const next = current();
    if (next && next.key !== lastKey) send(next);
  };

  return {
    /** The form, wallet or visibility may have changed: prepare what changed. */
    prepare: () => {
      const shown = deps.shown();
      const justShown = shown && !wasShown;
      wasShown = shown;
      if (justShown) {
        const next = current();
        if (next) send(next);
        return;
      }
      clearTimeout(debounce);
      debounce = setTimeout(settle, PREPARE_DEBOUNCE_MS);
    },
    /** A new connection (maybe another node): prepare again at once. */
    reconnected: () => {
      wasShown = deps.shown();
      const next = current();
      if (next) send(next);
    },
    stop: () => {
      clearTimeout(debounce);
      clearTimeout(renew);
    },
  };
}
