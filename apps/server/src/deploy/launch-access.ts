import { DEPLOY_MESSAGES } from '@launchdeck/protocol';
import type { UsersRepository } from '../users/repository.ts';
import type { KeyVault } from '../wallets/signer.ts';
import { type LaunchRecords, type LaunchUser, launchRow } from './launch-records.ts';
import { LaunchError, type LaunchRequest } from './launcher.ts';
import type { LaunchesRepository } from './repository.ts';
import { WarmAccess, type WarmWallet } from './warm-access.ts';

/** The wallet a launch signs with; `recordId` when its launch row was written before the send. */
export type LaunchGrant = WarmWallet & { recordId?: number };

/**
 * Who may launch with which wallet (DA §6; DESIGN "Wallet keys"). Prepared (`prepare_launch`):
 * the wallet was opened and the right checked while the form was on screen, so a click is
 * answered from memory. Otherwise two round trips at once: the wallet, and the launch row,
 * written only when the user may deploy and has not sent this request id before.
 */
export class LaunchAccess {
  private readonly warm = new WarmAccess();

  constructor(
    private readonly deps: {
      vault: KeyVault;
      launches: LaunchesRepository;
      users: Pick<UsersRepository, 'findById'>;
      records: LaunchRecords;
    },
  ) {}

  /** The grant for a launch, 'duplicate' for a request id already launched; throws a refusal. */
  async grant(
    user: LaunchUser,
    handle: string,
    launch: LaunchRequest,
    simulated: boolean,
  ): Promise<LaunchGrant | 'duplicate'> {
    const warm = this.warm.get(user.userId, handle);
    if (warm) return warm;
    const [wallet, begun] = await Promise.all([
      this.deps.vault.signerFor(user.userId, handle),
      this.deps.launches.beginIfAllowed(launchRow(user, launch, simulated)),
    ]);
    if (begun.kind === 'duplicate') return 'duplicate';
    if (begun.kind === 'forbidden') throw new LaunchError(DEPLOY_MESSAGES.noPermission);
    if (!wallet) {
      void this.deps.records.finish(begun.id, {
        status: 'failed',
        error: DEPLOY_MESSAGES.walletNotYours,
        addresses: [],
        timings: {},
      });
      throw new LaunchError(DEPLOY_MESSAGES.walletNotYours);
    }
    this.deps.records.begun(begun.id);
    return { ...wallet, recordId: begun.id };
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
