/** User Management — Enhanced Logins and Legacy Logins (being built). */
export function UsersTab() {
  return <p className="admin-empty">User Management — Enhanced Logins and Legacy Logins</p>;
}
