import { type ReactNode, useState } from 'react';
import { useSession } from '../../session/index.ts';
import { CreateReferralForm } from '../referral/CreateReferralForm.tsx';
import { EditWalletsForm } from '../referral/EditWalletsForm.tsx';
import { ReferralAccountView } from '../referral/ReferralAccountView.tsx';
import { REFERRAL_TEXT } from '../referral/referral-text.ts';
import { UseCodeSection } from '../referral/UseCodeSection.tsx';
import { useReferralAccount } from '../referral/useReferralAccount.ts';
import '../referral/referral.css';

/**
 * DA §2 / §4 Referral: the trader's own referral account (loading, the create form when there is
 * none, else the account, whose wallets can be edited) and the code the trader uses.
 */
export function Referral() {
  const sessionId = useSession((s) =>
    s.phase.status === 'active' ? s.phase.user.sessionId : null,
  );
  const { state, reload, show } = useReferralAccount(sessionId);
  const [editing, setEditing] = useState(false);

  let own: ReactNode;
  switch (state.status) {
    case 'loading':
      own = (
        <p className="ds-hint" role="status">
          {REFERRAL_TEXT.loading}
        </p>
      );
      break;
    case 'failed':
      own = (
        <div className="referral-actions">
          <p className="ds-hint">{REFERRAL_TEXT.loadFailed}</p>
          <button type="button" className="btn btn-secondary ds-small" onClick={reload}>
            {REFERRAL_TEXT.retry}
          </button>
        </div>
      );
      break;
    case 'none':
      own = <CreateReferralForm sessionId={sessionId} onCreated={reload} />;
      break;
    case 'shown':
      own = editing ? (
        <EditWalletsForm
          sessionId={sessionId}
          account={state.account}
          onSaved={(account) => {
            show(account);
            setEditing(false);
          }}
          onBack={() => setEditing(false)}
        />
      ) : (
        <ReferralAccountView account={state.account} onEdit={() => setEditing(true)} />
      );
      break;
  }

  return (
    <div className="ds-category referral">
      {own}
      <UseCodeSection sessionId={sessionId} />
    </div>
  );
}
