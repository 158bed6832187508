import { useId } from 'react';
import { useDisclosure } from '../../lib/use-disclosure.ts';
import { useSession } from '../session/index.ts';
import { SHELL_TEXT } from './strings.ts';

/**
 * FC §2 online users list: the header's 'N online' count is a button that opens a small list of
 * who is online (connected_users), the user's own name marked. It closes on Escape, on a click
 * outside and on the button again.
 */
export function OnlineUsers() {
  const users = useSession((state) => state.onlineUsers);
  const connected = useSession((state) => state.connection === 'connected');
  const me = useSession((state) =>
    state.phase.status === 'logged_out' ? '' : state.phase.user.username.toLowerCase(),
  );
  const { open, toggle, root, button } = useDisclosure();
  const listId = useId();
  const titleId = useId();

  return (
    <div className="online-users" ref={root}>
      <button
        ref={button}
        type="button"
        className={connected ? 'online-count is-connected' : 'online-count'}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        title={SHELL_TEXT.showOnlineUsers}
        onClick={toggle}
      >
        <span className="online-dot" aria-hidden="true" />
        {SHELL_TEXT.onlineCount(users.length)}
      </button>
      {open ? (
        <section id={listId} className="online-users-popover" aria-labelledby={titleId}>
          <h2 id={titleId} className="online-users-title">
            {SHELL_TEXT.onlineUsersTitle}
          </h2>
          {users.length ? (
            <ul className="online-users-list">
              {users.map((name) => (
                <li key={name} className="online-user">
                  <span className="online-user-dot" aria-hidden="true" />
                  <span className="online-user-name">{name}</span>
                  {name.toLowerCase() === me ? (
                    <span className="online-user-you">{SHELL_TEXT.you}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="online-users-empty">
              {connected ? SHELL_TEXT.nobodyOnline : SHELL_TEXT.offlineList}
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}
