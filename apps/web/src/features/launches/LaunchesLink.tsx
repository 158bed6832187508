import { AppLink } from '../../lib/AppLink.tsx';
import { LAUNCHES_TEXT } from './launches-text.ts';
import { launchesPathFrom } from './paths.ts';

/** The header's way to My Launches, in the main screen and the feed pop-out alike. */
export function LaunchesLink() {
  return (
    <AppLink to={launchesPathFrom(window.location.search)} className="nav-button">
      {LAUNCHES_TEXT.nav}
    </AppLink>
  );
}
