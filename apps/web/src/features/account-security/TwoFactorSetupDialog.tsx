import { Modal } from '../modal/index.ts';
import { useSession, useSessionController } from '../session/index.ts';
import { useSessionId } from './queries.tsx';
import { SetupSteps } from './SetupSteps.tsx';
import { ACCOUNT_TEXT } from './strings.ts';
import { useTwoFactorSetup } from './useTwoFactorSetup.ts';
import './account-security.css';

/**
 * The administrator requires two-factor login and this trader has none: after login, a dialog
 * no one can dismiss leads through the setup (or out, by logging out). It closes once the
 * recovery codes are saved.
 */
export function TwoFactorSetupDialog() {
  const required = useSession((s) => s.twoFactorSetupRequired);
  return required ? <RequiredSetup /> : null;
}

function RequiredSetup() {
  const session = useSessionController();
  const sessionId = useSessionId();
  // The requirement is lifted only after the codes are saved, so they stay on screen till then.
  const setup = useTwoFactorSetup(sessionId, () => {});
  return (
    <Modal
      title={ACCOUNT_TEXT.setupTitle}
      className="account-dialog account-setup-dialog"
      actions={
        <button type="button" className="btn btn-ghost" onClick={() => void session.logOut()}>
          {ACCOUNT_TEXT.logOut}
        </button>
      }
    >
      <div className="account-section">
        {setup.state.step === 'codes' ? null : <p>{ACCOUNT_TEXT.setupBody}</p>}
        <SetupSteps setup={setup} onDone={session.twoFactorEnabled} />
      </div>
    </Modal>
  );
}
