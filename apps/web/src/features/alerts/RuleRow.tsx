import type { AlertChannel, AlertRule } from '@launchdeck/protocol';
import { RuleButtons, type RuleRowProps } from '../settings-ui/index.ts';
import { ruleSummary } from './format.ts';
import { ALERTS_TEXT as T } from './strings.ts';

type Props = RuleRowProps & { rule: AlertRule; channels: readonly AlertChannel[] };

/** One rule: its name, what it sends in one line, its on/off switch, Edit and Delete. */
export function RuleRow({ rule, channels, ...buttons }: Props) {
  return (
    <li className={rule.enabled ? 'ds-card alerts-item' : 'ds-card alerts-item is-off'}>
      <div className="alerts-item-head">
        <div className="alerts-item-main">
          <span className="alerts-item-name">{rule.name}</span>
          <span className="alerts-rule-summary">{ruleSummary(rule, channels)}</span>
        </div>
        <RuleButtons prefix="alerts" text={T} rule={rule} {...buttons} />
      </div>
    </li>
  );
}
