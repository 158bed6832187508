import { Suspense, useState } from 'react';
import { ChatDockedLayout } from '../features/chat/index.ts';
import { DeployWorkspace, FeedLaunchTools } from '../features/deploy/index.ts';
import { DeploySettingsModal, useOpenDeploySettings } from '../features/deploy-settings/index.ts';
import { FeedArea } from '../features/feed/index.ts';
import { FilterSettings, HideAccountScope } from '../features/filters/index.ts';
import { LatencyReadout } from '../features/latency/index.ts';
import { LaunchesLink } from '../features/launches/index.ts';
import { MemeAlertNotice, MemeSettingsModal } from '../features/meme-words/index.ts';
import { OpenPostNotice } from '../features/open-post/index.ts';
import { SettingsDialog } from '../features/settings/index.ts';
import { AdminLink, Header, NavButton } from '../features/shell/index.ts';
import { TestPostPanel } from '../features/test-posts/index.ts';
import { UpdateNotice } from '../features/update-notice/index.ts';
import { VampButton } from '../features/vamp/index.ts';
import { openPopout } from '../lib/popout.ts';
import { useFindFeedPost } from './useFindFeedPost.ts';

/** FC §2 / §4: the two tabs of the main screen. */
export type MainTab = 'feed' | 'filter-settings';
type Dialog = 'settings' | null;

/**
 * FC §2 Main screen: header, connection bar, the current tab with the site chat docked beside it
 * (and the deploy panel, or its modal, per deployMode), the admin's test-post panel above the
 * feed, the admin's link to the Administration Panel, and the one-time update notice.
 */
export function Shell() {
  const [tab, setTab] = useState<MainTab>('feed');
  const [dialog, setDialog] = useState<Dialog>(null);
  const openDeploySettings = useOpenDeploySettings();
  const findPost = useFindFeedPost();

  return (
    <div className="app-layout">
      <Header status={<LatencyReadout />}>
        <NavButton pressed={tab === 'feed'} onClick={() => setTab('feed')}>
          Feed
        </NavButton>
        <NavButton pressed={tab === 'filter-settings'} onClick={() => setTab('filter-settings')}>
          Filters
        </NavButton>
        <NavButton onClick={() => setDialog('settings')}>Settings</NavButton>
        <NavButton onClick={() => openDeploySettings('general')}>Deploy Settings</NavButton>
        <LaunchesLink />
        <VampButton />
        <NavButton onClick={() => openPopout('feed')}>Pop Out Feed</NavButton>
        <AdminLink />
      </Header>
      <DeployWorkspace>
        <ChatDockedLayout>
          <main className="app-main">
            {tab === 'feed' ? (
              <>
                <TestPostPanel />
                <HideAccountScope>
                  <FeedArea />
                </HideAccountScope>
              </>
            ) : (
              <Suspense fallback={null}>
                <FilterSettings />
              </Suspense>
            )}
          </main>
        </ChatDockedLayout>
      </DeployWorkspace>
      <SettingsDialog open={dialog === 'settings'} onClose={() => setDialog(null)} />
      <DeploySettingsModal />
      <MemeSettingsModal />
      <MemeAlertNotice />
      {/* DA §2 / §4: the selection toolbar and the deploy keybinds, over the feed. */}
      <FeedLaunchTools findPost={findPost} />
      <UpdateNotice />
      {/* Issue 51: a notification's post, its card shown on the Feed tab. */}
      <OpenPostNotice showFeed={() => setTab('feed')} />
    </div>
  );
}
