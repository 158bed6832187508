import type { LoginFormat } from '@launchdeck/protocol';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../modal/index.ts';
import { AdminTabList } from '../AdminTabList.tsx';
import { ADMIN_KEYS, adminApi } from '../admin-api.ts';
import { useAdminQuery } from '../admin-data.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { AdminLoad } from '../tab-parts/AdminLoad.tsx';
import { SearchField } from '../tab-parts/SearchField.tsx';
import { TabHeading } from '../tab-parts/TabHeading.tsx';
import { TAB_PARTS_TEXT } from '../tab-parts/tab-parts-text.ts';
import { AddUserForm } from './AddUserForm.tsx';
import { AutoLaunchAdminSwitch } from './AutoLaunchAdminSwitch.tsx';
import { RequireTwoFactorSwitch } from './RequireTwoFactorSwitch.tsx';
import { SetDiscordIdModal } from './SetDiscordIdModal.tsx';
import { UserTable } from './UserTable.tsx';
import { countByFormat, type UserRow, userRowsOf, usersShown } from './user-list.ts';
import { USERS_TEXT } from './users-text.ts';
import { useUserActions } from './useUserActions.ts';
import { useUserEdit } from './useUserEdit.ts';
import '../tab-parts/admin-controls.css';
import './users.css';

const FORMATS: readonly LoginFormat[] = ['enhanced', 'legacy'];

/**
 * DA §2 User Management: sub-tabs Enhanced Logins and Legacy Logins, a search by username or
 * Discord id, Add User, and per login its switches, inline edit, Set Discord ID and Delete; above
 * them (ours, issue 34) the site-wide 'Require two-factor for everyone' and (issue 53)
 * 'Auto-launch for everyone'.
 */
export function UsersTab() {
  const query = useAdminQuery(ADMIN_KEYS.users, adminApi.userStatus, ADMIN_FAILED.loadUsers);
  const rows = useMemo(() => (query.data ? userRowsOf(query.data) : []), [query.data]);
  const [format, setFormat] = useState<LoginFormat>('enhanced');
  const [search, setSearch] = useState('');
  const [discordFor, setDiscordFor] = useState<UserRow | null>(null);
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const actions = useUserActions();
  const edit = useUserEdit(actions.update);

  const counts = countByFormat(rows);
  const shown = usersShown(rows, format, search);
  const subTabs = FORMATS.map((id) => ({ id, label: `${USERS_TEXT[id]} (${counts[id]})` }));
  const formatLabel = USERS_TEXT[format];

  return (
    <div className="admin-users">
      <TabHeading
        title={USERS_TEXT.title}
        count={query.data ? USERS_TEXT.count(rows.length) : undefined}
        onRefresh={query.refetch}
        refreshing={query.refreshing}
      />
      <div className="admin-site-switches">
        <RequireTwoFactorSwitch />
        <AutoLaunchAdminSwitch />
      </div>
      <AdminTabList
        label={USERS_TEXT.subTabs}
        idPrefix="admin-users"
        tabs={subTabs}
        active={format}
        onSelect={setFormat}
      />
      <div
        role="tabpanel"
        id={`admin-users-panel-${format}`}
        aria-labelledby={`admin-users-tab-${format}`}
        className="admin-users-panel"
      >
        <AddUserForm key={format} format={format} add={actions.add} />
        <div className="admin-toolbar">
          <SearchField
            label={USERS_TEXT.search}
            placeholder={USERS_TEXT.searchPlaceholder}
            value={search}
            onChange={setSearch}
          />
          {search.trim() && (
            <span className="admin-count">
              {TAB_PARTS_TEXT.shownOf(shown.length, counts[format])}
            </span>
          )}
        </div>
        <AdminLoad query={query}>
          {() => (
            <UserTable
              label={formatLabel}
              rows={shown}
              empty={search.trim() ? TAB_PARTS_TEXT.noMatch : USERS_TEXT.noUsers}
              edit={edit}
              handlers={{
                actions,
                onEdit: edit.start,
                onSetDiscord: setDiscordFor,
                onDelete: setDeleting,
              }}
            />
          )}
        </AdminLoad>
      </div>
      {discordFor && (
        <SetDiscordIdModal
          username={discordFor.username}
          current={discordFor.discordUserId}
          setDiscord={actions.setDiscord}
          onClose={() => setDiscordFor(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={USERS_TEXT.deleteTitle}
          text={USERS_TEXT.deleteText(deleting.username)}
          confirmLabel={USERS_TEXT.remove}
          busy={actions.remove.busy}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            const { username } = deleting;
            await actions.remove.runAsync({ username });
            setDeleting(null);
            if (edit.draft?.row.username === username) edit.cancel();
          }}
        />
      )}
    </div>
  );
}
