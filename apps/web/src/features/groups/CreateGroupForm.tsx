import { LIMITS } from '@launchdeck/protocol';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useGroups, useGroupsController } from './context.tsx';
import { InvitedUsersField, invitedNames } from './InvitedUsersField.tsx';
import { RequestMessage } from './RequestMessage.tsx';
import { isBusy } from './state.ts';
import { GROUP_TEXT } from './strings.ts';
import './group-panel.css';

/**
 * FC §2 Create: name (max 30), 'Invite Only' with the invited-user search, 'Create Group'
 * ('Creating...'). The code is made in the store and retried there on a collision (FC §8).
 */
export function CreateGroupForm() {
  const { create, loadUsernames } = useGroupsController();
  const request = useGroups((state) => state.requests.create);
  const usernames = useGroups((state) => state.usernames);
  const [name, setName] = useState('');
  const [inviteOnly, setInviteOnly] = useState(false);
  const [tags, setTags] = useState<string[]>([]);
  const [query, setQuery] = useState('');
  const ids = { name: useId(), inviteOnly: useId() };
  const busy = isBusy(request);

  useEffect(() => {
    loadUsernames();
  }, [loadUsernames]);
  // A created group empties the form for the next one.
  useEffect(() => {
    if (request.status !== 'succeeded') return;
    setName('');
    setInviteOnly(false);
    setTags([]);
    setQuery('');
  }, [request]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create({
      groupName: name,
      inviteOnly,
      invitedUsers: inviteOnly ? invitedNames(tags, query) : [],
    });
  };

  return (
    <form className="group-form" onSubmit={submit} noValidate>
      <label htmlFor={ids.name} className="group-label">
        {GROUP_TEXT.nameLabel}
      </label>
      <input
        id={ids.name}
        className="group-input"
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder={GROUP_TEXT.namePlaceholder}
        maxLength={LIMITS.groupNameMax}
        autoComplete="off"
        disabled={busy}
      />
      <div className="group-check">
        <input
          id={ids.inviteOnly}
          type="checkbox"
          checked={inviteOnly}
          onChange={(event) => setInviteOnly(event.target.checked)}
          disabled={busy}
        />
        <label htmlFor={ids.inviteOnly}>{GROUP_TEXT.inviteOnly}</label>
      </div>
      {inviteOnly ? (
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
        {/* FC §5: Create is disabled while the name is empty. */}
        <button type="submit" className="btn btn-primary" disabled={busy || !name}>
          {busy ? GROUP_TEXT.creating : GROUP_TEXT.create}
        </button>
      </div>
      <RequestMessage request={request} />
    </form>
  );
}
