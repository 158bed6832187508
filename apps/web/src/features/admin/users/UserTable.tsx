import { type VirtualColumn, VirtualRows } from '../VirtualRows.tsx';
import { type UserRowHandlers, userCells } from './UserCells.tsx';
import { userEditCells } from './UserEditCells.tsx';
import type { UserRow } from './user-list.ts';
import { USERS_TEXT } from './users-text.ts';
import type { UserEdit } from './useUserEdit.ts';

const { columns: words } = USERS_TEXT;

const COLUMNS: readonly VirtualColumn[] = [
  { id: 'user', label: words.user, width: 'minmax(120px, 1.2fr)' },
  { id: 'format', label: words.format, width: '84px' },
  { id: 'discord', label: words.discord, width: 'minmax(150px, 1.3fr)' },
  { id: 'status', label: words.status, width: '84px' },
  { id: 'permissions', label: words.permissions, width: '310px' },
  { id: 'actions', label: words.actions, width: '236px' },
];

/** Row height in px: one line of switches and buttons, or of the edit inputs. */
const ROW_HEIGHT = 48;
const TABLE_HEIGHT = 440;

/** One sub-tab's logins (5,000 stay fast: only the rows in view are rendered). */
export function UserTable({
  label,
  rows,
  empty,
  edit,
  handlers,
}: {
  label: string;
  rows: readonly UserRow[];
  /** Shown when no row is: none of this format, or none matching the search. */
  empty: string;
  edit: UserEdit;
  handlers: UserRowHandlers;
}) {
  const { draft } = edit;
  return (
    <VirtualRows
      label={label}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.username}
      rowHeight={ROW_HEIGHT}
      height={TABLE_HEIGHT}
      empty={empty}
      className="admin-users-table"
      renderRow={(row) =>
        draft?.row.username === row.username
          ? userEditCells(draft, edit, handlers.actions.update.busy)
          : userCells(row, handlers)
      }
    />
  );
}
