import { type GroupSummary, LIMITS } from '@launchdeck/protocol';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useGroups, useGroupsController } from './context.tsx';
import { InvitedUsersField, invitedNames } from './InvitedUsersField.tsx';
import { isBusy } from './state.ts';
import { GROUP_TEXT } from './strings.ts';
import './group-panel.css';

/** FC §2 inline edit: the name (max 30), the invite list of an invite-only group, Save or Cancel. */
export function GroupEditForm({ group }: { group: GroupSummary }) {
  const { saveEdit, cancelEdit, loadUsernames } = useGroupsController();
  const request = useGroups((state) => state.requests.edit);
  const usernames = useGroups((state) => state.usernames);
  const [name, setName] = useState(group.name);
  const [tags, setTags] = useState<string[]>(group.invitedUsers);
  const [query, setQuery] = useState('');
  const id = useId();
  const busy = isBusy(request);

  useEffect(() => {
    if (group.inviteOnly) loadUsernames();
  }, [group.inviteOnly, loadUsernames]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveEdit(group.code, {
      newGroupName: name,
      newInvitedUsers: group.inviteOnly ? invitedNames(tags, query) : group.invitedUsers,
    });
  };

  return (
    <form className="group-form group-edit" onSubmit={submit} noValidate>
      <label htmlFor={id} className="group-label">
        {GROUP_TEXT.nameLabel}
      </label>
      <input
        id={id}
        className="group-input"
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={LIMITS.groupNameMax}
        autoComplete="off"
        disabled={busy}
        data-autofocus
      />
      {group.inviteOnly ? (
        <InvitedUsersField
          tags={tags}
          query={query}
          onTagsChange={setTags}
          onQueryChange={setQuery}
          usernames={usernames}
          disabled={busy}
        />
      ) : null}
      <div className="group-actions">
        <button type="button" className="btn btn-secondary" onClick={cancelEdit} disabled={busy}>
          {GROUP_TEXT.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? GROUP_TEXT.saving : GROUP_TEXT.save}
        </button>
      </div>
    </form>
  );
}
