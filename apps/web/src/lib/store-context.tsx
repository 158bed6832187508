import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';

/** What components need of a zustand store: read and subscribe. Writes go through actions. */
export type ReadableStore<S> = Pick<StoreApi<S>, 'getState' | 'getInitialState' | 'subscribe'>;

/** A store built at start-up: its state in `store`, its actions beside it. */
export type StoreOwner<S = unknown> = { store: ReadableStore<S> };

/** The state a store owner holds. */
export type StateOf<C> = C extends StoreOwner<infer S> ? S : never;

export type StoreContext<C extends StoreOwner> = {
  /** Hands the store to every component under it. */
  Provider: (props: { controller: C; children?: ReactNode }) => ReactNode;
  /** The provided store with its actions; throws outside the Provider. */
  useController: () => C;
  /**
   * One slice of the state; re-renders only when the slice changes (`Object.is`). A selector that
   * builds an object or array needs zustand's `useShallow`, or it would re-render forever.
   */
  useSelector: <T>(selector: (state: StateOf<C>) => T) => T;
};

/**
 * The one way a store reaches React: `app/start.ts` builds it, `app/providers.tsx` provides it,
 * components read it with these hooks. `name` names the store in the missing-provider error.
 */
export function createStoreContext<C extends StoreOwner>(name: string): StoreContext<C> {
  const Context = createContext<C | null>(null);
  Context.displayName = name;

  function Provider({ controller, children }: { controller: C; children?: ReactNode }) {
    return <Context.Provider value={controller}>{children}</Context.Provider>;
  }
  Provider.displayName = `${name}Provider`;

  function useController(): C {
    const controller = useContext(Context);
    // A component rendered outside its provider is a wiring mistake: fail at once, by name.
    if (!controller)
      throw new Error(`The ${name} store is not provided: render inside its Provider`);
    return controller;
  }

  function useSelector<T>(selector: (state: StateOf<C>) => T): T {
    // C's store holds StateOf<C> by definition; TypeScript cannot see through the conditional type.
    const { store } = useController() as StoreOwner<StateOf<C>>;
    return useStore(store, selector);
  }

  return { Provider, useController, useSelector };
}
