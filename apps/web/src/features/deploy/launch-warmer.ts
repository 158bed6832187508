import { type DeployMode, LIMITS } from '@launchdeck/protocol';
import type { AppSocket } from '../../lib/socket.ts';
import { chainOfMode, type WalletSource } from './wallet-source.ts';

/** Ours: the server keeps a prepared wallet 30 s; the form renews it well before that. */
export const PREPARE_RENEW_MS = 20_000;

export type LaunchWarmerDeps = {
  wallets: WalletSource;
  /** The socket and session to prepare on, when connected and logged in. */
  link: () => { socket: AppSocket; sessionId: string } | null;
  /** Whether the form is on screen (the modal open, the docked panel, the pop-out). */
  shown: () => boolean;
  mode: () => DeployMode;
};

/**
 * DESIGN "prepare while the form is open": while the deploy form is on screen, tells the server
 * which wallet and platform the next click will use (`prepare_launch`), on showing, on a change
 * of platform or wallet, on a reconnect, and every PREPARE_RENEW_MS, so a click only signs and
 * sends on the server. Nothing comes back; without it a click still launches, a little later.
 */
export function createLaunchWarmer(deps: LaunchWarmerDeps) {
  let last = '';
  let lastAt = 0;
  const prepare = (force = false) => {
    if (!deps.shown()) return;
    const link = deps.link();
    const mode = deps.mode();
    const wallet = deps.wallets.active(chainOfMode(mode));
    if (!link || !wallet || wallet.api_key.length > LIMITS.tokenMax) return;
    const key = `${wallet.api_key}:${mode}`;
    const now = Date.now();
    if (!force && key === last && now - lastAt < PREPARE_RENEW_MS) return;
    last = key;
    lastAt = now;
    link.socket.emit('prepare_launch', {
      session_id: link.sessionId,
      api_key: wallet.api_key,
      mode,
    });
  };
  const timer = setInterval(() => prepare(true), PREPARE_RENEW_MS);
  return {
    /** Prepares now unless this wallet and platform were prepared moments ago. */
    prepare: () => prepare(false),
    /** A new connection (maybe another node): prepare again at once. */
    reconnected: () => prepare(true),
    stop: () => clearInterval(timer),
  };
}
