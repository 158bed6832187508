/** Blocked Accounts (being built). */
export function BlockedAccountsTab() {
  return <p className="admin-empty">Blocked Accounts</p>;
}
