import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { useAtFrames } from './use-at-frames.ts';

type State = { count: number; other: string };

/** Frames on demand: the callbacks asked for wait until frame() runs them. */
let frames: Map<number, FrameRequestCallback>;
let nextId = 0;
const frame = () =>
  act(() => {
    const due = [...frames.values()];
    frames.clear();
    for (const callback of due) callback(performance.now());
  });

beforeEach(() => {
  frames = new Map();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    nextId += 1;
    frames.set(nextId, callback);
    return nextId;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});
afterEach(() => vi.unstubAllGlobals());

const selectCount = (state: State) => state.count;

function setup() {
  const store = createStore<State>()(() => ({ count: 0, other: 'a' }));
  let renders = 0;
  function Counter() {
    renders += 1;
    return <output>{useAtFrames(store, selectCount)}</output>;
  }
  const view = render(<Counter />);
  return {
    store,
    view,
    renders: () => renders,
    shown: () => screen.getByRole('status').textContent,
  };
}

describe('useAtFrames', () => {
  it('renders the changes made between two frames together, in the next frame', () => {
    const { store, renders, shown } = setup();
    expect(shown()).toBe('0');
    const before = renders();
    act(() => {
      store.setState({ count: 1 });
      store.setState({ count: 2 });
      store.setState({ count: 3 });
    });
    expect(shown()).toBe('0');
    expect(renders()).toBe(before);
    expect(frames.size).toBe(1);
    frame();
    expect(shown()).toBe('3');
    expect(renders()).toBe(before + 1);
  });

  it('asks for no frame while nothing changes, and renders nothing for a change outside its slice', () => {
    const { store, renders } = setup();
    expect(frames.size).toBe(0);
    const before = renders();
    act(() => store.setState({ other: 'b' }));
    frame();
    expect(renders()).toBe(before);
  });

  it('shows a change made before its effect subscribed', () => {
    const store = createStore<State>()(() => ({ count: 0, other: 'a' }));
    function Counter() {
      const count = useAtFrames(store, selectCount);
      if (count === 0) store.setState({ count: 7 }); // during the first render
      return <output>{count}</output>;
    }
    render(<Counter />);
    expect(screen.getByRole('status').textContent).toBe('7');
  });

  it('stops listening and drops its pending frame on unmount', () => {
    const { store, view } = setup();
    act(() => store.setState({ count: 1 }));
    expect(frames.size).toBe(1);
    view.unmount();
    expect(frames.size).toBe(0);
    act(() => store.setState({ count: 2 }));
    expect(frames.size).toBe(0);
  });
});
