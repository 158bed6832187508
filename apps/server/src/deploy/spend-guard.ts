import {
  ACCOUNT_SECURITY_MESSAGES,
  spendCapReachedMessage,
  type WalletNetwork,
} from '@launchdeck/protocol';
import type { SpendCaps } from '../wallets/spend-caps.ts';
import { LaunchError, type LaunchRequest } from './launcher.ts';
import { WARM_ACCESS_TTL_MS } from './warm-access.ts';

/** Gives a launch's spend back: it was refused before anything was sent. */
export type ReleaseSpend = () => Promise<void>;

/**
 * The wallet's daily spend cap and the administrator's 2FA requirement, checked once per launch
 * before anything is signed (the launch's buys written against the cap).
 */
export type SpendGuard = {
  /** Throws the sentence to show; answers how to give the spend back. */
  check: (
    wallet: { walletId: string; network: WalletNetwork },
    launch: LaunchRequest,
  ) => Promise<ReleaseSpend>;
  /**
   * prepare_launch: reads the wallet's gate while the form is open. A wallet with no cap, whose
   * owner the 2FA requirement does not stop, is then launched for WARM_ACCESS_TTL_MS without a
   * round trip before signing: its spend is written beside the signing instead.
   */
  prepare: (walletId: string) => Promise<void>;
  /** A cap changed (that wallet) or the require-2FA switch did (every wallet): read again. */
  forget: (walletId?: string) => void;
};

const UNIT: Record<WalletNetwork, string> = { solana: 'SOL', bnb: 'BNB' };

export type SpendGuardDeps = {
  caps: Pick<SpendCaps, 'reserve' | 'release' | 'gate' | 'record'>;
  /** Told of a spend or a gate that could not be read or written off the click's path. */
  onError: (error: unknown) => void;
  ttlMs?: number;
  now?: () => number;
};

export function spendGuard(deps: SpendGuardDeps): SpendGuard {
  const { caps, onError, ttlMs = WARM_ACCESS_TTL_MS, now = Date.now } = deps;
  /** Wallets read as uncapped and allowed, until when. */
  const open = new Map<string, number>();
  const releaser =
    (written: Promise<number | undefined>): ReleaseSpend =>
    async () => {
      const id = await written;
      if (id !== undefined) await caps.release(id);
    };

  return {
    check: async (wallet, launch) => {
      // A multi-deploy buys once per token.
      const amount = launch.buyAmount * launch.multiDeploy;
      const until = open.get(wallet.walletId);
      if (until !== undefined && until > now()) {
        // After the click's own work (embedded storage runs on this thread): sign and send first.
        const written = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => caps.record(wallet.walletId, launch.requestId, amount))
          .catch((error: unknown) => {
            onError(error);
            return undefined;
          });
        return releaser(written);
      }
      const reservation = await caps.reserve(wallet.walletId, launch.requestId, amount);
      if (reservation.kind === 'lacksTwoFactor')
        throw new LaunchError(ACCOUNT_SECURITY_MESSAGES.setupRequired);
      if (reservation.kind === 'capped')
        throw new LaunchError(
          spendCapReachedMessage(reservation.spent, reservation.cap, UNIT[wallet.network]),
        );
      return releaser(Promise.resolve(reservation.id));
    },
    prepare: async (walletId) => {
      open.delete(walletId);
      try {
        const gate = await caps.gate(walletId);
        if (gate?.uncapped && !gate.lacks) open.set(walletId, now() + ttlMs);
      } catch (error) {
        onError(error); // the click then checks in storage
      }
    },
    forget: (walletId) => {
      if (walletId === undefined) open.clear();
      else open.delete(walletId);
    },
  };
}
