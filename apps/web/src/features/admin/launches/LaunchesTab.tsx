import { useState } from 'react';
import { type LaunchFilter, LaunchFilters, LaunchList } from '../../launches/index.ts';
import { ADMIN_KEYS, adminApi } from '../admin-api.ts';
import { useAdminPages } from '../admin-data.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { AdminLoad } from '../tab-parts/AdminLoad.tsx';
import { formatAdminTime } from '../tab-parts/admin-time.ts';
import { TabHeading } from '../tab-parts/TabHeading.tsx';
import { LaunchCounts } from './LaunchCounts.tsx';
import { ADMIN_LAUNCHES_TEXT } from './launches-text.ts';
import '../tab-parts/admin-controls.css';
import './launches-tab.css';

/**
 * Issue 32: every trader's launches, newest first, with the trader, the same columns as My
 * Launches, filters by platform and status, and the last 24 hours' counts; older pages are read
 * as the list scrolls.
 */
export function LaunchesTab() {
  const [filter, setFilter] = useState<LaunchFilter>({});
  const query = useAdminPages(
    [...ADMIN_KEYS.launches, filter.mode ?? 'all', filter.status ?? 'all'],
    (session, before) =>
      adminApi.launches(session, { before, mode: filter.mode, status: filter.status }),
    ADMIN_FAILED.loadLaunches,
  );
  const rows = query.pages?.flatMap((page) => page.launches);
  const counts = query.pages?.[0]?.last24h;
  const filtered = filter.mode !== undefined || filter.status !== undefined;

  return (
    <div className="admin-launches">
      <TabHeading
        title={ADMIN_LAUNCHES_TEXT.title}
        count={rows && ADMIN_LAUNCHES_TEXT.count(rows.length, query.hasMore)}
        onRefresh={query.refetch}
        refreshing={query.refreshing}
      />
      {counts ? <LaunchCounts counts={counts} /> : null}
      <div className="admin-toolbar">
        <LaunchFilters filter={filter} onChange={setFilter} />
      </div>
      <AdminLoad query={{ ...query, data: rows }}>
        {(launches) => (
          <LaunchList
            label={ADMIN_LAUNCHES_TEXT.listLabel}
            rows={launches}
            hasMore={query.hasMore && !query.error}
            loadingMore={query.loadingMore}
            onLoadMore={query.loadMore}
            empty={filtered ? ADMIN_LAUNCHES_TEXT.noMatch : ADMIN_LAUNCHES_TEXT.none}
            showTrader
            formatTime={(epochMs) => formatAdminTime(new Date(epochMs).toISOString())}
          />
        )}
      </AdminLoad>
    </div>
  );
}
