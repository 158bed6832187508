import { type ComponentType, lazy, useState } from 'react';

export type Preloadable<P extends object> = {
  /** Renders the component: at once when its code has loaded, else suspending until it has. */
  Component: ComponentType<P>;
  /** Starts (once) the download of its code; a failed download is tried again on the next call. */
  preload: () => Promise<void>;
};

/**
 * A component whose code loads on demand, and can be fetched ahead (`preload`) so that showing it
 * later costs no wait: once loaded it renders directly, without suspending (React.lazy would
 * suspend once more even for a module already in memory). Each place it is shown keeps the
 * component type it started with, so nothing remounts when the code arrives.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const fetchComponent = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => fetchComponent().then((component) => ({ default: component })));
  function Component(props: P) {
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return { Component, preload: () => fetchComponent().then(() => undefined) };
}
