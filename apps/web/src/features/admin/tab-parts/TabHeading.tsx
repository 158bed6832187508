import { TAB_PARTS_TEXT } from './tab-parts-text.ts';
import './admin-controls.css';
import './tab-parts.css';

/** A tab's title, what it counts, and a Refresh button for lists others change (chat, logins). */
export function TabHeading({
  title,
  count,
  onRefresh,
  refreshing = false,
}: {
  title: string;
  /** '3 accounts', '12 of 200', once the list is read. */
  count?: string;
  onRefresh?: () => void;
  /** A read is on its way: the button waits and says so. */
  refreshing?: boolean;
}) {
  return (
    <header className="admin-part-head">
      <h2 className="admin-part-title">{title}</h2>
      {count !== undefined && <span className="admin-count">{count}</span>}
      {onRefresh && (
        <button
          type="button"
          className="btn btn-secondary admin-part-refresh"
          disabled={refreshing}
          aria-busy={refreshing}
          onClick={onRefresh}
        >
          {refreshing ? TAB_PARTS_TEXT.refreshing : TAB_PARTS_TEXT.refresh}
        </button>
      )}
    </header>
  );
}
