import { DEPLOY_MESSAGES } from '@launchdeck/protocol';
import type { UsersRepository } from '../users/index.ts';
import type { KeyVault } from '../wallets/index.ts';
import type { LaunchUser } from './launch-records.ts';
import { LaunchError } from './launcher.ts';
import { WarmAccess, type WarmWallet } from './warm-access.ts';

/** The wallet a launch signs with. */
export type LaunchGrant = WarmWallet;

/**
 * Which wallet a launch signs with (DA §6; DESIGN "Wallet keys"). Prepared (`prepare_launch`):
 * the wallet was opened while the form was on screen, so a click finds it in memory; otherwise it
 * is opened now. The right to deploy is checked when the launch's row is claimed, in storage,
 * before anything is signed (LaunchesRepository.claim).
 */
export class LaunchAccess {
  private readonly warm = new WarmAccess();

  constructor(
    private readonly deps: {
      vault: KeyVault;
      users: Pick<UsersRepository, 'findById'>;
    },
  ) {}

  /** The user's wallet of this handle; throws the refusal when it is not one of theirs. */
  async grant(user: LaunchUser, handle: string): Promise<LaunchGrant> {
    const warm = this.warm.get(user.userId, handle);
    if (warm) return warm;
    const wallet = await this.deps.vault.signerFor(user.userId, handle);
    if (!wallet) throw new LaunchError(DEPLOY_MESSAGES.walletNotYours);
    return wallet;
  }

  /**
   * `prepare_launch`: opens the form's wallet and checks the right to deploy before the click.
   * Quietly answers nothing when either is missing: the click then takes the longer path and says
   * why. Answers the opened wallet.
   */
  async prepare(user: LaunchUser, handle: string): Promise<WarmWallet | undefined> {
    const [wallet, row] = await Promise.all([
      this.deps.vault.signerFor(user.userId, handle),
      this.deps.users.findById(user.userId),
    ]);
    if (wallet && row?.canDeploy && row.enabled) {
      this.warm.put(user.userId, handle, wallet);
      return wallet;
    }
    this.warm.forgetUser(user.userId);
    return undefined;
  }

  /** A withdrawn right to deploy or a removed login: nothing prepared for it is used again. */
  forgetUser(userId: number): void {
    this.warm.forgetUser(userId);
  }

  /** A deleted wallet is never used from memory again. */
  forgetWallet(walletId: string): void {
    this.warm.forgetWallet(walletId);
  }
}
