import { useState } from 'react';
import { ChatDock } from '../features/chat/index.ts';
import { FeedArea } from '../features/feed/index.ts';
import { FilterSettings } from '../features/filters/index.ts';
import { ComingSoonModal, ConnectionBar, Header, NavButton } from '../features/shell/index.ts';
import { UpdateNotice } from '../features/update-notice/index.ts';
import { openPopout } from '../lib/popout.ts';

/** FC §2 / §4: the two tabs of the main screen. */
export type MainTab = 'feed' | 'filter-settings';
type Dialog = 'settings' | 'deploy-settings' | null;

/**
 * FC §2 Main screen: header, connection bar, the current tab with the site chat docked beside it,
 * and the one-time update notice.
 */
export function Shell() {
  const [tab, setTab] = useState<MainTab>('feed');
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <div className="app-layout">
      <ConnectionBar />
      <Header>
        <NavButton pressed={tab === 'feed'} onClick={() => setTab('feed')}>
          Feed
        </NavButton>
        <NavButton pressed={tab === 'filter-settings'} onClick={() => setTab('filter-settings')}>
          Filters
        </NavButton>
        <NavButton onClick={() => setDialog('settings')}>Settings</NavButton>
        <NavButton onClick={() => setDialog('deploy-settings')}>Deploy Settings</NavButton>
        <NavButton onClick={() => openPopout('feed')}>Pop Out Feed</NavButton>
      </Header>
      <div className="chat-docked-layout">
        <main className="app-main">{tab === 'feed' ? <FeedArea /> : <FilterSettings />}</main>
        <ChatDock />
      </div>
      {dialog === 'settings' ? (
        <ComingSoonModal title="Settings" onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'deploy-settings' ? (
        <ComingSoonModal title="Deploy Settings" onClose={() => setDialog(null)} />
      ) : null}
      <UpdateNotice />
    </div>
  );
}
