import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ReadableStore } from './store-context.tsx';

/**
 * One slice of a store, brought into React once per animation frame, inside the frame: changes
 * that arrive between two frames are rendered together, and rendered synchronously in the
 * requestAnimationFrame callback, so the commit is painted by that same frame. A store that
 * changes 20 times a second then costs the page one frame per change, not the two or three of a
 * render scheduled as a task (commit, paint, then whatever the commit set off). A hidden page
 * has no frames: it renders nothing until it is shown, then catches up in one render.
 */
export function useAtFrames<S, T>(store: ReadableStore<S>, select: (state: S) => T): T {
  const [value, setValue] = useState(() => select(store.getState()));
  useLayoutEffect(() => {
    let frame = 0;
    const sync = () => {
      frame = 0;
      flushSync(() => setValue(() => select(store.getState())));
    };
    // Whatever changed between the first render and this effect. (An updater, so a slice that is
    // itself a function is stored, not called.)
    setValue(() => select(store.getState()));
    const unsubscribe = store.subscribe(() => {
      frame ||= requestAnimationFrame(sync);
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [store, select]);
  return value;
}
