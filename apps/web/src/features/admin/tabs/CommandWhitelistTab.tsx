import { CommandWhitelistRequestBody, LIMITS } from '@launchdeck/protocol';
import { useState } from 'react';
import { ConfirmDialog } from '../../modal/index.ts';
import { ADMIN_KEYS, adminApi } from '../admin-api.ts';
import { useAdminAction, useAdminQuery } from '../admin-data.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { AdminLoad } from '../tab-parts/AdminLoad.tsx';
import { NameEntryForm } from '../tab-parts/NameEntryForm.tsx';
import { checkBody } from '../tab-parts/schema-check.ts';
import { TabHeading } from '../tab-parts/TabHeading.tsx';
import { WHITELIST_TEXT } from '../whitelist/whitelist-text.ts';

const checkUsername = (text: string) => {
  const checked = checkBody(CommandWhitelistRequestBody, { username: text });
  return 'error' in checked ? checked : { value: checked.value.username };
};

/**
 * DA §2 / §6 Command Whitelist: who may use /add and /remove. With nobody listed every command
 * is blocked, which the tab says loudly. Add ('Username is required' before sending), and
 * Remove after a confirmation.
 */
export function CommandWhitelistTab() {
  const query = useAdminQuery(
    ADMIN_KEYS.whitelist,
    adminApi.commandWhitelist,
    ADMIN_FAILED.loadWhitelist,
  );
  const add = useAdminAction(adminApi.whitelistAdd, {
    failure: ADMIN_FAILED.addWhitelist,
    invalidates: [ADMIN_KEYS.whitelist],
  });
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = useAdminAction(adminApi.whitelistRemove, {
    failure: ADMIN_FAILED.removeWhitelist,
    invalidates: [ADMIN_KEYS.whitelist],
  });

  return (
    <section className="admin-whitelist">
      <TabHeading
        title={WHITELIST_TEXT.title}
        count={query.data && WHITELIST_TEXT.count(query.data.allowedUsers.length)}
      />
      <p className="admin-whitelist-note">{WHITELIST_TEXT.note}</p>
      <NameEntryForm
        label={WHITELIST_TEXT.inputLabel}
        placeholder={WHITELIST_TEXT.placeholder}
        submitLabel={WHITELIST_TEXT.add}
        maxLength={LIMITS.usernameMax}
        check={checkUsername}
        onAdd={add.runAsync}
        busy={add.busy}
      />
      <AdminLoad query={query}>
        {({ allowedUsers }) =>
          allowedUsers.length === 0 ? (
            <p className="admin-whitelist-warning" role="note">
              {WHITELIST_TEXT.emptyWarning}
            </p>
          ) : (
            <ul className="admin-whitelist-list" aria-label={WHITELIST_TEXT.listLabel}>
              {allowedUsers.map((username) => (
                <li key={username} className="admin-whitelist-entry">
                  <span className="admin-whitelist-name">{username}</span>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={WHITELIST_TEXT.removeLabel(username)}
                    onClick={() => setRemoving(username)}
                  >
                    {WHITELIST_TEXT.remove}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </AdminLoad>
      {removing && (
        <ConfirmDialog
          title={WHITELIST_TEXT.confirmTitle}
          text={WHITELIST_TEXT.confirmText(removing)}
          confirmLabel={WHITELIST_TEXT.confirm}
          busy={remove.busy}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove.runAsync(removing).then(() => setRemoving(null))}
        />
      )}
    </section>
  );
}
