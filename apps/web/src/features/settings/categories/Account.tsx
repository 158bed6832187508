import { AccountSection } from '../../account-security/index.ts';

/** Ours: Account, the trader's two-factor login and their own sessions (account-security). */
export function Account() {
  return <AccountSection />;
}
