import type { AutoLaunchRule } from '@launchdeck/protocol';
import { useWallets } from '../wallets/index.ts';
import { actionSummary, limitsSummary, statsSummary, triggerSummary } from './format.ts';
import { AUTO_LAUNCH_TEXT as T } from './strings.ts';

type Props = {
  rule: AutoLaunchRule;
  /** Its change is being saved. */
  busy: boolean;
  /** A rule form is open: Edit and Delete wait. */
  locked: boolean;
  onToggle: (enabled: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * One rule: its name (DRY RUN when it sends nothing), its on/off switch, Edit and Delete, then
 * which posts fire it, what it launches, its limits and what it did in the last 24 hours.
 */
export function RuleRow({ rule, busy, locked, onToggle, onEdit, onDelete }: Props) {
  const wallets = useWallets();
  const lines: [string, string, string][] = [
    ['trigger', T.whenLabel, triggerSummary(rule)],
    ['action', T.launchLabel, actionSummary(rule, wallets)],
    ['limits', T.limitsLabel, limitsSummary(rule)],
    ['stats', T.statsLabel, statsSummary(rule.stats, rule.action.mode, rule.dryRun)],
  ];
  return (
    <li
      className={rule.enabled ? 'ds-card al-item' : 'ds-card al-item is-off'}
      data-rule-id={rule.id}
    >
      <div className="al-item-head">
        <div className="al-item-title">
          <span className="al-item-name">{rule.name}</span>
          {rule.dryRun ? (
            <span className="al-badge is-dry-run" title={T.dryRunBadgeLabel}>
              {T.dryRunBadge}
            </span>
          ) : (
            <span className="al-badge is-live">{T.liveBadge}</span>
          )}
        </div>
        <div className="al-item-buttons">
          <label className="switch al-switch">
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
      <dl className="al-item-lines">
        {lines.map(([key, label, text]) => (
          <div key={key} className="al-item-line" data-line={key}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
