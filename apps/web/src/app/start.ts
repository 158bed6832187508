import {
  createWatchedAccountsController,
  type WatchedAccountsController,
} from '../features/accounts/index.ts';
import { alertsApi, pushResyncServer } from '../features/alerts/index.ts';
import {
  type AutoLaunchController,
  createAutoLaunchController,
} from '../features/auto-launch/index.ts';
import { type ChatController, createChatController } from '../features/chat/index.ts';
import {
  createDeployController,
  type DeployController,
  servePanelPopout,
  watchPanelPopout,
} from '../features/deploy/index.ts';
import {
  createDeploySettingsController,
  type DeploySettingsController,
} from '../features/deploy-settings/index.ts';
import { createFeedController, type FeedController } from '../features/feed/index.ts';
import {
  createFilterSettingsController,
  type FilterSettingsController,
  seedDefaultFilters,
} from '../features/filters/index.ts';
import { createLatencyController, type LatencyController } from '../features/latency/index.ts';
import {
  createLiveLaunchesController,
  type LiveLaunchesController,
} from '../features/launches/index.ts';
import {
  createMemeWordsController,
  type MemeWordsController,
  startMemeAlerts,
} from '../features/meme-words/index.ts';
import { createOpenPostRequests, type OpenPostController } from '../features/open-post/index.ts';
import { startDesktopNotifications, startPushResync } from '../features/push/index.ts';
import { applyRefLinkOnLogin } from '../features/referral/index.ts';
import {
  createSessionController,
  endSessionOnPageHide,
  type SessionController,
} from '../features/session/index.ts';
import {
  createTrackerSettingsStore,
  startThemeSync,
  type TrackerSettingsStore,
} from '../features/settings/index.ts';
import {
  type AlertSettings,
  announceFeedPopout,
  startSoundAlerts,
  unlockSoundOnGesture,
  watchFeedPopout,
} from '../features/sounds/index.ts';
import { createTranslationStore, type TranslationStore } from '../features/translation/index.ts';
import {
  createWalletsController,
  type WalletsController,
  walletSource,
} from '../features/wallets/index.ts';
import { openPopout } from '../lib/popout.ts';
import { createAppSocket, type SocketFactory } from '../lib/socket.ts';
import { clearSessionOnStart, KEYS, write } from '../lib/storage.ts';
import { parseRoute, type Route } from './routes.ts';

export type Started = {
  route: Route;
  memeWords: MemeWordsController;
  watchedAccounts: WatchedAccountsController;
  settings: TrackerSettingsStore;
  session: SessionController;
  feed: FeedController;
  filters: FilterSettingsController;
  latency: LatencyController;
  chat: ChatController;
  translations: TranslationStore;
  deploySettings: DeploySettingsController;
  wallets: WalletsController;
  deploy: DeployController;
  launches: LiveLaunchesController;
  autoLaunch: AutoLaunchController;
  openPost: OpenPostController;
};

/**
 * Start-up, before the first render: read the route, apply FC §4's fresh-login rule, keep a
 * referral code, and build the stores: the tracker settings, the session and the stores it feeds.
 * A pop-out joins the session its opener stored, once the stores are listening for its socket,
 * and follows the opener's next login.
 */
