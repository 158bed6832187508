import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ReadableStore } from './store-context.tsx';

/**
 * What a frame takes of the slice: `value` is rendered in this frame; `more` asks for the next
 * frame to take the rest. `shown` is what the last frame rendered.
 */
export type FramePace<T> = (shown: T, next: T) => { value: T; more: boolean };

/**
 * One slice of a store, brought into React once per animation frame, inside the frame: changes
 * that arrive between two frames are rendered together, and rendered synchronously in the
 * requestAnimationFrame callback, so the commit is painted by that same frame. A store that
 * changes 20 times a second then costs the page one frame per change, not the two or three of a
 * render scheduled as a task (commit, paint, then whatever the commit set off). `pace` may spread
 * a large change over several frames, so that no frame's task grows long. A hidden page has no
 * frames: it renders nothing until it is shown, then catches up.
 */
export function useAtFrames<S, T>(
  store: ReadableStore<S>,
  select: (state: S) => T,
  pace?: FramePace<T>,
): T {
  const [value, setValue] = useState(() => select(store.getState()));
  useLayoutEffect(() => {
    let frame = 0;
    // Whatever changed between the first render and this effect. (An updater, so a slice that is
    // itself a function is stored, not called.)
    let shown = select(store.getState());
    setValue(() => shown);
    const sync = () => {
      const next = select(store.getState());
      const paced = pace ? pace(shown, next) : { value: next, more: false };
      shown = paced.value;
      frame = paced.more ? requestAnimationFrame(sync) : 0;
      flushSync(() => setValue(() => paced.value));
    };
    const unsubscribe = store.subscribe(() => {
      frame ||= requestAnimationFrame(sync);
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [store, select, pace]);
  return value;
}
