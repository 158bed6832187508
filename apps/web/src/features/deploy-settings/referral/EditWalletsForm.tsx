import { checkReferralWallets, type ReferralAccount } from '@launchdeck/protocol';
import { type FormEvent, useState } from 'react';
import { referralFailureText, updateReferralWallets } from '../../referral/index.ts';
import { useDeploySettingsController } from '../context.tsx';
import { fieldsAt } from './field-problems.ts';
import { ReferralTextField } from './ReferralTextField.tsx';
import { REFERRAL_TEXT } from './referral-text.ts';

type Props = {
  sessionId: string | null;
  account: ReferralAccount;
  /** The server kept the new wallets: the account with them. */
  onSaved: (account: ReferralAccount) => void;
  onBack: () => void;
};

/** DA §4 Referral "edit wallets": both payout wallets, DA §5 checked, then Save or Back. */
export function EditWalletsForm({ sessionId, account, onSaved, onBack }: Props) {
  const { showToast } = useDeploySettingsController();
  const [wallets, setWallets] = useState({
    sol_wallet: account.sol_wallet,
    bnb_wallet: account.bnb_wallet,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invalid = fieldsAt(problem, wallets);
  const edit = (name: keyof typeof wallets) => (value: string) => {
    setWallets((current) => ({ ...current, [name]: value }));
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkReferralWallets(wallets.sol_wallet, wallets.bnb_wallet);
    setProblem(found);
    if (found || busy) return;
    setBusy(true);
    try {
      const answer = sessionId
        ? await updateReferralWallets(sessionId, {
            sol_wallet: wallets.sol_wallet.trim(),
            bnb_wallet: wallets.bnb_wallet.trim(),
          })
        : null;
      if (answer?.success) {
        showToast('success', REFERRAL_TEXT.updated);
        onSaved({ ...account, sol_wallet: answer.sol_wallet, bnb_wallet: answer.bnb_wallet });
      } else {
        showToast('error', answer?.error || REFERRAL_TEXT.updateFailed);
      }
    } catch (error) {
      showToast('error', referralFailureText(error, REFERRAL_TEXT.updateFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="ds-group referral-form"
      aria-label={REFERRAL_TEXT.editTitle}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 className="ds-group-title">{REFERRAL_TEXT.editTitle}</h3>
      <ReferralTextField
        label={REFERRAL_TEXT.solWallet}
        mono
        value={wallets.sol_wallet}
        invalid={invalid.has('sol_wallet')}
        onChange={edit('sol_wallet')}
      />
      <ReferralTextField
        label={REFERRAL_TEXT.bnbWallet}
        mono
        value={wallets.bnb_wallet}
        invalid={invalid.has('bnb_wallet')}
        onChange={edit('bnb_wallet')}
      />
      {problem ? (
        <p className="ds-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="referral-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? REFERRAL_TEXT.saving : REFERRAL_TEXT.save}
        </button>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={onBack}>
          {REFERRAL_TEXT.back}
        </button>
      </div>
    </form>
  );
}
