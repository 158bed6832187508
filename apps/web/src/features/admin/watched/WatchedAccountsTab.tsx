import type { AdminWatchedAccountsResponseBody } from '@launchdeck/protocol';
import { useState } from 'react';
import { ConfirmDialog } from '../../modal/index.ts';
import { ADMIN_KEYS, adminApi } from '../admin-api.ts';
import { useAdminAction, useAdminQuery } from '../admin-data.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { AdminLoad } from '../tab-parts/AdminLoad.tsx';
import { formatAdminTime } from '../tab-parts/admin-time.ts';
import { TabHeading } from '../tab-parts/TabHeading.tsx';
import { AddWatchedForm } from './AddWatchedForm.tsx';
import { platformName, sourceLine, WATCHED_TEXT } from './watched-text.ts';
import '../admin-panel.css';
import '../tab-parts/tab-parts.css';
import './watched.css';

const timeOf = (ms: number | null) =>
  ms === null ? null : formatAdminTime(new Date(ms).toISOString());

/**
 * Issue 50 Watched Accounts: the accounts the sources follow, each with its platform, its last
 * post in the feed and Remove (after a confirmation); each source's state above; a platform and a
 * handle to watch one more. The server's sentences come back as toasts.
 */
export function WatchedAccountsTab() {
  const query = useAdminQuery(
    ADMIN_KEYS.watched,
    adminApi.watchedAccounts,
    ADMIN_FAILED.loadWatched,
  );
  const add = useAdminAction(adminApi.watchAccount, {
    failure: ADMIN_FAILED.addWatched,
    invalidates: [ADMIN_KEYS.watched],
  });
  const remove = useAdminAction(adminApi.unwatchAccount, {
    failure: ADMIN_FAILED.removeWatched,
    invalidates: [ADMIN_KEYS.watched],
  });
  const [removing, setRemoving] = useState<string | null>(null);
  const accounts = query.data?.accounts;
  return (
    <section className="admin-watched">
      <TabHeading
        title={WATCHED_TEXT.title}
        count={accounts && WATCHED_TEXT.count(accounts.length)}
        onRefresh={query.refetch}
        refreshing={query.refreshing}
      />
      <p className="admin-watched-note">{WATCHED_TEXT.note}</p>
      <AddWatchedForm onAdd={add.runAsync} busy={add.busy} />
      <AdminLoad query={query}>
        {(data) => <WatchedList data={data} onRemove={setRemoving} />}
      </AdminLoad>
      {removing && (
        <ConfirmDialog
          title={WATCHED_TEXT.confirmTitle}
          text={WATCHED_TEXT.confirmText(removing)}
          confirmLabel={WATCHED_TEXT.confirm}
          busy={remove.busy}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove.runAsync(removing).then(() => setRemoving(null))}
        />
      )}
    </section>
  );
}

function WatchedList({
  data,
  onRemove,
}: {
  data: AdminWatchedAccountsResponseBody;
  onRemove: (handle: string) => void;
}) {
  return (
    <>
      <h3 className="admin-watched-subtitle">{WATCHED_TEXT.sourcesLabel}</h3>
      <ul className="admin-watched-sources" aria-label={WATCHED_TEXT.sourcesLabel}>
        {data.sources.map((source) => (
          <li key={source.platform} className={`admin-watched-source is-${source.state}`}>
            {sourceLine(source, timeOf(source.lastPostAt))}
          </li>
        ))}
      </ul>
      {data.accounts.length === 0 ? (
        <p className="admin-empty">{WATCHED_TEXT.empty}</p>
      ) : (
        <>
          <h3 className="admin-watched-subtitle">{WATCHED_TEXT.listLabel}</h3>
          <ul className="admin-watched-list" aria-label={WATCHED_TEXT.listLabel}>
            {data.accounts.map((account) => {
              const last = timeOf(account.lastPostAt);
              return (
                <li key={`${account.platform}:${account.handle}`} className="admin-watched-entry">
                  <span className="admin-badge">{platformName(account.platform)}</span>
                  <span className="admin-watched-who">
                    <span className="admin-watched-handle">@{account.handle}</span>
                    {account.name ? (
                      <span className="admin-watched-name">{account.name}</span>
                    ) : null}
                    <span className="admin-watched-last">
                      {last ? WATCHED_TEXT.lastPost(last) : WATCHED_TEXT.never}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={WATCHED_TEXT.removeLabel(account.handle)}
                    onClick={() => onRemove(account.handle)}
                  >
                    {WATCHED_TEXT.remove}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}
