import {
  globalSolBuyAmount,
  type StoredWallet,
  shortAddress,
  type WalletNetwork,
} from '@launchdeck/protocol';
import { useEffect, useState } from 'react';
import { useSession } from '../../session/index.ts';
import { useTrackerSettings } from '../../settings/index.ts';
import { chainOf, useWallets, useWalletsController, useWalletsState } from '../../wallets/index.ts';
import { useDeploySettingsController } from '../context.tsx';
import { MessageDialog } from '../dialogs/MessageDialog.tsx';
import { WALLETS_TEXT } from '../strings.ts';
import { DeleteWalletDialog } from '../wallets/DeleteWalletDialog.tsx';
import { ImportWalletModal } from '../wallets/ImportWalletModal.tsx';
import { SpendCapModal } from '../wallets/SpendCapModal.tsx';
import { useStepUp } from '../wallets/useStepUp.ts';
import { WalletCard } from '../wallets/WalletCard.tsx';

type Message = { tone: 'success' | 'error'; text: string };

const COLUMNS: ReadonlyArray<{ chain: WalletNetwork; title: string; empty: string }> = [
  { chain: 'solana', title: WALLETS_TEXT.solanaColumn, empty: WALLETS_TEXT.noSolana },
  { chain: 'bnb', title: WALLETS_TEXT.bnbColumn, empty: WALLETS_TEXT.noBnb },
];

/**
 * DA §2 Wallets: Import Wallet, then the Solana and BNB Chain columns of wallet cards. The list
 * is refreshed from the server each time the category opens. With two-factor login on, imports,
 * deletes and cap raises ask for the current code (issue 34 step-up).
 */
export function Wallets() {
  const controller = useWalletsController();
  const wallets = useWallets();
  const active = useWalletsState((state) => state.active);
  const limits = useWalletsState((state) => state.limits);
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
  const [deleteCodeError, setDeleteCodeError] = useState<string | null>(null);
  const [capping, setCapping] = useState<StoredWallet | null>(null);
  const stepUp = useStepUp(sessionId);

  useEffect(() => {
    if (sessionId) void controller.refreshFromServer(sessionId);
  }, [controller, sessionId]);

  const importKey = async (key: string, code: string | undefined) => {
    const result = sessionId
      ? await controller.importWallet(sessionId, key, code)
      : { ok: false as const, error: WALLETS_TEXT.importFailed };
    if (result.ok) {
      setImporting(false);
      setMessage({ tone: 'success', text: WALLETS_TEXT.imported });
      return null;
    }
    if (result.needsCode) {
      stepUp.serverAsked();
      return result.error;
    }
    setMessage({ tone: 'error', text: result.error });
    return null;
  };

  const closeDelete = () => {
    setDeleting(null);
    setDeleteCodeError(null);
  };

  const confirmDelete = async (wallet: StoredWallet, code: string | undefined) => {
    setDeleteBusy(true);
    const result = sessionId
      ? await controller.deleteWallet(sessionId, wallet.id, code)
      : { ok: false as const, error: WALLETS_TEXT.deleteFailed };
    setDeleteBusy(false);
    if (!result.ok && result.needsCode) {
      stepUp.serverAsked();
      return setDeleteCodeError(result.error);
    }
    closeDelete();
    showToast(result.ok ? 'success' : 'error', result.ok ? WALLETS_TEXT.deleted : result.error);
  };

  const saveCap = async (wallet: StoredWallet, cap: number | null, code: string | undefined) => {
    const result = sessionId
      ? await controller.setSpendCap(sessionId, wallet.id, cap, code)
      : { ok: false as const, error: WALLETS_TEXT.capFailed };
    if (result.ok) showToast('success', WALLETS_TEXT.capSaved);
    else if (result.needsCode) stepUp.serverAsked();
    return result;
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
                      limit={limits[wallet.id]}
                      onEditCap={() => setCapping(wallet)}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      {importing ? (
        <ImportWalletModal
          onImport={importKey}
          askCode={stepUp.askCode}
          onClose={() => setImporting(false)}
        />
      ) : null}
      {deleting ? (
        <DeleteWalletDialog
          address={shortAddress(deleting.address)}
          askCode={stepUp.askCode}
          busy={deleteBusy}
          codeError={deleteCodeError}
          onConfirm={(code) => void confirmDelete(deleting, code)}
          onCancel={closeDelete}
        />
      ) : null}
      {capping ? (
        <SpendCapModal
          unit={chainOf(capping) === 'bnb' ? 'BNB' : 'SOL'}
          current={limits[capping.id]?.dailyCap ?? null}
          askCode={stepUp.askCode}
          onSave={(cap, code) => saveCap(capping, cap, code)}
          onClose={() => setCapping(null)}
        />
      ) : null}
      {message ? (
        <MessageDialog tone={message.tone} text={message.text} onClose={() => setMessage(null)} />
      ) : null}
    </div>
  );
}
