import type { WalletLimit } from '../../wallets/index.ts';
import { WALLETS_TEXT } from '../strings.ts';
import { formatAmount } from './spend-cap.ts';

type Props = { limit: WalletLimit; unit: string; address: string; onEdit: () => void };

/** A wallet card's daily spend cap: what is used today of it (a bar when there is a cap), Edit. */
export function WalletCapRow({ limit, unit, address, onEdit }: Props) {
  const { dailyCap, spentToday } = limit;
  const used = formatAmount(spentToday);
  const share = dailyCap === null ? 0 : Math.min(1, spentToday / dailyCap);
  const action = dailyCap === null ? WALLETS_TEXT.setCap : WALLETS_TEXT.editCap;
  return (
    <div className="wallet-cap ds-inset">
      <div className="wallet-cap-head">
        <span className="ds-label">{WALLETS_TEXT.capTitle}</span>
        <button
          type="button"
          className="btn btn-ghost ds-small"
          aria-label={WALLETS_TEXT.editCapLabel(action, address)}
          onClick={onEdit}
        >
          {action}
        </button>
      </div>
      <span className="wallet-cap-text">
        {dailyCap === null
          ? WALLETS_TEXT.noCap(used, unit)
          : WALLETS_TEXT.capUsed(used, formatAmount(dailyCap), unit)}
      </span>
      {dailyCap === null ? null : (
        <span className="wallet-cap-bar" aria-hidden="true">
          <span
            className={share >= 1 ? 'wallet-cap-fill is-full' : 'wallet-cap-fill'}
            style={{ width: `${share * 100}%` }}
          />
        </span>
      )}
    </div>
  );
}
