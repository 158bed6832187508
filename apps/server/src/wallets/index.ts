import type { Core, ModuleHooks } from '../module.ts';
import { WalletsRepository } from './repository.ts';
import { registerWalletRoutes } from './routes.ts';
import { WalletsService } from './service.ts';
import { SpendCaps } from './spend-caps.ts';
import { WalletKeyVault } from './vault.ts';

export type WalletsModuleDeps = {
  /** Step-up: a current code when 2FA is on (the account-security module); throws the sentence. */
  stepUp: (userId: number, code: string | undefined) => Promise<void>;
  /** Told the id of each deleted wallet (the launch service forgets it if it was prepared). */
  onDeleted: (walletId: string) => void;
};

/** Traders' wallets: keys encrypted at rest, signers for their owner only, daily spend caps. */
export function createWalletsModule(core: Core, deps: WalletsModuleDeps) {
  const repo = new WalletsRepository(core.db);
  const vault = new WalletKeyVault({ repo, cipher: core.cipher });
  const service = new WalletsService({
    repo,
    cipher: core.cipher,
    caps: new SpendCaps(core.db),
    onDeleted: deps.onDeleted,
  });
  const hooks: ModuleHooks = {
    registerRoutes: (http) => registerWalletRoutes(http, { wallets: service, stepUp: deps.stepUp }),
  };
  return { service, vault, hooks };
}

export type { WalletsService } from './service.ts';
// What other modules may use of this one.
export type { BnbSigner, KeyVault, SolanaSigner, WalletSigner } from './signer.ts';
export { CAP_EPSILON, capGate, spentOn } from './spend-caps.ts';
export { loadWalletEncryptionKey } from './wallet-encryption-key.ts';
