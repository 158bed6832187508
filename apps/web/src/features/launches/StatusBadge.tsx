import type { LaunchStatus } from '@launchdeck/protocol';
import { STATUS_NAMES } from './launches-text.ts';
import './launch-list.css';

/**
 * A launch's status in its colour: waiting grey, sent amber, confirmed green, failed red, a dry run
 * (issue 53) outlined, nothing having been sent.
 */
export function StatusBadge({ status }: { status: LaunchStatus }) {
  return (
    <span className={`launch-status is-${status}`} data-status={status}>
      <span className="launch-status-dot" aria-hidden="true" />
      {STATUS_NAMES[status]}
    </span>
  );
}
