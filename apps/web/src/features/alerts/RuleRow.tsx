import type { AlertChannel, AlertRule } from '@launchdeck/protocol';
import { ruleSummary } from './format.ts';
import { ALERTS_TEXT as T } from './strings.ts';

type Props = {
  rule: AlertRule;
  channels: readonly AlertChannel[];
  /** Its change is being saved. */
  busy: boolean;
  /** A rule form is open: Edit and Delete wait. */
  locked: boolean;
  onToggle: (enabled: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One rule: its name, what it sends in one line, its on/off switch, Edit and Delete. */
export function RuleRow({ rule, channels, busy, locked, onToggle, onEdit, onDelete }: Props) {
  return (
    <li className={rule.enabled ? 'ds-card alerts-item' : 'ds-card alerts-item is-off'}>
      <div className="alerts-item-head">
        <div className="alerts-item-main">
          <span className="alerts-item-name">{rule.name}</span>
          <span className="alerts-rule-summary">{ruleSummary(rule, channels)}</span>
        </div>
        <div className="alerts-item-buttons">
          <label className="switch alerts-switch">
            <input
              type="checkbox"
              role="switch"
              checked={rule.enabled}
              aria-checked={rule.enabled}
              aria-label={T.enabledLabel(rule.name)}
              disabled={busy}
              onChange={(event) => onToggle(event.target.checked)}
            />
            <span className="switch-track" aria-hidden="true" />
            <span aria-hidden="true">{rule.enabled ? T.on : T.off}</span>
          </label>
          <button
            type="button"
            className="btn btn-secondary ds-small"
            aria-label={T.editRuleLabel(rule.name)}
            disabled={busy || locked}
            onClick={onEdit}
          >
            {T.editRule}
          </button>
          <button
            type="button"
            className="btn btn-secondary ds-small"
            aria-label={T.deleteRuleLabel(rule.name)}
            disabled={busy || locked}
            onClick={onDelete}
          >
            {T.deleteRule}
          </button>
        </div>
      </div>
    </li>
  );
}
