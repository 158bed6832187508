/** Chat Modes (being built). */
export function ChatModesTab() {
  return <p className="admin-empty">Chat Modes</p>;
}
