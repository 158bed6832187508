import { AppLink } from '../../lib/AppLink.tsx';
import { LAUNCHES_TEXT } from './launches-text.ts';
import { feedPathFrom, launchesPathFrom } from './paths.ts';

/** The header's way to My Launches, in the main screen and the feed pop-out alike. */
export function LaunchesLink() {
  return (
    <AppLink to={launchesPathFrom(window.location.search)} className="nav-button">
      {LAUNCHES_TEXT.nav}
    </AppLink>
  );
}

/**
 * Issue 50: My Launches keeps the main navigation: its header leads back to the feed (and the
 * chat beside it), in the main window or the feed pop-out.
 */
export function FeedLink() {
  return (
    <AppLink to={feedPathFrom(window.location.search)} className="nav-button">
      {LAUNCHES_TEXT.feedNav}
    </AppLink>
  );
}
