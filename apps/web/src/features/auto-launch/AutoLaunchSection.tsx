import { AutoLaunchQueries } from './queries.tsx';
import { RulesPanel } from './RulesPanel.tsx';
import { StateLine } from './StateLine.tsx';
import { AUTO_LAUNCH_TEXT } from './strings.ts';
import './auto-launch.css';

type Props = {
  /** Opens Settings → Account (two-factor login), when the rules wait for it. */
  onOpenAccount?: () => void;
};

/**
 * The Settings dialog's Auto-launch category (issue 53): whether the trader's rules fire now (or
 * why not), then the rules, each with what it did in the last 24 hours.
 */
export function AutoLaunchSection({ onOpenAccount }: Props) {
  return (
    <AutoLaunchQueries>
      <div className="ds-category al-section">
        <p className="ds-hint al-intro">{AUTO_LAUNCH_TEXT.intro}</p>
        <StateLine onOpenAccount={onOpenAccount} />
        <RulesPanel />
      </div>
    </AutoLaunchQueries>
  );
}
