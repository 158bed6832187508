/** My Launches' address (issue 32); opened with pushState, like the admin panel, so Back works. */
export const LAUNCHES_PATH = '/launches';

/**
 * The Launches view of this window and the way back from it: a feed pop-out keeps its
 * `?popout=feed`, so it stays the pop-out on both sides.
 */
export const launchesPathFrom = (search: string) => `${LAUNCHES_PATH}${search}`;
export const feedPathFrom = (search: string) => `/${search}`;
