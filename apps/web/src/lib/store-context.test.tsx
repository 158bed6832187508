import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from './store-context.tsx';

type Counter = { store: StoreApi<{ count: number; label: string }>; add: () => void };

function makeCounter(): Counter {
  const store = createStore<{ count: number; label: string }>()(() => ({ count: 0, label: 'a' }));
  return { store, add: () => store.setState(({ count }) => ({ count: count + 1 })) };
}

const CounterContext = createStoreContext<Counter>('Counter');

function provided(counter: Counter) {
  return ({ children }: { children: ReactNode }) => (
    <CounterContext.Provider controller={counter}>{children}</CounterContext.Provider>
  );
}

describe('createStoreContext', () => {
  it('hands the provided store and its actions to the components under it', () => {
    const counter = makeCounter();
    const { result } = renderHook(() => CounterContext.useController(), {
      wrapper: provided(counter),
    });
    expect(result.current).toBe(counter);
  });

  it('reads a slice and re-renders only when that slice changes', () => {
    const counter = makeCounter();
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return CounterContext.useSelector((state) => state.count);
      },
      { wrapper: provided(counter) },
    );
    expect(result.current).toBe(0);
    act(() => counter.add());
    expect(result.current).toBe(1);
    const before = renders;
    act(() => counter.store.setState({ label: 'b' }));
    expect(renders).toBe(before);
  });

  it('names the missing store when a component is rendered outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => CounterContext.useSelector((state) => state.count))).toThrow(
      'The Counter store is not provided: render inside its Provider',
    );
  });
});
