import { type StoredWallet, shortAddress } from '@launchdeck/protocol';
import { useId, useState } from 'react';
import { NumberField } from '../../settings-ui/index.ts';
import { chainOf, type WalletLimit } from '../../wallets/index.ts';
import { WALLETS_TEXT } from '../strings.ts';
import { useCopy } from '../useCopy.ts';
import { WalletCapRow } from './WalletCapRow.tsx';

/** The schema's bound on a wallet's own buy amount (ours: as the global ones). */
const AMOUNT_MAX = 1_000_000;

type Props = {
  wallet: StoredWallet;
  active: boolean;
  /** The chain's global buy amount, shown while the wallet has none of its own. */
  globalAmount: number;
  onSetActive: () => void;
  onBuyAmount: (amount: number | null) => void;
  onDelete: () => void;
  /** The daily cap and today's spend, once the server has listed the wallet. */
  limit?: WalletLimit;
  onEditCap: () => void;
};

/**
 * DA §2 wallet card: the address with copy, ACTIVE on the chain's active wallet, its buy amount,
 * Set Active, Show / Hide API Key (hidden by default, DA §4) with copy, and Delete; and (ours,
 * issue 34) its daily spend cap with what is used today.
 */
export function WalletCard({
  wallet,
  active,
  globalAmount,
  onSetActive,
  onBuyAmount,
  onDelete,
  limit,
  onEditCap,
}: Props) {
  const [showKey, setShowKey] = useState(false);
  const copy = useCopy();
  const keyId = useId();
  const unit = chainOf(wallet) === 'bnb' ? 'BNB' : 'SOL';
  const short = shortAddress(wallet.address);

  return (
    <li
      className={active ? 'wallet-card ds-card is-active' : 'wallet-card ds-card'}
      aria-label={`Wallet ${short}`}
    >
      <div className="wallet-card-head">
        <code className="wallet-address ds-mono" title={wallet.address}>
          {wallet.address}
        </code>
        <button
          type="button"
          className="btn btn-ghost ds-small"
          aria-label={`${WALLETS_TEXT.copyAddress} ${short}`}
          onClick={() => copy(wallet.address)}
        >
          Copy
        </button>
        {active ? <span className="wallet-badge">{WALLETS_TEXT.active}</span> : null}
      </div>
      <NumberField
        className="wallet-amount"
        label={WALLETS_TEXT.buyAmount(unit)}
        value={wallet.buyAmount ?? null}
        placeholder={WALLETS_TEXT.globalPlaceholder(globalAmount)}
        allowBlank
        min={0}
        max={AMOUNT_MAX}
        step={0.1}
        onSave={onBuyAmount}
      />
      {limit ? <WalletCapRow limit={limit} unit={unit} address={short} onEdit={onEditCap} /> : null}
      <div className="wallet-card-actions">
        {active ? null : (
          <button type="button" className="btn btn-primary ds-small" onClick={onSetActive}>
            {WALLETS_TEXT.setActive}
          </button>
        )}
        <button
          type="button"
          className="btn btn-secondary ds-small"
          aria-expanded={showKey}
          aria-controls={keyId}
          onClick={() => setShowKey((shown) => !shown)}
        >
          {showKey ? WALLETS_TEXT.hideApiKey : WALLETS_TEXT.showApiKey}
        </button>
        <button
          type="button"
          className="btn btn-danger ds-small wallet-delete"
          aria-label={`${WALLETS_TEXT.delete} wallet ${short}`}
          onClick={onDelete}
        >
          {WALLETS_TEXT.delete}
        </button>
      </div>
      <div id={keyId} className="wallet-api-key ds-inset" hidden={!showKey}>
        {showKey ? (
          <>
            <span className="ds-label">{WALLETS_TEXT.apiKey}</span>
            <code className="wallet-api-key-value ds-mono">{wallet.api_key}</code>
            <button
              type="button"
              className="btn btn-ghost ds-small"
              aria-label={WALLETS_TEXT.copyApiKey}
              onClick={() => copy(wallet.api_key)}
            >
              Copy
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}
