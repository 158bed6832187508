import { CommandWhitelistRequestBody, LIMITS } from '@launchdeck/protocol';
import { ADMIN_KEYS, adminApi } from '../admin-api.ts';
import { useAdminAction, useAdminQuery } from '../admin-data.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { NameEntryForm } from '../tab-parts/NameEntryForm.tsx';
import { RemovableNames } from '../tab-parts/RemovableNames.tsx';
import { checkField } from '../tab-parts/schema-check.ts';
import { TabHeading } from '../tab-parts/TabHeading.tsx';
import { WHITELIST_TEXT } from './whitelist-text.ts';
import '../tab-parts/tab-parts.css';
import './command-whitelist.css';

const checkUsername = checkField(CommandWhitelistRequestBody, 'username');

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
      <RemovableNames
        query={query}
        names={(data) => data.allowedUsers}
        empty={
          <p className="admin-whitelist-warning" role="note">
            {WHITELIST_TEXT.emptyWarning}
          </p>
        }
        text={WHITELIST_TEXT}
        remove={remove}
      />
    </section>
  );
}
