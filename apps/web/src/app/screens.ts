import type { ComponentType } from 'react';
import { type Preloadable, preloadable } from '../lib/preloadable.tsx';
import type { Screen } from './routes.ts';

/**
 * The logged-in views, each loaded when first shown: the login form needs none of them, so the
 * JavaScript a browser loads before it stays small. App preloads the one the trader is about to
 * see while they type their password, so the login itself does not wait on it.
 */
const VIEWS: Record<Screen, Preloadable<object>> = {
  main: preloadable(() => import('./Shell.tsx').then((module) => module.Shell)),
  admin: preloadable(() => import('./views.tsx').then((module) => module.AdminView)),
  launches: preloadable(() => import('./views.tsx').then((module) => module.LaunchesView)),
  'popout-feed': preloadable(() => import('./views.tsx').then((module) => module.PopoutFeedView)),
  'popout-panel': preloadable(() => import('./views.tsx').then((module) => module.PopoutPanelView)),
};

export const SCREENS = Object.fromEntries(
  Object.entries(VIEWS).map(([screen, view]) => [screen, view.Component]),
) as Record<Screen, ComponentType>;

/** Starts the download of a view's code (once); the view then renders without waiting. */
export const preloadScreen = (screen: Screen) => VIEWS[screen].preload();
