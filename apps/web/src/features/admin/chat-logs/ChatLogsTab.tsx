import type { ChatLogEntry, ChatLogType } from '@launchdeck/protocol';
import { useMemo, useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api.ts';
import { useAdminQuery } from '../admin-data.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { AdminLoad } from '../tab-parts/AdminLoad.tsx';
import { type RowCount, RowCountSelect } from '../tab-parts/RowCountSelect.tsx';
import { SearchToolbar } from '../tab-parts/SearchToolbar.tsx';
import { TabHeading } from '../tab-parts/TabHeading.tsx';
import { TAB_PARTS_TEXT } from '../tab-parts/tab-parts-text.ts';
import { VirtualRows } from '../VirtualRows.tsx';
import { ChatLogTypeSelect } from './ChatLogTypeSelect.tsx';
import { CHAT_LOG_COLUMNS, chatLogCells } from './chat-log-cells.tsx';
import { filterChatLog } from './chat-log-filter.ts';
import { CHAT_LOGS_TEXT } from './chat-logs-text.ts';
import '../tab-parts/tab-parts.css';

/** Lines carry no id, and one user may say the same thing twice in a second: key by position. */
type KeyedLine = ChatLogEntry & { key: string };

/**
 * DA §2 Chat Logs: the newest 200 lines (or 1,000, 5,000), newest first, narrowed by a search of
 * username or text and by type; virtualized so 5,000 scroll smoothly. Refresh reads them again.
 */
export function ChatLogsTab() {
  const [lines, setLines] = useState<RowCount>(200);
  const query = useAdminQuery(
    [...ADMIN_KEYS.chatLog, lines],
    (session) => adminApi.chatLog(session, lines),
    ADMIN_FAILED.loadChatLogs,
  );
  const [search, setSearch] = useState('');
  const [type, setType] = useState<ChatLogType | 'all'>('all');
  const keyed = useMemo(
    () => query.data?.logs.map((line, index): KeyedLine => ({ ...line, key: String(index) })) ?? [],
    [query.data],
  );
  const shown = useMemo(() => filterChatLog(keyed, { search, type }), [keyed, search, type]);

  return (
    <section className="admin-logs">
      <TabHeading
        title={CHAT_LOGS_TEXT.title}
        count={query.data && CHAT_LOGS_TEXT.count(keyed.length)}
        onRefresh={query.refetch}
        refreshing={query.refreshing}
      />
      <SearchToolbar
        label={CHAT_LOGS_TEXT.search}
        placeholder={CHAT_LOGS_TEXT.searchPlaceholder}
        search={search}
        onSearch={setSearch}
        shown={shown.length}
        total={keyed.length}
      >
        <ChatLogTypeSelect value={type} onChange={setType} />
        <RowCountSelect label={CHAT_LOGS_TEXT.lines} value={lines} onChange={setLines} />
      </SearchToolbar>
      <AdminLoad query={query}>
        {() => (
          <VirtualRows
            label={CHAT_LOGS_TEXT.tableLabel}
            columns={CHAT_LOG_COLUMNS}
            rows={shown}
            rowKey={(line) => line.key}
            rowHeight={36}
            height={520}
            renderRow={chatLogCells}
            empty={keyed.length === 0 ? CHAT_LOGS_TEXT.empty : TAB_PARTS_TEXT.noMatch}
          />
        )}
      </AdminLoad>
    </section>
  );
}
