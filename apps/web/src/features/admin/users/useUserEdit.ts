import { UpdateCredentialRequestBody } from '@launchdeck/protocol';
import { useState } from 'react';
import { useAdminToast } from '../admin-data.tsx';
import { checkBody } from '../tab-parts/schema-check.ts';
import type { UserRow } from './user-list.ts';
import type { UserActions } from './useUserActions.ts';

/** The login being edited and the fields as typed; the password starts blank (keeps it). */
export type UserDraft = {
  row: UserRow;
  username: string;
  password: string;
  discordUserId: string;
};

/**
 * DA §4: one user in edit mode at a time; opening another drops the first's draft. The draft
 * lives here, not in the row, so scrolling the row out of the virtual list keeps it.
 */
export function useUserEdit(update: UserActions['update']) {
  const toast = useAdminToast();
  const [draft, setDraft] = useState<UserDraft | null>(null);

  const save = async () => {
    if (!draft || update.busy) return;
    const checked = checkBody(UpdateCredentialRequestBody, {
      username: draft.username,
      password: draft.password,
      discordUserId: draft.discordUserId.trim(),
      // An enhanced login must keep a Discord id (DA §4); a legacy one given an id becomes one.
      format: draft.row.format === 'enhanced' ? 'enhanced' : undefined,
    });
    if ('error' in checked) return toast('error', checked.error);
    const saved = await update.runAsync({ username: draft.row.username, body: checked.value });
    if (saved) setDraft(null);
  };

  return {
    draft,
    start: (row: UserRow) =>
      setDraft({
        row,
        username: row.username,
        password: '',
        discordUserId: row.discordUserId ?? '',
      }),
    change: (field: 'username' | 'password' | 'discordUserId', value: string) =>
      setDraft((current) => (current ? { ...current, [field]: value } : current)),
    cancel: () => setDraft(null),
    save,
  };
}

export type UserEdit = ReturnType<typeof useUserEdit>;
