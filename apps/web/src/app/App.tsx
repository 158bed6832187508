import { Suspense, useEffect, useState } from 'react';
import { LoginScreen } from '../features/login/index.ts';
import { useSession, useSessionController } from '../features/session/index.ts';
import { SessionOverlays } from '../features/shell/index.ts';
import { onNavigate } from '../lib/navigation.ts';
import { preloadSocketClient } from '../lib/socket.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { parseRoute, type Route, screenFor } from './routes.ts';
import { ScreenFallback } from './ScreenFallback.tsx';
import { preloadScreen, SCREENS } from './screens.ts';

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

  // While the login form shows, the view that follows it (an admin path's, a pop-out's) and the
  // socket's code download, so the login itself waits on neither.
  const next = target ? null : screenFor(route, { isAdmin: route.adminPanel }).screen;
  useEffect(() => {
    if (!next) return;
    return whenIdle(() => {
      preloadSocketClient();
      preloadScreen(next).catch(() => {
        // Offline now: the view's code is fetched again when it is shown.
      });
    });
  }, [next]);

  if (!target) {
    const notice = phase.status === 'logged_out' ? phase.notice : undefined;
    return <LoginScreen onLoggedIn={logIn} notice={notice} />;
  }
  const View = SCREENS[target.screen];
  return (
    <>
      <Suspense fallback={<ScreenFallback />}>
        <View />
      </Suspense>
      {/* Its own boundary: the view never waits for the session's modals' code. */}
      <Suspense fallback={null}>
        <SessionOverlays />
      </Suspense>
    </>
  );
}
