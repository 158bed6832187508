/** Command Whitelist (being built). */
export function CommandWhitelistTab() {
  return <p className="admin-empty">Command Whitelist</p>;
}
