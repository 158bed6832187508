import { Fragment, type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '../../modal/index.ts';

/** What the panel says, from the feature's strings. */
export type RuleListText = {
  rulesTitle: string;
  rulesHint: string;
  rulesLoading: string;
  rulesFailed: string;
  retryLoad: string;
  noRules: string;
  addRule: string;
  deleteRuleTitle: string;
  deleteRuleBody: (name: string) => string;
  deleteRule: string;
  toggleFailed: string;
  deleteFailed: string;
};

/** A rule as the list needs it. */
type ListedRule = { id: string; name: string; enabled: boolean };

/** What a row is handed: its rule's state and what its buttons do. */
export type RuleRowProps = {
  busy: boolean;
  locked: boolean;
  onToggle: (enabled: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
};

type Props<Rule extends ListedRule> = {
  /** The feature's class prefix (`alerts`, `al`): `{prefix}-rules`, `-title-row`, `-list`. */
  prefix: string;
  text: RuleListText;
  /** The rules query: loading, failed (Try again refreshes it) or its rules, oldest first. */
  list: { isPending: boolean; isError: boolean; isSuccess: boolean; rules: readonly Rule[] };
  /** Signed in: the list loads, and changes can be sent. */
  sessionId: string | null;
  refresh: () => Promise<unknown>;
  row: (rule: Rule, props: RuleRowProps) => ReactNode;
  /** The rule form: `rule` to edit, undefined for a new one. */
  form: (rule: Rule | undefined, done: { onSaved: () => void; onCancel: () => void }) => ReactNode;
  /** Saves the rule on or off; throws the failure. */
  setEnabled: (rule: Rule, enabled: boolean) => Promise<unknown>;
  /** Deletes the rule; throws the failure. */
  remove: (rule: Rule) => Promise<unknown>;
  /** A switch turned: true when the feature takes it from here (auto-launch asks for a code). */
  takeToggle?: (rule: Rule, enabled: boolean) => boolean;
  /** After a deletion, whether it went through or not. */
  onRemoved?: () => void;
  /** A failure in the feature's words. */
  failureText: (failure: unknown, fallback: string) => string;
  /** Shown after the list (the feature's own dialogs). */
  children?: ReactNode;
};

type Editing<Rule> = { kind: 'new' } | { kind: 'edit'; rule: Rule } | null;

/**
 * A trader's rules, as Alerts and Auto-launch list them: each row with its switch, Edit (the form
 * in its place) and Delete after a confirmation; Add rule opens the form under the list; one
 * change at a time, its failure said above the list.
 */
export function RuleListPanel<Rule extends ListedRule>({
  prefix,
  text: T,
  list,
  sessionId,
  refresh,
  row,
  form,
  setEnabled,
  remove,
  takeToggle,
  onRemoved,
  failureText,
  children,
}: Props<Rule>) {
  const titleId = useId();
  const [editing, setEditing] = useState<Editing<Rule>>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { rules } = list;

  const done = {
    onSaved: () => {
      setEditing(null);
      void refresh();
    },
    onCancel: () => setEditing(null),
  };

  const toggle = async (rule: Rule, enabled: boolean) => {
    if (!sessionId || busy) return;
    setError(null);
    if (takeToggle?.(rule, enabled)) return;
    setBusy(rule.id);
    try {
      await setEnabled(rule, enabled);
      await refresh();
    } catch (failure) {
      setError(failureText(failure, T.toggleFailed));
    }
    setBusy(null);
  };

  const removeRule = async (rule: Rule) => {
    if (!sessionId || busy) return;
    setBusy(rule.id);
    setError(null);
    try {
      await remove(rule);
      await refresh();
    } catch (failure) {
      setError(failureText(failure, T.deleteFailed));
    }
    setDeleting(null);
    setBusy(null);
    onRemoved?.();
  };

  return (
    <section className={`ds-group ${prefix}-rules`} aria-labelledby={titleId}>
      <div className={`${prefix}-title-row`}>
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
        <ul className={`ds-list ${prefix}-list`} aria-label={T.rulesTitle}>
          {rules.map((rule) =>
            editing?.kind === 'edit' && editing.rule.id === rule.id ? (
              <li key={rule.id}>{form(rule, done)}</li>
            ) : (
              <Fragment key={rule.id}>
                {row(rule, {
                  busy: busy === rule.id,
                  locked: editing !== null,
                  onToggle: (enabled) => void toggle(rule, enabled),
                  onEdit: () => setEditing({ kind: 'edit', rule }),
                  onDelete: () => setDeleting(rule),
                })}
              </Fragment>
            ),
          )}
        </ul>
      ) : null}
      {editing?.kind === 'new' ? form(undefined, done) : null}
      {deleting ? (
        <ConfirmDialog
          title={T.deleteRuleTitle}
          text={T.deleteRuleBody(deleting.name)}
          confirmLabel={T.deleteRule}
          busy={busy === deleting.id}
          onConfirm={() => void removeRule(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
      {children}
    </section>
  );
}
