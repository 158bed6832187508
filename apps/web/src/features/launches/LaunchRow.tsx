import type { LaunchRecord } from '@launchdeck/protocol';
import { LaunchAddresses } from './LaunchAddresses.tsx';
import { LAUNCHES_TEXT, PLATFORM_NAMES } from './launches-text.ts';
import { SourcePost } from './SourcePost.tsx';
import { StageTimeline } from './StageTimeline.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { launchSourceText } from './source-post.ts';
import './launch-list.css';
import './launch-row.css';

const TIME = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A launch as a row lists it; the admin's list adds the trader. */
export type ListedLaunch = LaunchRecord & { username?: string };

export type LaunchRowProps = {
  launch: ListedLaunch;
  expanded: boolean;
  onToggle: () => void;
  /** The trader's own list: 'Launch again' opens the deploy form filled as this launch was. */
  onLaunchAgain?: (launch: LaunchRecord) => void;
  /** The admin's list: the trader's name after the time. */
  showTrader?: boolean;
  /** How the time reads; the trader's own clock and words unless given (the admin page's UTC). */
  formatTime?: (epochMs: number) => string;
};

/**
 * One launch (issue 32): time, platform, name and ticker, status, addresses, the post it came from
 * and its actions; a failed launch says why under it, and the stage timeline opens below on expand.
 */
export function LaunchRow({
  launch,
  expanded,
  onToggle,
  onLaunchAgain,
  showTrader,
  formatTime = (epochMs) => TIME.format(epochMs),
}: LaunchRowProps) {
  const stagesId = `launch-stages-${launch.id}`;
  return (
    <article
      className={expanded ? 'launch-row is-expanded' : 'launch-row'}
      data-testid="launch-row"
      data-launch-id={launch.id}
      data-status={launch.status}
      aria-label={`${launch.name} $${launch.ticker}`}
    >
      <div className="launch-cells">
        <time className="launch-time" dateTime={new Date(launch.createdAt).toISOString()}>
          {formatTime(launch.createdAt)}
        </time>
        {showTrader ? <span className="launch-trader">{launch.username}</span> : null}
        <span className={`launch-platform is-${launch.mode}`}>{PLATFORM_NAMES[launch.mode]}</span>
        <span className="launch-token">
          <span className="launch-name">{launch.name}</span>
          <span className="launch-ticker">${launch.ticker}</span>
          {launch.simulated ? <span className="launch-tag">{LAUNCHES_TEXT.simulated}</span> : null}
          {launch.multiDeploy && launch.addresses.length > 1 ? (
            <span className="launch-tag">{LAUNCHES_TEXT.multiDeploy(launch.addresses.length)}</span>
          ) : null}
        </span>
        <StatusBadge status={launch.status} />
        <LaunchAddresses
          addresses={launch.addresses}
          mode={launch.mode}
          simulated={launch.simulated}
        />
        {showTrader ? (
          <span className="launch-muted" title={launch.sourcePost?.text}>
            {launchSourceText(launch)}
          </span>
        ) : (
          <SourcePost
            source={launch.sourcePost}
            trigger={launch.trigger}
            launchedAt={launch.createdAt}
          />
        )}
        <span className="launch-actions">
          <button
            type="button"
            className="launch-expand"
            aria-expanded={expanded}
            aria-controls={expanded ? stagesId : undefined}
            aria-label={LAUNCHES_TEXT.showStages(launch.name)}
            onClick={onToggle}
          >
            {LAUNCHES_TEXT.stagesTitle}
            <span className="launch-expand-mark" aria-hidden="true" />
          </button>
          {onLaunchAgain ? (
            <button
              type="button"
              className="btn btn-secondary launch-again"
              aria-label={LAUNCHES_TEXT.launchAgainLabel(launch.name)}
              onClick={() => onLaunchAgain(launch)}
            >
              {LAUNCHES_TEXT.launchAgain}
            </button>
          ) : null}
        </span>
      </div>
      {launch.status === 'failed' && launch.error ? (
        <p className="launch-error">{launch.error}</p>
      ) : null}
      {expanded ? (
        <StageTimeline
          stages={launch.stages}
          id={stagesId}
          fromPost={launch.trigger?.kind === 'rule' || launch.stages.matched !== undefined}
        />
      ) : null}
    </article>
  );
}
