/** What the row's buttons say, from the feature's strings. */
export type RuleButtonsText = {
  on: string;
  off: string;
  editRule: string;
  deleteRule: string;
  enabledLabel: (name: string) => string;
  editRuleLabel: (name: string) => string;
  deleteRuleLabel: (name: string) => string;
};

type Props = {
  /** The feature's class prefix (`alerts`, `al`): `{prefix}-item-buttons`, `{prefix}-switch`. */
  prefix: string;
  text: RuleButtonsText;
  rule: { name: string; enabled: boolean };
  /** Its change is being saved. */
  busy: boolean;
  /** A rule form is open: Edit and Delete wait. */
  locked: boolean;
  onToggle: (enabled: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * A rule row's on/off switch, Edit and Delete, as alert rules and auto-launch rules show them: the
 * switch waits while the rule's change is saved, Edit and Delete also while a rule form is open.
 */
export function RuleButtons({
  prefix,
  text,
  rule,
  busy,
  locked,
  onToggle,
  onEdit,
  onDelete,
}: Props) {
  return (
    <div className={`${prefix}-item-buttons`}>
      <label className={`switch ${prefix}-switch`}>
        <input
          type="checkbox"
          role="switch"
          checked={rule.enabled}
          aria-checked={rule.enabled}
          aria-label={text.enabledLabel(rule.name)}
          disabled={busy}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <span className="switch-track" aria-hidden="true" />
        <span aria-hidden="true">{rule.enabled ? text.on : text.off}</span>
      </label>
      <button
        type="button"
        className="btn btn-secondary ds-small"
        aria-label={text.editRuleLabel(rule.name)}
        disabled={busy || locked}
        onClick={onEdit}
      >
        {text.editRule}
      </button>
      <button
        type="button"
        className="btn btn-secondary ds-small"
        aria-label={text.deleteRuleLabel(rule.name)}
        disabled={busy || locked}
        onClick={onDelete}
      >
        {text.deleteRule}
      </button>
    </div>
  );
}
