import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { SessionController, SessionState } from './store.ts';

const SessionContext = createContext<SessionController | null>(null);

export function SessionProvider({
  controller,
  children,
}: {
  controller: SessionController;
  children: ReactNode;
}) {
  return <SessionContext.Provider value={controller}>{children}</SessionContext.Provider>;
}

/** The session's actions (logIn, logOut, …) and its socket. */
export function useSessionController(): SessionController {
  const controller = useContext(SessionContext);
  if (!controller) throw new Error('useSessionController needs a <SessionProvider>');
  return controller;
}

/** Reads one slice of the session state; re-renders only when that slice changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useSessionController().store, selector);
}
