import { AccountQueries } from './queries.tsx';
import { SessionsPanel } from './SessionsPanel.tsx';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';
import './account-security.css';

/** The Settings dialog's Account section: two-factor login and the trader's own sessions. */
export function AccountSection() {
  return (
    <AccountQueries>
      <div className="ds-category account-section">
        <TwoFactorPanel />
        <SessionsPanel />
      </div>
    </AccountQueries>
  );
}
