import { BlockAccountRequestBody, POST_LIMITS } from '@launchdeck/protocol';
import { ADMIN_KEYS, adminApi } from '../admin-api.ts';
import { useAdminAction, useAdminQuery } from '../admin-data.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { NameEntryForm } from '../tab-parts/NameEntryForm.tsx';
import { RemovableNames } from '../tab-parts/RemovableNames.tsx';
import { checkField } from '../tab-parts/schema-check.ts';
import { TabHeading } from '../tab-parts/TabHeading.tsx';
import { BLOCKED_TEXT } from './blocked-text.ts';
import '../admin-panel.css';
import '../tab-parts/tab-parts.css';

const checkHandle = checkField(BlockAccountRequestBody, 'handle');

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
      <RemovableNames
        query={query}
        names={(data) => data.blockedAccounts}
        show={(handle) => `@${handle}`}
        empty={<p className="admin-empty">{BLOCKED_TEXT.empty}</p>}
        text={BLOCKED_TEXT}
        remove={unblock}
      />
    </section>
  );
}
