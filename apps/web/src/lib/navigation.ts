/**
 * In-app navigation between the main screen and the admin page. FC §4 starts the main window with
 * a fresh login, so a reload would log the admin out: the address changes with pushState and the
 * app re-reads its route on `popstate` (the browser's Back and Forward fire it too).
 */
export function navigate(path: string, target: Window = window): void {
  if (target.location.pathname === path) return;
  target.history.pushState(null, '', path);
  target.dispatchEvent(new PopStateEvent('popstate'));
}

/** Calls `listener` whenever the address changed without a reload; returns a stop function. */
export function onNavigate(listener: () => void, target: Window = window): () => void {
  target.addEventListener('popstate', listener);
  return () => target.removeEventListener('popstate', listener);
}
