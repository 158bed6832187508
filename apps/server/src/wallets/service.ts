import { randomBytes, randomUUID } from 'node:crypto';
import {
  MESSAGES,
  type ServerWallet,
  WALLET_LIMITS,
  WALLET_MESSAGES,
  type WalletNetwork,
} from '@launchdeck/protocol';
import type { KeyCipher } from '../secrets/key-cipher.ts';
import { parseKeyFor } from './key-import.ts';
import type { WalletListing, WalletsRepository } from './repository.ts';
import { loosens, type SpendCaps } from './spend-caps.ts';

/** Why a wallet call was refused; `message` is the sentence the browser shows. */
export type WalletRefusalKind = 'invalid' | 'duplicate' | 'full' | 'notFound' | 'noUser';

export class WalletRefusal extends Error {
  constructor(
    readonly kind: WalletRefusalKind,
    message: string,
  ) {
    super(message);
  }
}

/** What binds a stored ciphertext to its row (see KeyCipher): owner, network and address. */
export function walletKeyContext(wallet: {
  userId: number;
  network: WalletNetwork;
  address: string;
}): string {
  return `wallet:${wallet.userId}:${wallet.network}:${wallet.address}`;
}

/** The browser's handle for a wallet (DA §3 `api_key`): random, opaque, never the key. */
export const newWalletHandle = (): string => `wk_${randomBytes(24).toString('base64url')}`;

const toServerWallet = (row: WalletListing, spentToday = 0): ServerWallet => ({
  id: row.id,
  address: row.address,
  api_key: row.handle,
  network: row.network,
  created_at: row.createdAt.toISOString(),
  dailyCap: row.dailyCap,
  spentToday,
});

export type WalletsServiceDeps = {
  repo: WalletsRepository;
  cipher: KeyCipher;
  /** Each wallet's daily spend cap and what it spent in the last 24 hours. */
  caps: Pick<SpendCaps, 'spentToday' | 'capOf' | 'setCap'>;
  /** Told the id of each deleted wallet (the launch service forgets it if it was prepared). */
  onDeleted?: (walletId: string) => void;
  /** Told the id of each wallet whose cap changed (a prepared click reads it again). */
  onCapChanged?: (walletId: string) => void;
};

const REFUSALS = {
  duplicate: WALLET_MESSAGES.alreadyImported,
  full: WALLET_MESSAGES.tooMany,
  noUser: MESSAGES.sessionInvalid,
} as const;

/** DA §3 / §7 wallets: import a key (kept encrypted), list and delete one's own. */
export class WalletsService {
  constructor(private readonly deps: WalletsServiceDeps) {}

  /** Imports a pasted key into `network`; throws WalletRefusal with the sentence to show. */
  async import(userId: number, network: WalletNetwork, keyText: string): Promise<ServerWallet> {
    const parsed = parseKeyFor(network, keyText);
    if (!parsed.ok) throw new WalletRefusal('invalid', parsed.error);
    const { address, secret } = parsed.key;
    const row = {
      id: randomUUID(),
      userId,
      network,
      address,
      handle: newWalletHandle(),
      encryptedKey: this.deps.cipher.encrypt(
        secret,
        walletKeyContext({ userId, network, address }),
      ),
    };
    secret.fill(0);
    const outcome = await this.deps.repo.insert(row, WALLET_LIMITS.perUserMax);
    if ('refused' in outcome) throw new WalletRefusal(outcome.refused, REFUSALS[outcome.refused]);
    return toServerWallet({ ...row, dailyCap: null, createdAt: outcome.createdAt });
  }

  /** The user's wallets, oldest first, without any key material, with their caps and spends. */
  async list(userId: number): Promise<ServerWallet[]> {
    const rows = await this.deps.repo.listFor(userId);
    const spent = await this.deps.caps.spentToday(rows.map((row) => row.id));
    return rows.map((row) => toServerWallet(row, spent.get(row.id)));
  }

  /**
   * Sets a wallet's daily spend cap (null: none). Raising or removing it calls `stepUp` first
   * (the current code, with 2FA on); lowering or setting a first one never needs it.
   */
  async setSpendCap(
    userId: number,
    id: string,
    cap: number | null,
    stepUp: () => Promise<void>,
  ): Promise<ServerWallet> {
    const previous = await this.deps.caps.capOf(userId, id);
    if (previous === undefined) throw new WalletRefusal('notFound', WALLET_MESSAGES.notFound);
    if (loosens(previous, cap)) await stepUp();
    if (!(await this.deps.caps.setCap(userId, id, cap)))
      throw new WalletRefusal('notFound', WALLET_MESSAGES.notFound);
    this.deps.onCapChanged?.(id);
    const wallet = (await this.list(userId)).find((each) => each.id === id);
    if (!wallet) throw new WalletRefusal('notFound', WALLET_MESSAGES.notFound);
    return wallet;
  }

  /** Deletes one of the user's wallets; anyone else's, or none, is WALLET_MESSAGES.notFound. */
  async delete(userId: number, id: string): Promise<void> {
    if (!(await this.deps.repo.delete(userId, id))) {
      throw new WalletRefusal('notFound', WALLET_MESSAGES.notFound);
    }
    this.deps.onDeleted?.(id);
  }
}
