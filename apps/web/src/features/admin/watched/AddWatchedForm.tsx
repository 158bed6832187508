import {
  type AddWatchedAccountRequestBody,
  AddWatchedAccountRequestBody as Body,
  POST_LIMITS,
  WATCHABLE_PLATFORMS,
  type WatchablePlatform,
} from '@launchdeck/protocol';
import { type FormEvent, useId, useState } from 'react';
import { AdminField } from '../tab-parts/AdminField.tsx';
import { checkBody } from '../tab-parts/schema-check.ts';
import { platformName, WATCHED_TEXT } from './watched-text.ts';
import '../tab-parts/admin-controls.css';

type Props = {
  /** Sends the checked body; resolves true when the server accepted it (the input then clears). */
  onAdd: (body: AddWatchedAccountRequestBody) => Promise<boolean>;
  busy: boolean;
};

/**
 * A platform and a handle; the handle is held to that platform's rule (the server's own schema)
 * before anything is sent, and a refusal stays under the input until the admin types again.
 */
export function AddWatchedForm({ onAdd, busy }: Props) {
  const [platform, setPlatform] = useState<WatchablePlatform>('twitter');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const platformId = useId();
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkBody(Body, { platform, handle: text });
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    if (await onAdd(checked.value)) setText('');
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <AdminField id={platformId} label={WATCHED_TEXT.platformLabel}>
        <select
          id={platformId}
          className="admin-input"
          value={platform}
          onChange={(event) => {
            setPlatform(WATCHABLE_PLATFORMS.find((p) => p === event.target.value) ?? 'twitter');
            setError(null);
          }}
        >
          {WATCHABLE_PLATFORMS.map((option) => (
            <option key={option} value={option}>
              {platformName(option)}
            </option>
          ))}
        </select>
      </AdminField>
      <AdminField id={id} label={WATCHED_TEXT.inputLabel} grow>
        <input
          id={id}
          className="admin-input"
          placeholder={WATCHED_TEXT.placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={POST_LIMITS.handleMax + 1}
          value={text}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
      </AdminField>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {WATCHED_TEXT.add}
      </button>
      {error && (
        <p id={`${id}-error`} className="admin-problem" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
