import { useSyncExternalStore } from 'react';

/**
 * Issue 50: the phone layout's breakpoint, the same number as the stylesheets' `@media
 * (max-width: 700px)` rules (viewport CSS pixels, before the page's 75% zoom). Below it the header
 * folds into a menu, the chat becomes a tab beside the feed and the deploy form a full-screen sheet.
 */
export const NARROW_SCREEN = '(max-width: 700px)';

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Is the window phone-narrow now (true below 700 px); follows resizes. False without matchMedia. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
