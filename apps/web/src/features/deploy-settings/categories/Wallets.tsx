import {
  globalSolBuyAmount,
  type StoredWallet,
  shortAddress,
  type WalletNetwork,
} from '@launchdeck/protocol';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../modal/index.ts';
import { useSession } from '../../session/index.ts';
import { useTrackerSettings } from '../../settings/index.ts';
import { chainOf, useWallets, useWalletsController, useWalletsState } from '../../wallets/index.ts';
import { useDeploySettingsController } from '../context.tsx';
import { MessageDialog } from '../dialogs/MessageDialog.tsx';
import { WALLETS_TEXT } from '../strings.ts';
import { ImportWalletModal } from '../wallets/ImportWalletModal.tsx';
import { WalletCard } from '../wallets/WalletCard.tsx';

type Message = { tone: 'success' | 'error'; text: string };

const COLUMNS: ReadonlyArray<{ chain: WalletNetwork; title: string; empty: string }> = [
  { chain: 'solana', title: WALLETS_TEXT.solanaColumn, empty: WALLETS_TEXT.noSolana },
  { chain: 'bnb', title: WALLETS_TEXT.bnbColumn, empty: WALLETS_TEXT.noBnb },
];

/**
 * DA §2 Wallets: Import Wallet, then the Solana and BNB Chain columns of wallet cards. The list
 * is refreshed from the server each time the category opens.
 */
export function Wallets() {
  const controller = useWalletsController();
  const wallets = useWallets();
  const active = useWalletsState((state) => state.active);
  const sessionId = useSession((s) =>
    s.phase.status === 'active' ? s.phase.user.sessionId : null,
  );
  const globalSol = useTrackerSettings(globalSolBuyAmount);
  const globalBnb = useTrackerSettings((s) => s.globalBnbBuyAmount);
  const { showToast } = useDeploySettingsController();
  const [importing, setImporting] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState<StoredWallet | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  useEffect(() => {
    if (sessionId) void controller.refreshFromServer(sessionId);
  }, [controller, sessionId]);

  const importKey = async (key: string) => {
    const result = sessionId
      ? await controller.importWallet(sessionId, key)
      : { ok: false as const, error: WALLETS_TEXT.importFailed };
    if (result.ok) {
      setImporting(false);
      setMessage({ tone: 'success', text: WALLETS_TEXT.imported });
    } else {
      setMessage({ tone: 'error', text: result.error });
    }
  };

  const confirmDelete = async (wallet: StoredWallet) => {
    setDeleteBusy(true);
    const result = sessionId
      ? await controller.deleteWallet(sessionId, wallet.id)
      : { ok: false as const, error: WALLETS_TEXT.deleteFailed };
    setDeleteBusy(false);
    setDeleting(null);
    showToast(result.ok ? 'success' : 'error', result.ok ? WALLETS_TEXT.deleted : result.error);
  };

  return (
    <div className="ds-category">
      <div className="wallets-top">
        <p className="ds-hint">{WALLETS_TEXT.intro}</p>
        <button type="button" className="btn btn-primary" onClick={() => setImporting(true)}>
          {WALLETS_TEXT.importWallet}
        </button>
      </div>
      <div className="wallet-columns">
        {COLUMNS.map(({ chain, title, empty }) => {
          const list = wallets.filter((wallet) => chainOf(wallet) === chain);
          return (
            <section key={chain} className="wallet-column" aria-label={title}>
              <h3 className="ds-group-title">{title}</h3>
              {list.length === 0 ? (
                <p className="ds-hint">{empty}</p>
              ) : (
                <ul className="wallet-list ds-list">
                  {list.map((wallet) => (
                    <WalletCard
                      key={wallet.id}
                      wallet={wallet}
                      active={active[chain] === wallet.api_key}
                      globalAmount={chain === 'bnb' ? globalBnb : globalSol}
                      onSetActive={() => controller.setActive(wallet.id)}
                      onBuyAmount={(amount) => controller.setBuyAmount(wallet.id, amount)}
                      onDelete={() => setDeleting(wallet)}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      {importing ? (
        <ImportWalletModal onImport={importKey} onClose={() => setImporting(false)} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={WALLETS_TEXT.deleteTitle}
          text={WALLETS_TEXT.deleteBody(shortAddress(deleting.address))}
          confirmLabel={WALLETS_TEXT.delete}
          busy={deleteBusy}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
      {message ? (
        <MessageDialog tone={message.tone} text={message.text} onClose={() => setMessage(null)} />
      ) : null}
    </div>
  );
}
