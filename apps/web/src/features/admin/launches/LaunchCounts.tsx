import {
  DEPLOY_MODES,
  LAUNCH_STATUSES,
  type LaunchCounts as LaunchCountsData,
} from '@launchdeck/protocol';
import { PLATFORM_NAMES, STATUS_NAMES } from '../../launches/index.ts';
import { ADMIN_LAUNCHES_TEXT } from './launches-text.ts';
import './launches-tab.css';

function CountGroup({ title, items }: { title: string; items: [string, string, number][] }) {
  return (
    <div className="admin-launch-counts-group">
      <h4>{title}</h4>
      <dl>
        {items.map(([key, label, count]) => (
          <div key={key} className={`admin-launch-count is-${key}`} data-count={key}>
            <dt>{label}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The last 24 hours' launches over every trader: the total, per platform and per status. */
export function LaunchCounts({ counts }: { counts: LaunchCountsData }) {
  return (
    <section className="admin-launch-counts" aria-label={ADMIN_LAUNCHES_TEXT.countsLabel}>
      <div className="admin-launch-total">
        <h3>{ADMIN_LAUNCHES_TEXT.last24h}</h3>
        <p>
          <span className="admin-launch-total-number">{counts.total}</span>{' '}
          {ADMIN_LAUNCHES_TEXT.total.toLowerCase()}
        </p>
      </div>
      <CountGroup
        title={ADMIN_LAUNCHES_TEXT.byPlatform}
        items={DEPLOY_MODES.map((mode) => [
          mode,
          PLATFORM_NAMES[mode],
          counts.byPlatform[mode] ?? 0,
        ])}
      />
      <CountGroup
        title={ADMIN_LAUNCHES_TEXT.byStatus}
        items={LAUNCH_STATUSES.map((status) => [
          status,
          STATUS_NAMES[status],
          counts.byStatus[status] ?? 0,
        ])}
      />
    </section>
  );
}
