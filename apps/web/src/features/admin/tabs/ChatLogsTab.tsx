/** Chat Logs (being built). */
export function ChatLogsTab() {
  return <p className="admin-empty">Chat Logs</p>;
}
