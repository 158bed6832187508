import { useEffect, useId, useRef, useState } from 'react';
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
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="online-users" ref={root}>
      <button
        ref={button}
        type="button"
        className={connected ? 'online-count is-connected' : 'online-count'}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        title={SHELL_TEXT.showOnlineUsers}
        onClick={() => setOpen((was) => !was)}
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
