import { Suspense } from 'react';
import { AdminPanelPage } from '../features/admin/index.ts';
import { ChatDockedLayout } from '../features/chat/index.ts';
import { DeployWorkspace, FeedLaunchTools, TokenDeployPanel } from '../features/deploy/index.ts';
import { DeploySettingsModal } from '../features/deploy-settings/index.ts';
import { FeedArea } from '../features/feed/index.ts';
import { HideAccountScope } from '../features/filters/index.ts';
import { LatencyReadout } from '../features/latency/index.ts';
import { FeedLink, feedPathFrom, LaunchesLink, LaunchesPage } from '../features/launches/index.ts';
import { MemeAlertNotice, MemeSettingsModal } from '../features/meme-words/index.ts';
import { OpenPostNotice } from '../features/open-post/index.ts';
import { Header } from '../features/shell/index.ts';
import { VampButton } from '../features/vamp/index.ts';
import { useFindFeedPost } from './useFindFeedPost.ts';

/** /adminpanel111 for the admin. */
export function AdminView() {
  return (
    <div className="app-layout">
      <Header label="Admin" />
      <main className="app-main">
        <Suspense fallback={<p className="page-text">Loading…</p>}>
          <AdminPanelPage />
        </Suspense>
      </main>
    </div>
  );
}

/**
 * /launches: My Launches (issue 32), from the main window or the feed pop-out. 'Launch again' opens
 * the deploy form here, as a modal (or in the pop-out panel when one is open).
 */
export function LaunchesView() {
  return (
    <div className="app-layout">
      <Header label="Launches">
        {/* Issue 50: the main navigation stays: back to the feed (and its chat), or here again. */}
        <FeedLink />
        <LaunchesLink />
      </Header>
      <DeployWorkspace dock={false}>
        <main className="app-main">
          <LaunchesPage backTo={feedPathFrom(window.location.search)} />
        </main>
      </DeployWorkspace>
      {/* 'Go to Deploy Settings' of the wallet-missing prompt opens it here too. */}
      <DeploySettingsModal />
    </div>
  );
}

/** ?popout=feed: the feed alone, with the chat (FC §2: header, chat, Vamp button, logout). */
export function PopoutFeedView() {
  const findPost = useFindFeedPost();
  return (
    <div className="app-layout">
      <Header label="Feed" status={<LatencyReadout />}>
        <VampButton />
        <LaunchesLink />
      </Header>
      {/* Its cards' Deploy buttons open the modal (or reach the pop-out panel when one is open). */}
      <DeployWorkspace dock={false}>
        <ChatDockedLayout>
          <main className="app-main">
            <HideAccountScope>
              <FeedArea />
            </HideAccountScope>
          </main>
        </ChatDockedLayout>
      </DeployWorkspace>
      {/* 'Go to Deploy Settings' of the wallet-missing prompt opens it here too. */}
      <DeploySettingsModal />
      <MemeSettingsModal />
      <MemeAlertNotice />
      <FeedLaunchTools findPost={findPost} />
      <OpenPostNotice />
    </div>
  );
}

/** ?popout=panel: the deploy panel alone (DA §2). */
export function PopoutPanelView() {
  return (
    <div className="app-layout">
      <Header label="Deploy" />
      <main className="app-main">
        <TokenDeployPanel />
      </main>
      <DeploySettingsModal />
    </div>
  );
}
