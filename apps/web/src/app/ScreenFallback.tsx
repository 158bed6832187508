import { Header } from '../features/shell/index.ts';

/**
 * What shows for the moment a logged-in view's code is still loading: the same header and an
 * empty page under it, so the view then fills the page without moving it.
 */
export function ScreenFallback() {
  return (
    <div className="app-layout">
      <Header />
      <main className="app-main" aria-busy="true" />
    </div>
  );
}
