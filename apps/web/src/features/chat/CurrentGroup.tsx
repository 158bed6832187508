import { useId } from 'react';
import { CopyCodeButton, RequestMessage, useGroups, useGroupsController } from '../groups/index.ts';
import { useChat, useChatController } from './context.tsx';
import { CHAT_TEXT } from './strings.ts';
import './chat-box.css';
import './chat-settings-modal.css';

/**
 * FC §2: the current group's code and name with Copy (issue 50), Members and Leave; a switch when
 * there are more.
 */
export function CurrentGroup() {
  const { selectGroup } = useChatController();
  const { showMembers, leave } = useGroupsController();
  const code = useChat((state) => state.currentGroup);
  const groups = useGroups((state) => state.groups);
  const leaveRequest = useGroups((state) => state.requests.leave);
  const selectId = useId();
  const group = groups.find((entry) => entry.code === code);
  const leaving = leaveRequest.status === 'sending';

  return (
    <section className="chat-current-group" aria-label={CHAT_TEXT.currentGroup}>
      <h3 className="chat-section-title">{CHAT_TEXT.currentGroup}</h3>
      {code ? (
        <div className="chat-current-row">
          <div className="chat-current-name">
            <span className="chat-group-name">{group?.name ?? code}</span>
            <code className="group-code">{code}</code>
          </div>
          <div className="chat-current-actions">
            <CopyCodeButton code={code} />
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => showMembers(code)}
            >
              {CHAT_TEXT.members}
            </button>
            <button
              type="button"
              className="btn btn-danger btn-small"
              disabled={leaving}
              onClick={() => leave(code)}
            >
              {leaving ? CHAT_TEXT.leaving : CHAT_TEXT.leave}
            </button>
          </div>
        </div>
      ) : (
        <p className="chat-muted-text">{CHAT_TEXT.noGroup}</p>
      )}
      {groups.length > 1 ? (
        <div className="chat-switch-group">
          <label htmlFor={selectId}>{CHAT_TEXT.switchGroup}</label>
          <select
            id={selectId}
            className="group-input"
            value={group ? group.code : ''}
            onChange={(event) => event.target.value && selectGroup(event.target.value)}
          >
            {group ? null : <option value="">—</option>}
            {groups.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name} ({entry.code})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <RequestMessage request={leaveRequest} />
    </section>
  );
}
