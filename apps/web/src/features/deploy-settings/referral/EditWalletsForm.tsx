import { checkReferralWallets, type ReferralAccount } from '@launchdeck/protocol';
import { updateReferralWallets } from '../../referral/index.ts';
import { useDeploySettingsController } from '../context.tsx';
import { ReferralForm } from './ReferralForm.tsx';
import { REFERRAL_TEXT } from './referral-text.ts';
import { useReferralFields } from './useReferralFields.ts';
import { useReferralRequest } from './useReferralRequest.ts';
import { WalletFields } from './WalletFields.tsx';

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
  const form = useReferralFields({
    sol_wallet: account.sol_wallet,
    bnb_wallet: account.bnb_wallet,
  });
  const request = useReferralRequest(sessionId, REFERRAL_TEXT.updateFailed);
  const { fields } = form;

  const submit = () => {
    if (!form.pass((wallets) => checkReferralWallets(wallets.sol_wallet, wallets.bnb_wallet))) {
      return;
    }
    const body = { sol_wallet: fields.sol_wallet.trim(), bnb_wallet: fields.bnb_wallet.trim() };
    void request.send(
      (session) => updateReferralWallets(session, body),
      (answer) => {
        showToast('success', REFERRAL_TEXT.updated);
        onSaved({ ...account, sol_wallet: answer.sol_wallet, bnb_wallet: answer.bnb_wallet });
      },
    );
  };

  return (
    <ReferralForm
      title={REFERRAL_TEXT.editTitle}
      onSubmit={submit}
      problem={form.problem}
      actions={
        <>
          <button type="submit" className="btn btn-primary" disabled={request.busy}>
            {request.busy ? REFERRAL_TEXT.saving : REFERRAL_TEXT.save}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={request.busy}
            onClick={onBack}
          >
            {REFERRAL_TEXT.back}
          </button>
        </>
      }
    >
      <WalletFields fields={fields} invalid={form.invalid} edit={form.edit} />
    </ReferralForm>
  );
}
