import { checkReferralCreate, type ReferralFields } from '@launchdeck/protocol';
import { type FormEvent, useState } from 'react';
import { createReferralAccount, referralFailureText } from '../../referral/index.ts';
import { useDeploySettingsController } from '../context.tsx';
import { fieldsAt } from './field-problems.ts';
import { ReferralTextField } from './ReferralTextField.tsx';
import { REFERRAL_TEXT } from './referral-text.ts';

type Props = {
  sessionId: string | null;
  /** The server made the account: show it. */
  onCreated: () => void;
};

const EMPTY: ReferralFields = { ref_username: '', sol_wallet: '', bnb_wallet: '' };

/**
 * DA §4 Referral "no account": the create form. DA §5 checks run here first and show their
 * sentence under the form; the server's answer comes as the settings toast.
 */
export function CreateReferralForm({ sessionId, onCreated }: Props) {
  const { showToast } = useDeploySettingsController();
  const [fields, setFields] = useState<ReferralFields>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invalid = fieldsAt(problem, fields);
  const edit = (name: keyof ReferralFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkReferralCreate(fields);
    setProblem(found);
    if (found || busy) return;
    setBusy(true);
    try {
      const answer = sessionId
        ? await createReferralAccount(sessionId, {
            ref_username: fields.ref_username.trim(),
            sol_wallet: fields.sol_wallet.trim(),
            bnb_wallet: fields.bnb_wallet.trim(),
          })
        : null;
      if (answer?.success) {
        showToast('success', REFERRAL_TEXT.created);
        onCreated();
      } else {
        showToast('error', answer?.error || REFERRAL_TEXT.createFailed);
      }
    } catch (error) {
      showToast('error', referralFailureText(error, REFERRAL_TEXT.createFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="ds-group referral-form"
      aria-label={REFERRAL_TEXT.createTitle}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 className="ds-group-title">{REFERRAL_TEXT.createTitle}</h3>
      <p className="ds-hint">{REFERRAL_TEXT.createHint}</p>
      <ReferralTextField
        label={REFERRAL_TEXT.code}
        hint={REFERRAL_TEXT.codeHint}
        value={fields.ref_username}
        invalid={invalid.has('ref_username')}
        onChange={edit('ref_username')}
      />
      <ReferralTextField
        label={REFERRAL_TEXT.solWallet}
        mono
        value={fields.sol_wallet}
        invalid={invalid.has('sol_wallet')}
        onChange={edit('sol_wallet')}
      />
      <ReferralTextField
        label={REFERRAL_TEXT.bnbWallet}
        mono
        placeholder="0x…"
        value={fields.bnb_wallet}
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
          {busy ? REFERRAL_TEXT.creating : REFERRAL_TEXT.create}
        </button>
      </div>
    </form>
  );
}
