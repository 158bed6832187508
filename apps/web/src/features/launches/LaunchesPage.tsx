// The My Launches stylesheets in their cascade order (order matters): each component imports its
// own; importing them here first, before any component, keeps them in this order.
import './launches-page.css';
import './launch-list.css';
import './launch-addresses.css';
import './source-post.css';
import './launch-row.css';
import './stage-timeline.css';
import { useCallback, useState } from 'react';
import { AppLink } from '../../lib/AppLink.tsx';
import { useDeployController } from '../deploy/index.ts';
import { LaunchFilters } from './LaunchFilters.tsx';
import { LaunchList } from './LaunchList.tsx';
import { prefillOf } from './launch-again.ts';
import { LAUNCHES_TEXT } from './launches-text.ts';
import type { LaunchFilter } from './merge.ts';
import { LaunchesQueries, useLaunchList } from './queries.tsx';

function LaunchesContent({ backTo }: { backTo: string }) {
  const [filter, setFilter] = useState<LaunchFilter>({});
  const list = useLaunchList(filter);
  const deploy = useDeployController();
  const { loadMore } = list;
  const onLoadMore = useCallback(() => loadMore(), [loadMore]);
  const filtered = filter.mode !== undefined || filter.status !== undefined;

  return (
    <section className="launches-page" aria-labelledby="launches-title">
      <header className="launches-head">
        <div>
          <h1 id="launches-title" className="launches-title">
            {LAUNCHES_TEXT.title}
          </h1>
          <p className="launches-intro">{LAUNCHES_TEXT.intro}</p>
        </div>
        <LaunchFilters filter={filter} onChange={setFilter} />
        <AppLink to={backTo} className="launches-back">
          {LAUNCHES_TEXT.backToFeed}
        </AppLink>
      </header>
      {list.error ? (
        <div className="launches-error" role="alert">
          <span>{list.error}</span>
          <button type="button" className="btn btn-secondary" onClick={list.retry}>
            {LAUNCHES_TEXT.retry}
          </button>
        </div>
      ) : null}
      {list.loaded ? (
        <LaunchList
          label={LAUNCHES_TEXT.listLabel}
          rows={list.rows}
          hasMore={list.hasMore && !list.error}
          loadingMore={list.loadingMore}
          onLoadMore={onLoadMore}
          empty={filtered ? LAUNCHES_TEXT.emptyFiltered : LAUNCHES_TEXT.empty}
          onLaunchAgain={(launch) => deploy.launchAgain(prefillOf(launch), launch.mode)}
        />
      ) : list.loading && !list.error ? (
        <p className="launches-loading" role="status">
          {LAUNCHES_TEXT.loading}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Issue 32, My Launches: every launch of the trader, newest first, live; filters by platform and
 * status, the stages on expand, the post it came from, and 'Launch again'. `backTo` is the view
 * it was opened from (the main screen or the feed pop-out).
 */
export function LaunchesPage({ backTo }: { backTo: string }) {
  return (
    <LaunchesQueries>
      <LaunchesContent backTo={backTo} />
    </LaunchesQueries>
  );
}
