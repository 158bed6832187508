import {
  DEPLOY_MODES,
  type DeployMode,
  LAUNCH_STATUSES,
  type LaunchStatus,
} from '@launchdeck/protocol';
import { useId } from 'react';
import { LAUNCHES_TEXT, PLATFORM_NAMES, STATUS_NAMES } from './launches-text.ts';
import type { LaunchFilter } from './merge.ts';
import './launches-page.css';

const isMode = (value: string): value is DeployMode =>
  (DEPLOY_MODES as readonly string[]).includes(value);
const isStatus = (value: string): value is LaunchStatus =>
  (LAUNCH_STATUSES as readonly string[]).includes(value);

/** The list's two filters, platform and status; 'all' when none is picked. */
export function LaunchFilters({
  filter,
  onChange,
}: {
  filter: LaunchFilter;
  onChange: (filter: LaunchFilter) => void;
}) {
  const platformId = useId();
  const statusId = useId();
  return (
    <div className="launch-filters">
      <label className="launch-filter" htmlFor={platformId}>
        <span>{LAUNCHES_TEXT.platformFilter}</span>
        <select
          id={platformId}
          value={filter.mode ?? ''}
          onChange={(event) => {
            const { value } = event.target;
            onChange({ ...filter, mode: isMode(value) ? value : undefined });
          }}
        >
          <option value="">{LAUNCHES_TEXT.allPlatforms}</option>
          {DEPLOY_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {PLATFORM_NAMES[mode]}
            </option>
          ))}
        </select>
      </label>
      <label className="launch-filter" htmlFor={statusId}>
        <span>{LAUNCHES_TEXT.statusFilter}</span>
        <select
          id={statusId}
          value={filter.status ?? ''}
          onChange={(event) => {
            const { value } = event.target;
            onChange({ ...filter, status: isStatus(value) ? value : undefined });
          }}
        >
          <option value="">{LAUNCHES_TEXT.allStatuses}</option>
          {LAUNCH_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_NAMES[status]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
