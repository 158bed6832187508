import type { AlertRule } from '@launchdeck/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../modal/index.ts';
import { alertsApi } from './api.ts';
import { failureText } from './failure.ts';
import { ruleBody } from './format.ts';
import { ALERTS_QUERIES, useAlertRules, useChannels, useSessionId } from './queries.tsx';
import { RuleForm } from './RuleForm.tsx';
import { RuleRow } from './RuleRow.tsx';
import { ALERTS_TEXT as T } from './strings.ts';

type Editing = { kind: 'new' } | { kind: 'edit'; rule: AlertRule } | null;

/**
 * The trader's alert rules, oldest first: each in one line with its on/off switch, Edit (the form
 * in its place) and Delete after a confirmation; Add rule opens the form under the list.
 */
export function RulesPanel() {
  const titleId = useId();
  const sessionId = useSessionId();
  const client = useQueryClient();
  const list = useAlertRules();
  const channels = useChannels().data?.channels ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ALERTS_QUERIES.rules(sessionId) });
  const rules = list.data?.rules ?? [];

  const saved = () => {
    setEditing(null);
    void refresh();
  };

  const toggle = async (rule: AlertRule, enabled: boolean) => {
    if (!sessionId || busy) return;
    setBusy(rule.id);
    setError(null);
    try {
      await alertsApi.updateRule(sessionId, rule.id, { ...ruleBody(rule), enabled });
      await refresh();
    } catch (failure) {
      setError(failureText(failure, T.toggleFailed));
    }
    setBusy(null);
  };

  const remove = async (rule: AlertRule) => {
    if (!sessionId || busy) return;
    setBusy(rule.id);
    setError(null);
    try {
      await alertsApi.deleteRule(sessionId, rule.id);
      await refresh();
    } catch (failure) {
      setError(failureText(failure, T.deleteFailed));
    }
    setDeleting(null);
    setBusy(null);
  };

  return (
    <section className="ds-group alerts-rules" aria-labelledby={titleId}>
      <div className="alerts-title-row">
        <h3 id={titleId} className="ds-group-title">
          {T.rulesTitle}
        </h3>
        <button
          type="button"
          className="btn btn-primary ds-small"
          disabled={editing !== null || !list.isSuccess}
          onClick={() => setEditing({ kind: 'new' })}
        >
          {T.addRule}
        </button>
      </div>
      <p className="ds-hint">{T.rulesHint}</p>
      {list.isPending && sessionId ? <p className="ds-hint">{T.rulesLoading}</p> : null}
      {list.isError ? (
        <p className="ds-field-error" role="alert">
          {T.rulesFailed}{' '}
          <button type="button" className="btn btn-ghost ds-small" onClick={() => void refresh()}>
            {T.retryLoad}
          </button>
        </p>
      ) : null}
      {error ? (
        <p className="ds-field-error" role="alert">
          {error}
        </p>
      ) : null}
      {list.isSuccess && rules.length === 0 && editing === null ? (
        <p className="ds-hint">{T.noRules}</p>
      ) : null}
      {rules.length > 0 ? (
        <ul className="ds-list alerts-list" aria-label={T.rulesTitle}>
          {rules.map((rule) =>
            editing?.kind === 'edit' && editing.rule.id === rule.id ? (
              <li key={rule.id}>
                <RuleForm
                  rule={rule}
                  channels={channels}
                  onSaved={saved}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <RuleRow
                key={rule.id}
                rule={rule}
                channels={channels}
                busy={busy === rule.id}
                locked={editing !== null}
                onToggle={(enabled) => void toggle(rule, enabled)}
                onEdit={() => setEditing({ kind: 'edit', rule })}
                onDelete={() => setDeleting(rule)}
              />
            ),
          )}
        </ul>
      ) : null}
      {editing?.kind === 'new' ? (
        <RuleForm channels={channels} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={T.deleteRuleTitle}
          text={T.deleteRuleBody(deleting.name)}
          confirmLabel={T.deleteRule}
          busy={busy === deleting.id}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
