import { useMemo, useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api.ts';
import { useAdminQuery } from '../admin-data.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { AdminLoad } from '../tab-parts/AdminLoad.tsx';
import { matchesSearch } from '../tab-parts/matches-search.ts';
import { type RowCount, RowCountSelect } from '../tab-parts/RowCountSelect.tsx';
import { SearchToolbar } from '../tab-parts/SearchToolbar.tsx';
import { TabHeading } from '../tab-parts/TabHeading.tsx';
import { TAB_PARTS_TEXT } from '../tab-parts/tab-parts-text.ts';
import { VirtualRows } from '../VirtualRows.tsx';
import { AUDIT_COLUMNS, auditCells, auditSearchFields } from './audit-cells.tsx';
import { AUDIT_TEXT } from './audit-text.ts';
import '../tab-parts/tab-parts.css';

/**
 * Ours (issue 16): every admin action — when, which admin, what, on whom, and the change —
 * newest first, searchable and virtualized. Read afresh each time the tab opens; Refresh too.
 */
export function AuditLogTab() {
  const [limit, setLimit] = useState<RowCount>(200);
  const query = useAdminQuery(
    [...ADMIN_KEYS.audit, limit],
    (session) => adminApi.auditLog(session, limit),
    ADMIN_FAILED.loadAudit,
  );
  const [search, setSearch] = useState('');
  const entries = query.data?.entries;
  const shown = useMemo(
    () => entries?.filter((entry) => matchesSearch(auditSearchFields(entry), search)) ?? [],
    [entries, search],
  );

  return (
    <section className="admin-audit">
      <TabHeading
        title={AUDIT_TEXT.title}
        count={entries && AUDIT_TEXT.count(entries.length)}
        onRefresh={query.refetch}
        refreshing={query.refreshing}
      />
      <p className="admin-audit-note">{AUDIT_TEXT.note}</p>
      <SearchToolbar
        label={AUDIT_TEXT.search}
        placeholder={AUDIT_TEXT.searchPlaceholder}
        search={search}
        onSearch={setSearch}
        shown={shown.length}
        total={entries?.length ?? 0}
      >
        <RowCountSelect label={AUDIT_TEXT.entries} value={limit} onChange={setLimit} />
      </SearchToolbar>
      <AdminLoad query={query}>
        {({ entries: all }) => (
          <VirtualRows
            label={AUDIT_TEXT.tableLabel}
            columns={AUDIT_COLUMNS}
            rows={shown}
            rowKey={(entry) => String(entry.id)}
            rowHeight={36}
            height={520}
            renderRow={auditCells}
            empty={all.length === 0 ? AUDIT_TEXT.empty : TAB_PARTS_TEXT.noMatch}
          />
        )}
      </AdminLoad>
    </section>
  );
}
