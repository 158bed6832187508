import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../modal/index.ts';
import { accountApi } from './api.ts';
import { failureText } from './failure.ts';
import { ACCOUNT_QUERIES, useAccountSessions, useSessionId } from './queries.tsx';
import { SessionRow } from './SessionRow.tsx';
import { ACCOUNT_TEXT } from './strings.ts';

type Said = { tone: 'success' | 'error'; text: string };

/**
 * The trader's own sessions, this browser first: end one, or every other (they see Session
 * Expired, their saved logins are forgotten).
 */
export function SessionsPanel() {
  const titleId = useId();
  const sessionId = useSessionId();
  const client = useQueryClient();
  const list = useAccountSessions();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ACCOUNT_QUERIES.sessions(sessionId) });

  const run = async (
    call: (session: string) => Promise<{ ended: number }>,
    done: string | ((n: number) => string),
  ) => {
    if (!sessionId || busy) return;
    setBusy(true);
    try {
      const { ended } = await call(sessionId);
      setSaid({ tone: 'success', text: typeof done === 'string' ? done : done(ended) });
    } catch (error) {
      setSaid({ tone: 'error', text: failureText(error, ACCOUNT_TEXT.endFailed) });
    }
    setBusy(false);
    setConfirming(false);
    void refresh();
  };

  const sessions = [...(list.data?.sessions ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current),
  );
  const others = sessions.filter((session) => !session.current).length;
  const now = Date.now();

  return (
    <section className="ds-group account-sessions" aria-labelledby={titleId}>
      <div className="account-title-row">
        <h3 id={titleId} className="ds-group-title">
          {ACCOUNT_TEXT.sessionsTitle}
        </h3>
        <button
          type="button"
          className="btn btn-danger ds-small"
          disabled={busy || others === 0}
          onClick={() => setConfirming(true)}
        >
          {ACCOUNT_TEXT.endOthers}
        </button>
      </div>
      <p className="ds-hint">{ACCOUNT_TEXT.sessionsHint}</p>
      {list.data?.codeChecksLockedUntil === undefined ? null : (
        <p className="ds-field-error" role="alert">
          {ACCOUNT_TEXT.codeChecksLocked(
            new Date(list.data.codeChecksLockedUntil).toLocaleTimeString([], {
              hour: '2-digit',
              minute: '2-digit',
            }),
          )}
        </p>
      )}
      {said ? (
        <p
          className={said.tone === 'error' ? 'ds-field-error' : 'account-said'}
          role={said.tone === 'error' ? 'alert' : 'status'}
        >
          {said.text}
        </p>
      ) : null}
      {list.isPending ? <p className="ds-hint">{ACCOUNT_TEXT.sessionsLoading}</p> : null}
      {list.isError ? (
        <p className="ds-field-error" role="alert">
          {ACCOUNT_TEXT.sessionsFailed}{' '}
          <button type="button" className="btn btn-ghost ds-small" onClick={() => void refresh()}>
            {ACCOUNT_TEXT.retry}
          </button>
        </p>
      ) : null}
      {sessions.length > 0 ? (
        <ul className="ds-list account-session-list" aria-label={ACCOUNT_TEXT.sessionsTitle}>
          {sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              now={now}
              busy={busy}
              onEnd={() => void run((s) => accountApi.endOne(s, session.id), ACCOUNT_TEXT.endedOne)}
            />
          ))}
        </ul>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={ACCOUNT_TEXT.endOthersTitle}
          text={ACCOUNT_TEXT.endOthersBody}
          confirmLabel={ACCOUNT_TEXT.endOthers}
          busy={busy}
          onConfirm={() => void run(accountApi.endOthers, ACCOUNT_TEXT.ended)}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
