export { SessionProvider, useSession, useSessionController } from './context.tsx';
export { endSessionOnPageHide } from './page-exit.ts';
export {
  type ConnectionState,
  createSessionController,
  type SessionController,
  type SessionDeps,
  type SessionPhase,
  type SessionState,
  type SessionUser,
  type SocketListener,
} from './store.ts';
