import { useSession, useSessionController } from '../session/index.ts';

/** Header end: who is online, who is logged in, and Logout. */
export function UserBadge() {
  const { logOut } = useSessionController();
  const username = useSession((state) =>
    state.phase.status === 'logged_out' ? '' : state.phase.user.username,
  );
  const online = useSession((state) => state.onlineUsers.length);
  const connected = useSession((state) => state.connection === 'connected');

  return (
    <div className="user-badge">
      <span className={connected ? 'online-count is-connected' : 'online-count'}>
        <span className="online-dot" aria-hidden="true" />
        {online} online
      </span>
      <span className="header-user">{username}</span>
      <button
        type="button"
        className="btn btn-secondary header-logout"
        onClick={() => void logOut()}
      >
        Logout
      </button>
    </div>
  );
}
