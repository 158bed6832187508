import { useSession, useSessionController } from '../session/index.ts';
import { OnlineUsers } from './OnlineUsers.tsx';

/** Header end: who is online, who is logged in, and Logout. */
export function UserBadge() {
  const { logOut } = useSessionController();
  const username = useSession((state) =>
    state.phase.status === 'logged_out' ? '' : state.phase.user.username,
  );

  return (
    <div className="user-badge">
      <OnlineUsers />
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
