import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../modal/index.ts';
import { AdminLoad, type AdminLoadQuery } from './AdminLoad.tsx';
import './tab-parts.css';

/** The words a list of removable names needs; a tab's text object has them all. */
export type RemovableNamesText = {
  listLabel: string;
  remove: string;
  removeLabel: (name: string) => string;
  confirmTitle: string;
  confirmText: (name: string) => string;
  confirm: string;
};

/**
 * An admin list of names (blocked handles, whitelisted users), each with a Remove that asks for
 * a confirmation first; `empty` stands in for a list with nobody on it.
 */
export function RemovableNames<T>({
  query,
  names,
  show = (name) => name,
  empty,
  text,
  remove,
}: {
  query: AdminLoadQuery<T>;
  names: (data: T) => readonly string[];
  /** How a name reads in the list. */
  show?: (name: string) => string;
  empty: ReactNode;
  text: RemovableNamesText;
  /** The remove action (useAdminAction); resolves once the server has answered. */
  remove: { runAsync: (name: string) => Promise<unknown>; busy: boolean };
}) {
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <>
      <AdminLoad query={query}>
        {(data) => {
          const listed = names(data);
          return listed.length === 0 ? (
            empty
          ) : (
            <ul className="admin-names-list" aria-label={text.listLabel}>
              {listed.map((name) => (
                <li key={name} className="admin-names-entry">
                  <span className="admin-names-name">{show(name)}</span>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={text.removeLabel(name)}
                    onClick={() => setRemoving(name)}
                  >
                    {text.remove}
                  </button>
                </li>
              ))}
            </ul>
          );
        }}
      </AdminLoad>
      {removing && (
        <ConfirmDialog
          title={text.confirmTitle}
          text={text.confirmText(removing)}
          confirmLabel={text.confirm}
          busy={remove.busy}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove.runAsync(removing).then(() => setRemoving(null))}
        />
      )}
    </>
  );
}
