import { checkReferralCreate } from '@launchdeck/protocol';
import { createReferralAccount } from '../../referral/index.ts';
import { TextField } from '../../settings-ui/index.ts';
import { useDeploySettingsController } from '../context.tsx';
import { ReferralForm } from './ReferralForm.tsx';
import { REFERRAL_TEXT } from './referral-text.ts';
import { useReferralFields } from './useReferralFields.ts';
import { useReferralRequest } from './useReferralRequest.ts';
import { WalletFields } from './WalletFields.tsx';

type Props = {
  sessionId: string | null;
  /** The server made the account: show it. */
  onCreated: () => void;
};

/**
 * DA §4 Referral "no account": the create form. DA §5 checks run here first and show their
 * sentence under the form; the server's answer comes as the settings toast.
 */
export function CreateReferralForm({ sessionId, onCreated }: Props) {
  const { showToast } = useDeploySettingsController();
  const form = useReferralFields({ ref_username: '', sol_wallet: '', bnb_wallet: '' });
  const request = useReferralRequest(sessionId, REFERRAL_TEXT.createFailed);
  const { fields } = form;

  const submit = () => {
    if (!form.pass(checkReferralCreate)) return;
    const body = {
      ref_username: fields.ref_username.trim(),
      sol_wallet: fields.sol_wallet.trim(),
      bnb_wallet: fields.bnb_wallet.trim(),
    };
    void request.send(
      (session) => createReferralAccount(session, body),
      () => {
        showToast('success', REFERRAL_TEXT.created);
        onCreated();
      },
    );
  };

  return (
    <ReferralForm
      title={REFERRAL_TEXT.createTitle}
      onSubmit={submit}
      problem={form.problem}
      actions={
        <button type="submit" className="btn btn-primary" disabled={request.busy}>
          {request.busy ? REFERRAL_TEXT.creating : REFERRAL_TEXT.create}
        </button>
      }
    >
      <p className="ds-hint">{REFERRAL_TEXT.createHint}</p>
      <TextField
        label={REFERRAL_TEXT.code}
        hint={REFERRAL_TEXT.codeHint}
        maxLength={200}
        value={fields.ref_username}
        invalid={form.invalid.has('ref_username')}
        onChange={form.edit('ref_username')}
      />
      <WalletFields fields={fields} invalid={form.invalid} edit={form.edit} />
    </ReferralForm>
  );
}
