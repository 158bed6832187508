import type { AutoLaunchRule } from '@launchdeck/protocol';
import { RuleButtons, type RuleRowProps } from '../settings-ui/index.ts';
import { useWallets } from '../wallets/index.ts';
import { actionSummary, limitsSummary, statsSummary, triggerSummary } from './format.ts';
import { AUTO_LAUNCH_TEXT as T } from './strings.ts';

type Props = RuleRowProps & { rule: AutoLaunchRule };

/**
 * One rule: its name (DRY RUN when it sends nothing), its on/off switch, Edit and Delete, then
 * which posts fire it, what it launches, its limits and what it did in the last 24 hours.
 */
export function RuleRow({ rule, ...buttons }: Props) {
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
        <RuleButtons prefix="al" text={T} rule={rule} {...buttons} />
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
