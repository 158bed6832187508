/** Alerts (being built). */
export function AlertsTab() {
  return <p className="admin-empty">Alerts</p>;
}
