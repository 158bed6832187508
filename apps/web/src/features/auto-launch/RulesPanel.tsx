import type { AutoLaunchRule } from '@launchdeck/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../modal/index.ts';
import { autoLaunchApi } from './api.ts';
import { useAutoLaunchController } from './context.tsx';
import { failureText } from './failure.ts';
import { ruleBody } from './format.ts';
import { AUTO_LAUNCH_QUERIES, useAutoLaunchRules, useSessionId } from './queries.tsx';
import { RuleForm } from './RuleForm.tsx';
import { RuleRow } from './RuleRow.tsx';
import { AUTO_LAUNCH_TEXT as T } from './strings.ts';
import { TurnOnDialog } from './TurnOnDialog.tsx';

type Editing = { kind: 'new' } | { kind: 'edit'; rule: AutoLaunchRule } | null;

/**
 * The trader's auto-launch rules: each with its switch (turning one on asks for the two-factor
 * code), Edit (the form in its place) and Delete after a confirmation; Add rule opens the form
 * under the list.
 */
export function RulesPanel() {
  const titleId = useId();
  const sessionId = useSessionId();
  const client = useQueryClient();
  const controller = useAutoLaunchController();
  const list = useAutoLaunchRules();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AutoLaunchRule | null>(null);
  const [turningOn, setTurningOn] = useState<AutoLaunchRule | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () =>
    client.invalidateQueries({ queryKey: AUTO_LAUNCH_QUERIES.rules(sessionId) });
  const rules = list.data?.rules ?? [];

  const saved = () => {
    setEditing(null);
    void refresh();
  };

  const toggle = async (rule: AutoLaunchRule, enabled: boolean) => {
    if (!sessionId || busy) return;
    setError(null);
    if (enabled) {
      setTurningOn(rule);
      return;
    }
    setBusy(rule.id);
    try {
      await autoLaunchApi.updateRule(sessionId, rule.id, { ...ruleBody(rule), enabled });
      await refresh();
    } catch (failure) {
      setError(failureText(failure, T.toggleFailed));
    }
    setBusy(null);
  };

  const remove = async (rule: AutoLaunchRule) => {
    if (!sessionId || busy) return;
    setBusy(rule.id);
    setError(null);
    try {
      await autoLaunchApi.deleteRule(sessionId, rule.id);
      await refresh();
    } catch (failure) {
      setError(failureText(failure, T.deleteFailed));
    }
    setDeleting(null);
    setBusy(null);
    // The header's switch leaves with the last rule.
    void controller.reload();
  };

  return (
    <section className="ds-group al-rules" aria-labelledby={titleId}>
      <div className="al-title-row">
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
        <ul className="ds-list al-list" aria-label={T.rulesTitle}>
          {rules.map((rule) =>
            editing?.kind === 'edit' && editing.rule.id === rule.id ? (
              <li key={rule.id}>
                <RuleForm rule={rule} onSaved={saved} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <RuleRow
                key={rule.id}
                rule={rule}
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
        <RuleForm onSaved={saved} onCancel={() => setEditing(null)} />
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
      {turningOn ? (
        <TurnOnDialog
          rule={turningOn}
          onDone={() => {
            setTurningOn(null);
            void refresh();
          }}
          onCancel={() => setTurningOn(null)}
        />
      ) : null}
    </section>
  );
}
