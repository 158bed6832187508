/** Audit Log (being built). */
export function AuditLogTab() {
  return <p className="admin-empty">Audit Log</p>;
}
