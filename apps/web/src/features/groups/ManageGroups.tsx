import type { GroupSummary } from '@launchdeck/protocol';
import { CopyCodeButton } from './CopyCodeButton.tsx';
import { useGroups, useGroupsController } from './context.tsx';
import { formatDate, groupType } from './format.ts';
import { GroupEditForm } from './GroupEditForm.tsx';
import { RequestMessage } from './RequestMessage.tsx';
import { isBusy } from './state.ts';
import { GROUP_NOTICES, GROUP_TEXT } from './strings.ts';
import './group-panel.css';
import './manage-groups.css';

/**
 * FC §2 Manage ('My Created Groups'): name, code, member count, type and created date, with
 * Members, Edit (inline, one group at a time) and Delete (after a confirm).
 */
export function ManageGroups({ confirm = (text: string) => window.confirm(text) }) {
  const groups = useGroups((state) => state.groups);
  const created = groups.filter((group) => group.isCreator);
  const editing = useGroups((state) => state.editing);
  const editRequest = useGroups((state) => state.requests.edit);
  const removeRequest = useGroups((state) => state.requests.remove);

  return (
    <section className="group-manage" aria-labelledby="group-manage-title">
      <h3 id="group-manage-title" className="group-section-title">
        {GROUP_TEXT.manageTitle}
      </h3>
      {created.length === 0 ? (
        <p className="group-empty">{GROUP_TEXT.noGroups}</p>
      ) : (
        <ul className="group-list">
          {created.map((group) => (
            <li key={group.code} className="group-item">
              {editing === group.code ? (
                <GroupEditForm group={group} />
              ) : (
                <GroupRow group={group} busy={isBusy(removeRequest)} confirm={confirm} />
              )}
            </li>
          ))}
        </ul>
      )}
      <RequestMessage request={editRequest} />
      <RequestMessage request={removeRequest} />
    </section>
  );
}

type GroupRowProps = { group: GroupSummary; busy: boolean; confirm: (text: string) => boolean };

function GroupRow({ group, busy, confirm }: GroupRowProps) {
  const { showMembers, startEdit, remove } = useGroupsController();
  return (
    <>
      <div className="group-item-main">
        <span className="group-item-name">{group.name}</span>
        <code className="group-code">{group.code}</code>
        <CopyCodeButton code={group.code} />
      </div>
      <dl className="group-facts">
        <div>
          <dt>Members</dt>
          <dd>{group.memberCount}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{groupType(group)}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(group.createdAt)}</dd>
        </div>
      </dl>
      <div className="group-item-actions">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => showMembers(group.code)}
        >
          {GROUP_TEXT.members}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => startEdit(group.code)}
        >
          {GROUP_TEXT.edit}
        </button>
        <button
          type="button"
          className="btn btn-danger btn-small"
          disabled={busy}
          aria-label={`${GROUP_TEXT.delete} ${group.name}`}
          onClick={() => {
            if (confirm(GROUP_NOTICES.confirmDelete(group.name))) remove(group.code);
          }}
        >
          {GROUP_TEXT.delete}
        </button>
      </div>
    </>
  );
}
