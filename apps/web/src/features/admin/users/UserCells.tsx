import type { ReactNode } from 'react';
import { UserToggle } from './UserToggle.tsx';
import type { UserRow } from './user-list.ts';
import { USERS_TEXT } from './users-text.ts';
import type { UserActions } from './useUserActions.ts';
import '../tab-parts/admin-controls.css';
import './users.css';

export type UserRowHandlers = {
  actions: UserActions;
  onEdit: (row: UserRow) => void;
  onSetDiscord: (row: UserRow) => void;
  onDelete: (row: UserRow) => void;
};

/** The name with its online dot and, for the reserved admin, the 'Reserved' badge. */
export function UserNameCell({ row }: { row: UserRow }) {
  return (
    <span className="admin-users-name">
      <span
        className={`admin-dot${row.online ? ' is-online' : ''}`}
        title={row.online ? USERS_TEXT.online : USERS_TEXT.offline}
      />
      <span className="visually-hidden">{row.online ? USERS_TEXT.online : USERS_TEXT.offline}</span>
      <span className="admin-users-username">{row.username}</span>
      {row.reserved && <span className="admin-badge is-warning">{USERS_TEXT.reserved}</span>}
    </span>
  );
}

export function FormatCell({ row }: { row: UserRow }) {
  return (
    <span className={`admin-badge${row.format === 'enhanced' ? ' is-brand' : ''}`}>
      {row.format}
    </span>
  );
}

function DiscordCell({ row }: { row: UserRow }) {
  if (!row.discordUserId) return <span className="admin-users-muted">{USERS_TEXT.notLinked}</span>;
  return (
    <span className="admin-users-discord">
      <span className="admin-users-mono">{row.discordUserId}</span>
      {row.discordStatus === 'linked' && (
        <span className="admin-badge is-success">{USERS_TEXT.linked}</span>
      )}
    </span>
  );
}

export function StatusCell({ row }: { row: UserRow }) {
  return row.enabled ? (
    <span className="admin-badge is-success">{USERS_TEXT.enabledBadge}</span>
  ) : (
    <span className="admin-badge is-danger">{USERS_TEXT.disabledBadge}</span>
  );
}

/**
 * One login's cells in view mode (see UserTable's columns). The reserved admin account shows no
 * switch and no button: the server refuses every change to it (DA §6).
 */
export function userCells(row: UserRow, handlers: UserRowHandlers): ReactNode[] {
  const { actions, onEdit, onSetDiscord, onDelete } = handlers;
  const { username } = row;
  const named = (label: string) => `${label} ${username}`;
  const manage = row.reserved
    ? null
    : [
        <span key="toggles" className="admin-users-toggles">
          <UserToggle
            label={USERS_TEXT.toggleEnabled}
            username={username}
            checked={row.enabled}
            busy={actions.enable.busy || actions.disable.busy}
            onChange={(on) => (on ? actions.enable : actions.disable).runAsync({ username })}
          />
          <UserToggle
            label={USERS_TEXT.toggleChat}
            username={username}
            checked={row.canChat}
            busy={actions.chat.busy}
            onChange={(on) => actions.chat.runAsync({ username, on })}
          />
          <UserToggle
            label={USERS_TEXT.toggleDeploy}
            username={username}
            checked={row.canDeploy}
            busy={actions.deploy.busy}
            onChange={(on) => actions.deploy.runAsync({ username, on })}
          />
          <UserToggle
            label={USERS_TEXT.toggleAutoLaunch}
            username={username}
            checked={row.autoLaunch ?? actions.autoLaunchSet[username] ?? true}
            busy={actions.autoLaunch.busy}
            onChange={(on) => actions.autoLaunch.runAsync({ username, on })}
          />
        </span>,
        <span key="buttons" className="admin-actions">
          <button
            type="button"
            className="btn btn-secondary"
            aria-label={named(USERS_TEXT.edit)}
            onClick={() => onEdit(row)}
          >
            {USERS_TEXT.edit}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            aria-label={named(USERS_TEXT.setDiscord)}
            onClick={() => onSetDiscord(row)}
          >
            {USERS_TEXT.setDiscord}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            aria-label={named(USERS_TEXT.remove)}
            onClick={() => onDelete(row)}
          >
            {USERS_TEXT.remove}
          </button>
        </span>,
      ];
  return [
    <UserNameCell key="name" row={row} />,
    <FormatCell key="format" row={row} />,
    <DiscordCell key="discord" row={row} />,
    <StatusCell key="status" row={row} />,
    manage?.[0] ?? null,
    manage?.[1] ?? null,
  ];
}
