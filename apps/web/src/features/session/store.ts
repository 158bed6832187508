import {
  type AccountNoticePayload,
  AuthErrorPayload,
  type LoginResponseBody,
  type LogoutRequestBody,
  MESSAGES,
  type NewLoginPayload,
  type SessionEndReason,
} from '@launchdeck/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { listen } from '../../lib/listen.ts';
import { type AppSocket, reconnectDelay, type SocketFactory } from '../../lib/socket.ts';
import {
  clearStoredSession,
  onStoredSessionChange,
  readStoredSession,
  writeStoredSession,
} from '../../lib/storage.ts';
import { leaveSession, logout } from './api.ts';

export type SessionUser = Pick<LoginResponseBody, 'sessionId' | 'username' | 'isAdmin'>;

/** FC §4 session states; the user exists only while logged in or expired. */
export type SessionPhase =
  /** `notice`: why the app logged the user out itself (DA §4 'Session expired or access denied'). */
  | { status: 'logged_out'; notice?: string }
  | { status: 'active'; user: SessionUser }
  /**
   * auth_error (the server ended the session, or does not know it at a reconnect): everything is
   * blocked until the page reloads, or, in a pop-out, until the main window logs in again.
   */
  | { status: 'expired'; user: SessionUser; reason: SessionEndReason }
  /** The server speaks a newer socket protocol: only a reload (of the new build) gets out. */
  | { status: 'outdated'; user: SessionUser };

/** idle: no socket; connecting: first attempt running; then connected or disconnected. */
export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'disconnected';

export type SessionState = {
  phase: SessionPhase;
  connection: ConnectionState;
  /** session_ready arrived for the current connection. */
  ready: boolean;
  /** connected_users: usernames online now. */
  onlineUsers: readonly string[];
  /** admin_alert messages not yet acknowledged, oldest first. */
  announcements: readonly string[];
  /**
   * Whether this login may launch tokens (session_ready, then deploy_access): false shows DA §2
   * Access Denied before any form opens. True until the server says otherwise (an older server
   * never does: its launch answer decides); kept through a lost connection.
   */
  canDeploy: boolean;
  /**
   * Whether the server has a translator set up (issue 50, from session_ready): false, no Translate
   * is offered. Until the server says, and from an older server that does not, true.
   */
  canTranslate: boolean;
  /** new_login: another login of this trader just started elsewhere (a short notice). */
  newLogin: NewLoginPayload | null;
  /** account_notice: something the owner must know (their code checks locked), until dismissed. */
  accountNotice: AccountNoticePayload | null;
  /**
   * The administrator requires two-factor login and this trader has none yet (the login said
   * so): a blocking dialog leads them to set it up.
   */
  twoFactorSetupRequired: boolean;
};

export type SessionDeps = {
  createSocket: SocketFactory;
  /** Ends the session on the server; defaults to POST /api/logout. */
  endSession?: (sessionId: string) => Promise<unknown>;
  /** A window leaves a session it held; defaults to POST /api/logout with `ifNoOtherWindow`. */
  leaveSession?: (body: LogoutRequestBody) => Promise<unknown>;
};

export type SessionController = {
  store: StoreApi<SessionState>;
  /** After a successful login: remember the session and connect. */
  logIn: (login: LoginResponseBody) => void;
  /** Pop-out windows: join the session stored by the opener, if any. */
  resume: () => boolean;
  /**
   * Pop-out windows: join each new session the opener stores (a new login there), so a pop-out
   * whose session ended resumes by itself. Returns a stop function.
   */
  followStoredSession: (target?: Window) => () => void;
  /** Ends the session; `notice` is shown on the login screen that follows. */
  logOut: (notice?: string) => Promise<void>;
  dismissAnnouncement: () => void;
  dismissNewLogin: () => void;
  dismissAccountNotice: () => void;
  /** Two-factor login is now on: the setup the administrator requires is done. */
  twoFactorEnabled: () => void;
  /** The live socket, for feature stores that listen to feed events. */
  socket: () => AppSocket | null;
  /**
   * Feature stores (feed, chat) attach their listeners here: the listener runs for every socket
   * the session creates, before it connects, with the user it belongs to. Returns an unsubscribe.
   */
  onSocket: (listener: SocketListener) => () => void;
};

export type SocketListener = (socket: AppSocket, user: SessionUser) => void;

const initialState: SessionState = {
  phase: { status: 'logged_out' },
  connection: 'idle',
  ready: false,
  onlineUsers: [],
  announcements: [],
  canDeploy: true,
  canTranslate: true,
  newLogin: null,
  accountNotice: null,
  twoFactorSetupRequired: false,
};

