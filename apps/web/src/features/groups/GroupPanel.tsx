import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { CreateGroupForm } from './CreateGroupForm.tsx';
import { JoinGroupForm } from './JoinGroupForm.tsx';
import { ManageGroups } from './ManageGroups.tsx';
import { GROUP_TEXT } from './strings.ts';
import './group-panel.css';

/** FC §2 / §4: the group panel's three modes. */
export const GROUP_TABS = ['join', 'create', 'manage'] as const;
export type GroupTab = (typeof GROUP_TABS)[number];

/**
 * FC §2 Group panel: Join, Create and Manage as tabs. It starts on Join each time it mounts, so
 * the Chat Settings modal opens on the Join tab (FC §4).
 */
export function GroupPanel() {
  const [tab, setTab] = useState<GroupTab>('join');
  const baseId = useId();
  const tabs = useRef<Partial<Record<GroupTab, HTMLButtonElement | null>>>({});

  // Arrow keys move between tabs, as in the ARIA tabs pattern.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next =
      GROUP_TABS[(GROUP_TABS.indexOf(tab) + step + GROUP_TABS.length) % GROUP_TABS.length];
    if (!next) return;
    setTab(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="group-panel">
      <div className="group-tabs" role="tablist" aria-label="Group panel" onKeyDown={onKeyDown}>
        {GROUP_TABS.map((name) => (
          <button
            key={name}
            ref={(node) => {
              tabs.current[name] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={tab === name ? 'group-tab is-active' : 'group-tab'}
            onClick={() => setTab(name)}
          >
            {GROUP_TEXT.tabs[name]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${tab}-panel`}
        aria-labelledby={`${baseId}-${tab}-tab`}
        className="group-tab-panel"
      >
        {tab === 'join' ? <JoinGroupForm /> : null}
        {tab === 'create' ? <CreateGroupForm /> : null}
        {tab === 'manage' ? <ManageGroups /> : null}
      </div>
    </div>
  );
}
