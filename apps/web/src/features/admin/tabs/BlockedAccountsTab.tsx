import { BlockAccountRequestBody, POST_LIMITS } from '@launchdeck/protocol';
import { useState } from 'react';
import { ConfirmDialog } from '../../modal/index.ts';
import { ADMIN_KEYS, adminApi } from '../admin-api.ts';
import { useAdminAction, useAdminQuery } from '../admin-data.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { BLOCKED_TEXT } from '../blocked/blocked-text.ts';
import { AdminLoad } from '../tab-parts/AdminLoad.tsx';
import { NameEntryForm } from '../tab-parts/NameEntryForm.tsx';
import { checkBody } from '../tab-parts/schema-check.ts';
import { TabHeading } from '../tab-parts/TabHeading.tsx';

const checkHandle = (text: string) => {
  const checked = checkBody(BlockAccountRequestBody, { handle: text });
  return 'error' in checked ? checked : { value: checked.value.handle };
};

/**
 * DA §2 Blocked Accounts: the handles whose posts the feed drops, an input to block one more
 * ('@' and capitals dropped, 'Handle is required' before sending), and Remove after a
 * confirmation. The server's sentences come back as toasts.
 */
export function BlockedAccountsTab() {
  const query = useAdminQuery(
    ADMIN_KEYS.blocked,
    adminApi.blockedAccounts,
    ADMIN_FAILED.loadBlocked,
  );
  const block = useAdminAction(adminApi.blockAccount, {
    failure: ADMIN_FAILED.addBlocked,
    invalidates: [ADMIN_KEYS.blocked],
  });
  const [unblocking, setUnblocking] = useState<string | null>(null);
  const unblock = useAdminAction(adminApi.unblockAccount, {
    failure: ADMIN_FAILED.removeBlocked,
    invalidates: [ADMIN_KEYS.blocked],
  });

  const handles = query.data?.blockedAccounts;
  return (
    <section className="admin-blocked">
      <TabHeading
        title={BLOCKED_TEXT.title}
        count={handles && BLOCKED_TEXT.count(handles.length)}
      />
      <p className="admin-blocked-note">{BLOCKED_TEXT.note}</p>
      <NameEntryForm
        label={BLOCKED_TEXT.inputLabel}
        placeholder={BLOCKED_TEXT.placeholder}
        submitLabel={BLOCKED_TEXT.add}
        maxLength={POST_LIMITS.handleMax + 1}
        check={checkHandle}
        onAdd={block.runAsync}
        busy={block.busy}
      />
      <AdminLoad query={query}>
        {({ blockedAccounts }) =>
          blockedAccounts.length === 0 ? (
            <p className="admin-empty">{BLOCKED_TEXT.empty}</p>
          ) : (
            <ul className="admin-blocked-list" aria-label={BLOCKED_TEXT.listLabel}>
              {blockedAccounts.map((handle) => (
                <li key={handle} className="admin-blocked-entry">
                  <span className="admin-blocked-handle">@{handle}</span>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={BLOCKED_TEXT.removeLabel(handle)}
                    onClick={() => setUnblocking(handle)}
                  >
                    {BLOCKED_TEXT.remove}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </AdminLoad>
      {unblocking && (
        <ConfirmDialog
          title={BLOCKED_TEXT.confirmTitle}
          text={BLOCKED_TEXT.confirmText(unblocking)}
          confirmLabel={BLOCKED_TEXT.confirm}
          busy={unblock.busy}
          onCancel={() => setUnblocking(null)}
          onConfirm={() => void unblock.runAsync(unblocking).then(() => setUnblocking(null))}
        />
      )}
    </section>
  );
}
