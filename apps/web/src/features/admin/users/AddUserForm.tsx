import { AddCredentialRequestBody, LIMITS, type LoginFormat } from '@launchdeck/protocol';
import { type FormEvent, useId, useState } from 'react';
import { AdminField } from '../tab-parts/AdminField.tsx';
import { checkBody } from '../tab-parts/schema-check.ts';
import { USERS_TEXT } from './users-text.ts';
import type { UserActions } from './useUserActions.ts';
import '../tab-parts/admin-controls.css';
import './users.css';

const EMPTY = { username: '', password: '', discordUserId: '' };

/** Both formats are explained, the one being added first. */
const FORMAT_ORDER: readonly LoginFormat[] = ['enhanced', 'legacy'];

/**
 * DA §2 Add User, on the sub-tab's format: an enhanced login needs a Discord user id, a legacy
 * one may have one (and then becomes enhanced, DA §4). The protocol schema checks it first, so
 * the admin reads the server's DA §5 sentence before anything is sent; the form clears once the
 * user is added. Above it, one line each says what an Enhanced and a Legacy login is (issue 50).
 */
export function AddUserForm({ format, add }: { format: LoginFormat; add: UserActions['add'] }) {
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const ids = {
    username: `${id}-u`,
    password: `${id}-p`,
    discord: `${id}-d`,
    problem: `${id}-e`,
    hints: `${id}-h`,
  };

  const change = (field: keyof typeof EMPTY) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.busy) return;
    const checked = checkBody(AddCredentialRequestBody, {
      username: fields.username,
      password: fields.password,
      discordUserId: fields.discordUserId.trim() || undefined,
      // On Legacy no format is sent: a Discord id given there makes the login enhanced.
      format: format === 'enhanced' ? 'enhanced' : undefined,
    });
    if ('error' in checked) return setProblem(checked.error);
    if (await add.runAsync(checked.value)) setFields(EMPTY);
  };

  const input = (
    field: keyof typeof EMPTY,
    inputId: string,
    label: string,
    props: { type?: string; maxLength: number; autoComplete: string },
  ) => (
    <AdminField id={inputId} label={label}>
      <input
        id={inputId}
        className="admin-input"
        spellCheck={false}
        value={fields[field]}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? ids.problem : undefined}
        onChange={(event) => change(field)(event.target.value)}
        {...props}
      />
    </AdminField>
  );

  return (
    <form
      className="admin-form admin-users-add"
      onSubmit={submit}
      noValidate
      aria-label={USERS_TEXT.addTitle}
      aria-describedby={ids.hints}
    >
      <ul id={ids.hints} className="admin-users-formats">
        {FORMAT_ORDER.map((each) => (
          <li key={each} aria-current={each === format ? 'true' : undefined}>
            {USERS_TEXT.formatHints[each]}
          </li>
        ))}
      </ul>
      {input('username', ids.username, USERS_TEXT.username, {
        maxLength: LIMITS.usernameMax,
        autoComplete: 'off',
      })}
      {input('password', ids.password, USERS_TEXT.password, {
        type: 'password',
        maxLength: LIMITS.passwordMax,
        autoComplete: 'new-password',
      })}
      {input(
        'discordUserId',
        ids.discord,
        format === 'enhanced'
          ? USERS_TEXT.discordId
          : `${USERS_TEXT.discordId} ${USERS_TEXT.optional}`,
        { maxLength: 32, autoComplete: 'off' },
      )}
      <button type="submit" className="btn btn-primary" disabled={add.busy}>
        {add.busy ? USERS_TEXT.adding : USERS_TEXT.add}
      </button>
      {problem && (
        <p id={ids.problem} className="admin-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
