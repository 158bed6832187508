import type { ExtensionTokenStatus } from '@launchdeck/protocol';
import { useState } from 'react';
import { ApiError } from '../../../lib/http.ts';
import { ConfirmDialog } from '../../modal/index.ts';
import { useSession } from '../../session/index.ts';
import { useDeploySettingsController } from '../context.tsx';
import { DEPLOY_SETTINGS_QUERIES, useSessionRead } from '../queries.tsx';
import { useCopy } from '../useCopy.ts';
import { createExtensionToken, extensionTokenStatus, revokeExtensionToken } from './api.ts';
import { EXTENSIONS_TEXT } from './strings.ts';

type Confirming = 'regenerate' | 'revoke' | null;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const sentence = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/**
 * The address and token the extensions' options ask for: this page's origin with Copy, and the
 * trader's token: Create token, then Regenerate (asks first) and Revoke (asks first). A new token
 * is shown once, with Copy; afterwards only that one exists, and since when.
 */
export function ExtensionToken() {
  const sessionId = useSession((s) =>
    s.phase.status === 'active' ? s.phase.user.sessionId : null,
  );
  const { showToast } = useDeploySettingsController();
  const copy = useCopy();
  const { query, set: setStatus } = useSessionRead<ExtensionTokenStatus>(
    DEPLOY_SETTINGS_QUERIES.extensionToken(sessionId),
    extensionTokenStatus,
    (error) => showToast('error', sentence(error)),
  );
  const status = query.data ?? null;
  const [fresh, setFresh] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const origin = window.location.origin;

  const run = async (action: 'create' | 'revoke') => {
    if (!sessionId) return;
    setBusy(true);
    try {
      if (action === 'create') {
        const made = await createExtensionToken(sessionId);
        setFresh(made.token);
        setStatus({ exists: true, created_at: made.created_at });
        showToast('success', EXTENSIONS_TEXT.created);
      } else {
        const { message } = await revokeExtensionToken(sessionId);
        setFresh(null);
        setStatus({ exists: false, created_at: null });
        showToast('success', message);
      }
    } catch (error) {
      showToast('error', sentence(error));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <section className="ds-group extension-token" aria-label={EXTENSIONS_TEXT.tokenTitle}>
      <h3 className="ds-group-title">{EXTENSIONS_TEXT.tokenTitle}</h3>
      <p className="ds-hint">{EXTENSIONS_TEXT.tokenHint}</p>
      <div className="extension-secret ds-inset">
        <span className="ds-label">{EXTENSIONS_TEXT.address}</span>
        <code className="extension-secret-value ds-mono">{origin}</code>
        <button
          type="button"
          className="btn btn-ghost ds-small"
          aria-label={EXTENSIONS_TEXT.copyAddress}
          onClick={() => copy(origin)}
        >
          {EXTENSIONS_TEXT.copy}
        </button>
      </div>
      {fresh ? (
        <div className="extension-secret ds-inset is-fresh">
          <span className="ds-label">{EXTENSIONS_TEXT.token}</span>
          <code className="extension-secret-value ds-mono">{fresh}</code>
          <button
            type="button"
            className="btn btn-ghost ds-small"
            aria-label={EXTENSIONS_TEXT.copyToken}
            onClick={() => copy(fresh)}
          >
            {EXTENSIONS_TEXT.copy}
          </button>
          <p className="extension-once" role="note">
            {EXTENSIONS_TEXT.shownOnce}
          </p>
        </div>
      ) : null}
      <p className="ds-hint" aria-live="polite">
        {status === null
          ? EXTENSIONS_TEXT.loading
          : status.exists && status.created_at
            ? EXTENSIONS_TEXT.tokenSince(when(status.created_at))
            : EXTENSIONS_TEXT.noToken}
      </p>
      <div className="extension-card-actions">
        {status?.exists ? (
          <>
            <button
              type="button"
              className="btn btn-secondary ds-small"
              disabled={busy}
              onClick={() => setConfirming('regenerate')}
            >
              {EXTENSIONS_TEXT.regenerate}
            </button>
            <button
              type="button"
              className="btn btn-danger ds-small"
              disabled={busy}
              onClick={() => setConfirming('revoke')}
            >
              {EXTENSIONS_TEXT.revoke}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn btn-primary ds-small"
            disabled={busy || status === null}
            onClick={() => void run('create')}
          >
            {EXTENSIONS_TEXT.create}
          </button>
        )}
      </div>
      {confirming === 'regenerate' ? (
        <ConfirmDialog
          title={EXTENSIONS_TEXT.regenerateTitle}
          text={EXTENSIONS_TEXT.regenerateBody}
          confirmLabel={EXTENSIONS_TEXT.regenerate}
          busy={busy}
          onConfirm={() => void run('create')}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
      {confirming === 'revoke' ? (
        <ConfirmDialog
          title={EXTENSIONS_TEXT.revokeTitle}
          text={EXTENSIONS_TEXT.revokeBody}
          confirmLabel={EXTENSIONS_TEXT.revoke}
          busy={busy}
          onConfirm={() => void run('revoke')}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
