import { createStoreContext } from '../../lib/store-context.tsx';
import type { SessionController } from './store.ts';

const Session = createStoreContext<SessionController>('Session');

export const SessionProvider = Session.Provider;

/** The session's actions (logIn, logOut, …) and its socket. */
export const useSessionController = Session.useController;

/** Reads one slice of the session state; re-renders only when that slice changes. */
export const useSession = Session.useSelector;
