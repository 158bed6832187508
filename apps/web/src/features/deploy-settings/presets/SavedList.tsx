import type { ReactNode } from 'react';

export type SavedEntry = {
  id: string;
  name: string;
  /** What it does, in one line (a keybind, a summary, a preview). */
  details: ReactNode;
};

type Props = {
  title: string;
  empty: string;
  entries: readonly SavedEntry[];
  /** The entry the form is editing, marked in the list. */
  editingId: string | null;
  editLabel: string;
  deleteLabel: string;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
};

/** DA §2 a list with edit and delete: the saved presets or preset buttons, or its empty state. */
export function SavedList({
  title,
  empty,
  entries,
  editingId,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: Props) {
  return (
    <section className="ds-group" aria-label={title}>
      <h3 className="ds-group-title">{title}</h3>
      {entries.length === 0 ? (
        <p className="ds-hint">{empty}</p>
      ) : (
        <ul className="saved-list ds-list">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={
                entry.id === editingId ? 'saved-item ds-card is-editing' : 'saved-item ds-card'
              }
              aria-label={entry.name}
            >
              <div className="saved-item-text">
                <span className="saved-item-name">{entry.name}</span>
                <span className="saved-item-details">{entry.details}</span>
              </div>
              <div className="saved-item-actions">
                <button
                  type="button"
                  className="btn btn-secondary ds-small"
                  onClick={() => onEdit(entry.id)}
                >
                  {editLabel}
                </button>
                <button
                  type="button"
                  className="btn btn-danger ds-small"
                  onClick={() => onDelete(entry.id)}
                >
                  {deleteLabel}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
