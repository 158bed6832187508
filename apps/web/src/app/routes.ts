import { ADMIN_PANEL_PATH, refCodeFromPath } from '@launchdeck/protocol';
import { LAUNCHES_PATH } from '../features/launches/index.ts';
import { isPopoutKind, type PopoutKind } from '../lib/popout.ts';

/** FC §2 routes, read from the address. No router: the app has one page and five views. */
export type Route = {
  /** ?popout=feed or ?popout=panel: this window shows one view alone. */
  popout: PopoutKind | null;
  /** /@code: the referral code, when it is a valid code. */
  referralCode: string | null;
  /** /adminpanel111 */
  adminPanel: boolean;
  /** /launches: My Launches (issue 32), in the main window or the feed pop-out. */
  launches: boolean;
  /** A /@… address, valid code or not: it is reset to / after login. */
  referralPath: boolean;
};

export type Screen = 'main' | 'admin' | 'launches' | 'popout-feed' | 'popout-panel';

type Place = Pick<Location, 'pathname' | 'search'>;

export function parseRoute({ pathname, search }: Place): Route {
  const popout = new URLSearchParams(search).get('popout');
  const path = pathname.replace(/\/+$/, '');
  return {
    popout: isPopoutKind(popout) ? popout : null,
    // DA §7: the code of a /@code link, kept until the visitor logs in and it becomes their ref.
    referralCode: refCodeFromPath(pathname),
    adminPanel: path === ADMIN_PANEL_PATH,
    launches: path === LAUNCHES_PATH,
    referralPath: pathname.startsWith('/@'),
  };
}

/**
 * What a logged-in user sees at a route, and the address to put in its place, if any:
 * FC §2, a referral address becomes / after login and the admin path sends non-admins to /.
 */
export function screenFor(
  route: Route,
  user: { isAdmin: boolean },
): { screen: Screen; replaceWith: string | null } {
  if (route.launches && route.popout !== 'panel') return { screen: 'launches', replaceWith: null };
  if (route.popout) return { screen: `popout-${route.popout}`, replaceWith: null };
  if (route.adminPanel) {
    return user.isAdmin
      ? { screen: 'admin', replaceWith: null }
      : { screen: 'main', replaceWith: '/' };
  }
  return { screen: 'main', replaceWith: route.referralPath ? '/' : null };
}