export function startApp(
  place: Pick<Location, 'pathname' | 'search'> = window.location,
  createSocket: SocketFactory = createAppSocket,
): Started {
  const route = parseRoute(place);
  clearSessionOnStart({ popout: route.popout !== null });
  if (route.referralCode) write(KEYS.referralCode, route.referralCode);
  const settings = createTrackerSettingsStore();
  // FC §9 theme on the root element before the first render, then on every change (any window).
  startThemeSync(settings);
  const session = createSessionController({ createSocket });
  // A main window's session ends with its page (unless a pop-out uses it); a pop-out's never does.
  if (route.popout === null) endSessionOnPageHide(session);
  // FC §9 default hidden-account filters, for a new browser, before the feed first reads them.
  seedDefaultFilters();
  const feed = createFeedController({ session, settings });
  // FC §3 per-account filters, edited on the Filter Settings page and by a card's Hide account:
  // this window's feed re-filters at once on each change (other windows by the storage event).
  const filters = createFilterSettingsController({ onSaved: feed.reloadFilters });
  // Issue 17: each card's measured age and the speed readout, on this window's own clock offset.
  const latency = createLatencyController({ session, feed });
  // FC §5 meme words, the trader's list on the server: the cards' highlighting and the meme alert.
  const memeWords = createMemeWordsController({ session });
  // Read once a post: the same object while neither the settings nor the meme words change.
  let alertRead: { from: object; words: readonly string[]; value: AlertSettings } | undefined;
  const alertSettings = (): AlertSettings => {
    const from = settings.get();
    const words = memeWords.store.getState().active;
    if (alertRead?.from !== from || alertRead.words !== words)
      alertRead = { from, words, value: { ...from, memeWords: words } };
    return alertRead.value;
  };
  // FC §9 sound alerts (not in the deploy pop-out, which shows no feed); audio waits for a gesture.
  // While a feed pop-out is open it sounds them and the main window stays quiet: one alert a
  // post. The pop-out takes over only once its own audio is unlocked (its first click or key);
  // until then the main window, already interacted with, keeps sounding them.
  // FC §9 meme alert's tracker notification, in each window that shows the feed.
  if (route.popout !== 'panel') startMemeAlerts(feed, { memes: memeWords, settings: settings.get });
  if (route.popout === 'feed') {
    startSoundAlerts(feed, { settings: alertSettings });
    unlockSoundOnGesture(window, undefined, () => announceFeedPopout());
  } else if (route.popout === null) {
    startSoundAlerts(feed, { settings: alertSettings, quiet: watchFeedPopout().popoutOpen });
    unlockSoundOnGesture();
  }
  // Issue 51: the posts notifications ask to open (`/?post=<id>`, the service worker's message),
  // kept until a view that shows the feed (the main window's, the feed pop-out's) shows them.
  const openPost = createOpenPostRequests({ place });
  if (route.popout === null) {
    // Issue 51: this window's desktop notifications of matching posts while it is hidden, and its
    // push channel kept on this browser's current subscription.
    startDesktopNotifications({
      feed,
      session,
      rules: async (sessionId) => (await alertsApi.rules(sessionId)).rules,
      memeWords: () => memeWords.store.getState().active,
      openPost: openPost.request,
    });
    startPushResync({ session, server: pushResyncServer });
  }
  // Every delivered chat line also shows in the feed as a site-message card.
  const chat = createChatController({ session, addSiteMessage: feed.addSiteMessage });
  const translations = createTranslationStore();
  // FC §3 watched accounts: the Filter Settings page and the settings' account pickers.
  const watchedAccounts = createWatchedAccountsController({ session });
  // DA §2 Deploy Settings, and the wallets it shows (refreshed from the server on each login).
  const deploySettings = createDeploySettingsController();
  // DA §7: a kept /@code becomes the ref at login, said in the settings toast of the main screen.
  if (route.popout === null) applyRefLinkOnLogin(session, deploySettings.showToast);
  const wallets = createWalletsController({
    session,
    openWalletSettings: () => deploySettings.open('wallets'),
  });
  // DA §2 Token Deploy form. The pop-out panel takes the prefills of Deploy clicks in the other
  // windows over a BroadcastChannel; those windows send them there while it is open.
  const inPanelPopout = route.popout === 'panel';
  const deploy = createDeployController({
    session,
    settings,
    wallets: walletSource(wallets),
    ...(inPanelPopout
      ? { alwaysShown: true }
      : { panel: watchPanelPopout(), openPanelWindow: () => openPopout('panel') }),
  });
  // Another active wallet (the form's selector, Deploy Settings, another window): prepare it.
  wallets.store.subscribe(() => deploy.walletChanged());
  if (inPanelPopout) servePanelPopout(deploy.open);
  // Issue 32: the trader's launches as they change, for the Launches view of any window.
  const launches = createLiveLaunchesController({ session });
  // Issue 53: whether the trader's auto-launch rules fire (the header switch) and their fires.
  const autoLaunch = createAutoLaunchController({ session });
  if (route.popout) {
    session.resume();
    // Its session is the main window's: a new login there brings an ended pop-out back.
    session.followStoredSession();
  }
  return {
    route,
    memeWords,
    watchedAccounts,
    settings,
    session,
    feed,
    filters,
    latency,
    chat,
    translations,
    deploySettings,
    wallets,
    deploy,
    launches,
    autoLaunch,
    openPost,
  };
}
