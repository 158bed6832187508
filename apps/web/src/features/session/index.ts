export { SessionProvider, useSession, useSessionController } from './context.tsx';
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
