import { type ComponentType, useEffect, useState } from 'react';
import { LoginScreen } from '../features/login/index.ts';
import { useSession, useSessionController } from '../features/session/index.ts';
import { SessionOverlays } from '../features/shell/index.ts';
import { onNavigate } from '../lib/navigation.ts';
import { parseRoute, type Route, type Screen, screenFor } from './routes.ts';
import { Shell } from './Shell.tsx';
import { AdminView, LaunchesView, PopoutFeedView, PopoutPanelView } from './views.tsx';

const SCREENS: Record<Screen, ComponentType> = {
  main: Shell,
  admin: AdminView,
  launches: LaunchesView,
  'popout-feed': PopoutFeedView,
  'popout-panel': PopoutPanelView,
};

/** Login while there is no session, else the view the route asks for, with the session modals. */
export function App({ initialRoute }: { initialRoute: Route }) {
  const { logIn } = useSessionController();
  const phase = useSession((state) => state.phase);
  const [route, setRoute] = useState(initialRoute);
  const user = phase.status === 'logged_out' ? null : phase.user;
  const target = user ? screenFor(route, user) : null;

  // The admin's links move between the main screen and the panel without a reload (FC §4).
  useEffect(() => onNavigate(() => setRoute(parseRoute(window.location))), []);

  // FC §2: after login a referral address becomes / and non-admins leave the admin path.
  useEffect(() => {
    if (!target?.replaceWith) return;
    window.history.replaceState(window.history.state, '', target.replaceWith);
    setRoute(parseRoute(window.location));
  }, [target?.replaceWith]);

  if (!target) {
    const notice = phase.status === 'logged_out' ? phase.notice : undefined;
    return <LoginScreen onLoggedIn={logIn} notice={notice} />;
  }
  const View = SCREENS[target.screen];
  return (
    <>
      <View />
      <SessionOverlays />
    </>
  );
}