export function createSessionController(deps: SessionDeps): SessionController {
  const store = createStore<SessionState>()(() => initialState);
  const endSession = deps.endSession ?? logout;
  const leave = deps.leaveSession ?? leaveSession;
  let socket: AppSocket | null = null;
  const socketListeners = new Set<SocketListener>();
  // A reconnect the store starts itself after the server closed the socket, and how many ran
  // since the last session_ready (the backoff grows with them).
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;
  // Each connect's number: a socket that arrives after a newer connect or a close is dropped.
  let attempt = 0;

  const closeSocket = () => {
    attempt += 1;
    clearTimeout(retry);
    retries = 0;
    if (!socket) return;
    const closing = socket;
    socket = null;
    // Listeners go first, so our own disconnect is not mistaken for a lost connection.
    closing.removeAllListeners();
    closing.disconnect();
  };

  const expire = (
    status: 'expired' | 'outdated' = 'expired',
    reason: SessionEndReason = 'expired',
  ) => {
    const { phase } = store.getState();
    if (phase.status !== 'active') return;
    closeSocket(); // the socket must not keep reconnecting with a dead session or an old build
    store.setState({
      phase:
        status === 'expired' ? { status, user: phase.user, reason } : { status, user: phase.user },
      connection: 'disconnected',
      ready: false,
      onlineUsers: [],
    });
  };

  const connect = (user: SessionUser) => {
    closeSocket();
    const current = attempt;
    store.setState({ connection: 'connecting', ready: false });
    const made = deps.createSocket();
    if (!(made instanceof Promise)) return wire(made, user);
    made.then(
      (live) => {
        if (current === attempt) wire(live, user);
      },
      (error: unknown) => {
        if (current !== attempt) return;
        console.error('The realtime connection could not be loaded', error);
        store.setState({ connection: 'disconnected', ready: false, onlineUsers: [] });
      },
    );
  };

  const wire = (live: AppSocket, user: SessionUser) => {
    socket = live;
    // Every connect, reconnects included, introduces the session (FC §7 user_connected).
    live.on('connect', () => {
      store.setState({ connection: 'connected' });
      live.emit('user_connected', { sessionId: user.sessionId });
    });
    live.on('connect_error', (error) => {
      // The handshake was refused because this page runs an older build than the server.
      if (error.message === MESSAGES.appUpdated) return expire('outdated');
      store.setState({ connection: 'disconnected', ready: false, onlineUsers: [] });
    });
    live.on('disconnect', (reason) => {
      store.setState({ connection: 'disconnected', ready: false, onlineUsers: [] });
      // A session the server ended says so first (auth_error). Any other server-side close is a
      // lost connection, but one Socket.IO does not reconnect from by itself.
      if (reason !== 'io server disconnect') return;
      retry = setTimeout(() => live.connect(), reconnectDelay(retries));
      retries += 1;
    });
    listen(live, 'session_ready', ({ canDeploy, canTranslate }) => {
      retries = 0;
      store.setState({
        ready: true,
        canDeploy: canDeploy ?? true,
        canTranslate: canTranslate ?? true,
      });
    });
    listen(live, 'deploy_access', ({ canDeploy }) => store.setState({ canDeploy }));
    // Whatever its payload, an auth_error means the session is gone: logout, an admin kick or
    // removal, expiry, a session the server no longer knows at a reconnect, or (issue 50, its
    // reason says so) the trader ended it from another device.
    live.on('auth_error', (payload: unknown) => {
      const parsed = AuthErrorPayload.safeParse(payload);
      expire('expired', parsed.success ? parsed.data.reason : undefined);
    });
    listen(live, 'connected_users', ({ users }) => store.setState({ onlineUsers: users }));
    listen(live, 'admin_alert', ({ message }) =>
      store.setState(({ announcements }) => ({ announcements: [...announcements, message] })),
    );
    listen(live, 'new_login', (login) => store.setState({ newLogin: login }));
    listen(live, 'account_notice', (notice) => store.setState({ accountNotice: notice }));
    listen(live, 'socket_error', (refusal) => console.error('Server refused an event', refusal));
    for (const listener of socketListeners) listener(live, user);
    live.connect();
  };

  const begin = (user: SessionUser, twoFactorSetupRequired = false) => {
    store.setState({ ...initialState, phase: { status: 'active', user }, twoFactorSetupRequired });
    connect(user);
  };

  return {
    store,
    logIn: (login) => {
      const user = { sessionId: login.sessionId, username: login.username, isAdmin: login.isAdmin };
      writeStoredSession(user);
      begin(user, login.twoFactorSetupRequired === true);
    },
    resume: () => {
      const stored = readStoredSession();
      if (!stored) return false;
      begin({ ...stored, isAdmin: false });
      return true;
    },
    followStoredSession: (target) =>
      onStoredSessionChange(() => {
        const stored = readStoredSession();
        const { phase } = store.getState();
        // A logout there ends this session on the server too; an older build waits for a reload.
        if (!stored || phase.status === 'outdated') return;
        const current = phase.status === 'logged_out' ? null : phase.user;
        if (current?.sessionId === stored.sessionId && current.username === stored.username) return;
        // The session left behind ends unless another window (the other pop-out) still uses it.
        if (phase.status === 'active') {
          const socketId = socket?.id;
          const left = { sessionId: phase.user.sessionId, ifNoOtherWindow: true };
          leave(socketId ? { ...left, socketId } : left).catch((error: unknown) =>
            console.warn('Leaving the old session failed', error),
          );
        }
        begin({ ...stored, isAdmin: false });
      }, target),
    logOut: async (notice) => {
      const { phase } = store.getState();
      if (phase.status === 'logged_out') return;
      closeSocket();
      clearStoredSession();
      store.setState({ ...initialState, phase: { status: 'logged_out', notice } });
      try {
        await endSession(phase.user.sessionId);
      } catch (error) {
        // The session is gone from this browser either way; the server expires it later.
        console.warn('Logout request failed', error);
      }
    },
    dismissAnnouncement: () =>
      store.setState(({ announcements }) => ({ announcements: announcements.slice(1) })),
    dismissNewLogin: () => store.setState({ newLogin: null }),
    dismissAccountNotice: () => store.setState({ accountNotice: null }),
    twoFactorEnabled: () => store.setState({ twoFactorSetupRequired: false }),
    socket: () => socket,
    onSocket: (listener) => {
      socketListeners.add(listener);
      return () => socketListeners.delete(listener);
    },
  };
}
