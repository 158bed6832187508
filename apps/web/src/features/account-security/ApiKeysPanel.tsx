import { API_KEY_LIMITS, type ApiKey, type ApiKeyCreated } from '@launchdeck/protocol';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../modal/index.ts';
import { apiKeysApi } from './api-keys-api.ts';
import { API_KEYS_TEXT as T } from './api-keys-text.ts';
import { CodeField } from './CodeField.tsx';
import { CopyButton } from './CopyButton.tsx';
import { failureText } from './failure.ts';
import { useSessionId, useTwoFactorStatus } from './queries.tsx';

type Said = { tone: 'success' | 'error'; text: string };

const KEYS_QUERY = (sessionId: string | null) => ['account-api-keys', sessionId] as const;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString([], { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * The trader's bot API keys (docs/bot-api.md): made with a name (and the current code while
 * two-factor login is on), the key shown once with Copy, listed by name and prefix, revoked after
 * a confirmation.
 */
export function ApiKeysPanel() {
  const titleId = useId();
  const nameId = useId();
  const sessionId = useSessionId();
  const client = useQueryClient();
  const twoFactor = useTwoFactorStatus();
  const keys = useQuery({
    queryKey: KEYS_QUERY(sessionId),
    queryFn: sessionId ? ({ signal }) => apiKeysApi.list(sessionId, signal) : skipToken,
  });
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const [made, setMade] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: KEYS_QUERY(sessionId) });
  const needsCode = twoFactor.data?.enabled === true;
  const list = keys.data?.keys ?? [];

  const make = async (event: FormEvent) => {
    event.preventDefault();
    if (!sessionId || busy) return;
    setBusy(true);
    setSaid(null);
    setCodeError(null);
    try {
      const created = await apiKeysApi.create(sessionId, {
        name: name.trim(),
        ...(needsCode ? { code: code.trim() } : {}),
      });
      setMade(created);
      setName('');
      setCode('');
      void refresh();
    } catch (error) {
      const text = failureText(error, T.couldNotMake);
      if (needsCode && /code/i.test(text)) setCodeError(text);
      else setSaid({ tone: 'error', text });
    }
    setBusy(false);
  };

  const revoke = async (key: ApiKey) => {
    if (!sessionId || busy) return;
    setBusy(true);
    try {
      await apiKeysApi.revoke(sessionId, key.id);
      setSaid({ tone: 'success', text: T.revoked(key.name) });
    } catch (error) {
      setSaid({ tone: 'error', text: failureText(error, T.couldNotRevoke) });
    }
    setBusy(false);
    setRevoking(null);
    void refresh();
  };

  return (
    <section className="ds-group account-api-keys" aria-labelledby={titleId}>
      <h3 id={titleId} className="ds-group-title">
        {T.title}
      </h3>
      <p className="ds-hint">{T.hint}</p>
      {made ? (
        <section className="account-api-key-once" aria-label={T.keyTitle}>
          <p className="account-api-key-title">{T.keyTitle}</p>
          <code className="account-api-key" data-testid="api-key">
            {made.key}
          </code>
          <p className="ds-hint">{T.keyOnce}</p>
          <div className="account-api-key-actions">
            <CopyButton text={made.key} label={T.copyKey} />
            <button
              type="button"
              className="btn btn-primary ds-small"
              onClick={() => setMade(null)}
            >
              {T.saved}
            </button>
          </div>
        </section>
      ) : null}
      {said ? (
        <p
          className={said.tone === 'error' ? 'ds-field-error' : 'account-said'}
          role={said.tone === 'error' ? 'alert' : 'status'}
        >
          {said.text}
        </p>
      ) : null}
      {keys.isPending && sessionId ? <p className="ds-hint">{T.loading}</p> : null}
      {keys.isError ? (
        <p className="ds-field-error" role="alert">
          {T.failed}{' '}
          <button type="button" className="btn btn-ghost ds-small" onClick={() => void refresh()}>
            {T.retry}
          </button>
        </p>
      ) : null}
      {keys.isSuccess && list.length === 0 ? <p className="ds-hint">{T.none}</p> : null}
      {list.length > 0 ? (
        <ul className="ds-list account-api-key-list" aria-label={T.listLabel}>
          {list.map((key) => (
            <li key={key.id} className="account-api-key-row">
              <div className="account-api-key-what">
                <span className="account-api-key-name">{key.name}</span>
                <code className="account-api-key-prefix">{key.prefix}…</code>
                <span className="ds-hint">
                  {[
                    key.scopes.map((s) => T.scopes[s] ?? s).join(', '),
                    T.created(day(key.createdAt)),
                    key.lastUsedAt ? T.lastUsed(day(key.lastUsedAt)) : T.neverUsed,
                  ].join(' · ')}
                </span>
              </div>
              <button
                type="button"
                className="btn btn-danger ds-small"
                aria-label={T.revokeLabel(key.name)}
                disabled={busy}
                onClick={() => setRevoking(key)}
              >
                {T.revoke}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {list.length < API_KEY_LIMITS.keysMax ? (
        <form className="account-api-key-form" aria-label={T.make} onSubmit={(e) => void make(e)}>
          <div className="ds-field">
            <label htmlFor={nameId} className="ds-label">
              {T.nameLabel}
            </label>
            <input
              id={nameId}
              className="ds-input"
              maxLength={API_KEY_LIMITS.nameMax}
              placeholder={T.namePlaceholder}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          {needsCode ? (
            <CodeField value={code} onChange={setCode} error={codeError} label={T.codeLabel} />
          ) : null}
          <button
            type="submit"
            className="btn btn-primary ds-small"
            disabled={busy || name.trim() === '' || (needsCode && code.trim() === '')}
          >
            {busy ? T.making : T.make}
          </button>
        </form>
      ) : null}
      {revoking ? (
        <ConfirmDialog
          title={T.revokeTitle}
          text={T.revokeBody(revoking.name)}
          confirmLabel={T.revoke}
          busy={busy}
          onConfirm={() => void revoke(revoking)}
          onCancel={() => setRevoking(null)}
        />
      ) : null}
    </section>
  );
}
