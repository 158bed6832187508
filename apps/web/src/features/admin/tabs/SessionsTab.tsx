/** Active Sessions (being built). */
export function SessionsTab() {
  return <p className="admin-empty">Active Sessions</p>;
}
