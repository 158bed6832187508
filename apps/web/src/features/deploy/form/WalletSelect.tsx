import { chainOfMode, shortAddress } from '@launchdeck/protocol';
import { useId } from 'react';
import { chainOf, useActiveWallet, useWallets, useWalletsController } from '../../wallets/index.ts';
import { useDeploy } from '../context.tsx';
import { DEPLOY_TEXT } from '../strings.ts';

/**
 * DA §2 wallet selector: the wallets of the platform's chain, first 4 and last 4 characters of
 * each address; picking one makes it the chain's active wallet (DA §4).
 */
export function WalletSelect() {
  const id = useId();
  const chain = useDeploy((state) => chainOfMode(state.form.mode));
  const wallets = useWallets().filter((wallet) => chainOf(wallet) === chain);
  const active = useActiveWallet(chain);
  const { setActive } = useWalletsController();
  return (
    <div className="deploy-field deploy-wallet">
      <label htmlFor={id}>{DEPLOY_TEXT.wallet}</label>
      <select
        id={id}
        value={active?.id ?? ''}
        disabled={wallets.length === 0}
        onChange={(event) => setActive(event.target.value)}
      >
        {active ? null : (
          <option value="">
            {wallets.length === 0 ? DEPLOY_TEXT.noWallet : DEPLOY_TEXT.chooseWallet}
          </option>
        )}
        {wallets.map((wallet) => (
          <option key={wallet.id} value={wallet.id} title={wallet.address}>
            {shortAddress(wallet.address)}
          </option>
        ))}
      </select>
    </div>
  );
}
