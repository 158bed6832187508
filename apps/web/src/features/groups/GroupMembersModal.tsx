import { Modal } from '../modal/index.ts';
import { CopyCodeButton } from './CopyCodeButton.tsx';
import { useGroups, useGroupsController } from './context.tsx';
import { formatDate, groupType } from './format.ts';
import { GROUP_TEXT } from './strings.ts';
import './group-panel.css';
import './manage-groups.css';
import './group-members-modal.css';

/**
 * FC §2 Members modal: name, code, type, created date and the member list with its count, kept
 * live by group_updated; closes by the overlay or the close button.
 */
export function GroupMembersModal() {
  const { closeMembers } = useGroupsController();
  const view = useGroups((state) => state.members);
  if (view.status === 'closed') return null;

  const title = view.status === 'open' ? view.group.name : GROUP_TEXT.members;
  return (
    <Modal title={title} className="group-members-modal" onClose={closeMembers}>
      {view.status === 'loading' ? <p className="group-empty">Loading members...</p> : null}
      {view.status === 'failed' ? (
        <p className="group-message is-error" role="alert">
          {view.error}
        </p>
      ) : null}
      {view.status === 'open' ? (
        <>
          <dl className="group-facts group-members-facts">
            <div>
              <dt>Code</dt>
              <dd>
                <code className="group-code">{view.group.code}</code>{' '}
                <CopyCodeButton code={view.group.code} />
              </dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>{groupType(view.group)}</dd>
            </div>
            <div>
              <dt>Created</dt>
              <dd>{formatDate(view.group.createdAt)}</dd>
            </div>
          </dl>
          <h3 className="group-section-title">
            {GROUP_TEXT.members} ({view.group.members.length})
          </h3>
          <ul className="group-member-list" aria-label={GROUP_TEXT.members}>
            {view.group.members.map((member) => (
              <li key={member} className="group-member">
                <span className="group-member-avatar" aria-hidden="true">
                  {member.slice(0, 1).toUpperCase()}
                </span>
                {member}
                {member === view.group.creator ? (
                  <span className="group-badge">creator</span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  );
}
