import type { ChatModeEntry } from '@launchdeck/protocol';
import { useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api.ts';
import { useAdminQuery } from '../admin-data.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { AdminLoad } from '../tab-parts/AdminLoad.tsx';
import { matchesSearch } from '../tab-parts/matches-search.ts';
import { SearchToolbar } from '../tab-parts/SearchToolbar.tsx';
import { TabHeading } from '../tab-parts/TabHeading.tsx';
import { TAB_PARTS_TEXT } from '../tab-parts/tab-parts-text.ts';
import { type VirtualColumn, VirtualRows } from '../VirtualRows.tsx';
import { ActiveModes } from './ActiveModes.tsx';
import { ChatModeBadge } from './ChatModeBadge.tsx';
import { CHAT_MODES_TEXT } from './chat-modes-text.ts';
import '../tab-parts/tab-parts.css';

const { columns } = CHAT_MODES_TEXT;
const COLUMNS: readonly VirtualColumn[] = [
  { id: 'username', label: columns.username, width: 'minmax(0, 2fr)' },
  { id: 'mode', label: columns.mode, width: '90px' },
  { id: 'group', label: columns.group, width: 'minmax(0, 1fr)' },
  { id: 'changed', label: columns.changed, width: '190px' },
];

const cells = (entry: ChatModeEntry) => [
  entry.username,
  <ChatModeBadge key="mode" mode={entry.chatMode} />,
  entry.currentGroup ?? CHAT_MODES_TEXT.noGroup,
  entry.readableTime,
];

/**
 * DA §2 / §3 Chat Modes: who is connected now and in which mode, then every user's stored mode,
 * group and when it last changed, searchable. Modes change as people chat, so Refresh reads them
 * again.
 */
export function ChatModesTab() {
  const query = useAdminQuery(ADMIN_KEYS.chatModes, adminApi.chatModes, ADMIN_FAILED.loadChatModes);
  const [search, setSearch] = useState('');

  return (
    <section className="admin-modes">
      <TabHeading
        title={CHAT_MODES_TEXT.title}
        count={query.data && CHAT_MODES_TEXT.count(query.data.chatModes.length)}
        onRefresh={query.refetch}
        refreshing={query.refreshing}
      />
      <AdminLoad query={query}>
        {({ chatModes, activeModes }) => {
          const shown = chatModes.filter((entry) =>
            matchesSearch([entry.username, entry.currentGroup], search),
          );
          return (
            <>
              <ActiveModes active={activeModes} />
              <SearchToolbar
                label={CHAT_MODES_TEXT.search}
                placeholder={CHAT_MODES_TEXT.searchPlaceholder}
                search={search}
                onSearch={setSearch}
                shown={shown.length}
                total={chatModes.length}
              />
              <VirtualRows
                label={CHAT_MODES_TEXT.tableLabel}
                columns={COLUMNS}
                rows={shown}
                rowKey={(entry) => entry.username}
                rowHeight={40}
                height={420}
                renderRow={cells}
                empty={chatModes.length === 0 ? CHAT_MODES_TEXT.empty : TAB_PARTS_TEXT.noMatch}
              />
            </>
          );
        }}
      </AdminLoad>
    </section>
  );
}
