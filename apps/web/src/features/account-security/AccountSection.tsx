import { ApiKeysPanel } from './ApiKeysPanel.tsx';
import { AccountQueries } from './queries.tsx';
import { SessionsPanel } from './SessionsPanel.tsx';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';
import './account-security.css';

/**
 * The Settings dialog's Account section: two-factor login, the trader's own sessions, and the
 * keys their bots read the feed with.
 */
export function AccountSection() {
  return (
    <AccountQueries>
      <div className="ds-category account-section">
        <TwoFactorPanel />
        <SessionsPanel />
        <ApiKeysPanel />
      </div>
    </AccountQueries>
  );
}
