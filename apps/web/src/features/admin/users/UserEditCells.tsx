import { LIMITS } from '@launchdeck/protocol';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { FormatCell, StatusCell } from './UserCells.tsx';
import { USERS_TEXT } from './users-text.ts';
import type { UserDraft, UserEdit } from './useUserEdit.ts';
import '../tab-parts/admin-controls.css';
import './users.css';

type InputProps = {
  draft: UserDraft;
  edit: UserEdit;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
};

function NameInput({ draft, edit, onKeyDown }: InputProps) {
  const ref = useRef<HTMLInputElement>(null);
  // Edit mode starts in the name field, so the admin can type at once.
  useEffect(() => ref.current?.focus(), []);
  return (
    <input
      ref={ref}
      className="admin-input admin-users-edit-input"
      aria-label={USERS_TEXT.editUsername}
      maxLength={LIMITS.usernameMax}
      spellCheck={false}
      autoComplete="off"
      value={draft.username}
      onChange={(event) => edit.change('username', event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}

/**
 * The row of the login in edit mode: name, Discord id and a new password inline (Enter saves,
 * Escape cancels), Save and Cancel where the buttons were.
 */
export function userEditCells(draft: UserDraft, edit: UserEdit, busy: boolean): ReactNode[] {
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void edit.save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      edit.cancel();
    }
  };
  return [
    <NameInput key="name" draft={draft} edit={edit} onKeyDown={keys} />,
    <FormatCell key="format" row={draft.row} />,
    <input
      key="discord"
      className="admin-input admin-users-edit-input"
      aria-label={USERS_TEXT.editDiscordId}
      maxLength={32}
      spellCheck={false}
      autoComplete="off"
      value={draft.discordUserId}
      onChange={(event) => edit.change('discordUserId', event.target.value)}
      onKeyDown={keys}
    />,
    <StatusCell key="status" row={draft.row} />,
    <input
      key="password"
      type="password"
      className="admin-input admin-users-edit-input"
      aria-label={USERS_TEXT.newPassword}
      placeholder={`${USERS_TEXT.newPassword} (${USERS_TEXT.newPasswordHint.toLowerCase()})`}
      maxLength={LIMITS.passwordMax}
      autoComplete="new-password"
      value={draft.password}
      onChange={(event) => edit.change('password', event.target.value)}
      onKeyDown={keys}
    />,
    <span key="buttons" className="admin-actions">
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy}
        onClick={() => void edit.save()}
      >
        {USERS_TEXT.save}
      </button>
      <button type="button" className="btn btn-secondary" onClick={edit.cancel}>
        {USERS_TEXT.cancel}
      </button>
    </span>,
  ];
}
