import { type LogoutRequestBody, MESSAGES } from '@launchdeck/protocol';
import { describe, expect, it, vi } from 'vitest';
import { fakeSocketFactory } from '../../../test/fake-socket.ts';
import { endSessionOnPageHide } from './page-exit.ts';
import { createSessionController } from './store.ts';

function setup() {
  const sockets = fakeSocketFactory();
  const session = createSessionController({ createSocket: sockets.create });
  const page = new EventTarget();
  const send = vi.fn((_body: LogoutRequestBody) => true);
  const stop = endSessionOnPageHide(session, page, send);
  const hide = () => page.dispatchEvent(new Event('pagehide'));
  return { session, sockets, send, stop, hide };
}

describe('endSessionOnPageHide', () => {
  it("sends the closing main window's session and socket, so a pop-out can keep it", () => {
    const { session, sockets, send, hide } = setup();
    session.logIn({ sessionId: 'sess-1', username: 'alice', isAdmin: false });
    sockets.latest().id = 'socket-a';
    hide();
    expect(send).toHaveBeenCalledWith({
      sessionId: 'sess-1',
      ifNoOtherWindow: true,
      socketId: 'socket-a',
    });
  });

  it('sends no socket id while the window has no connection', () => {
    const { session, send, hide } = setup();
    session.logIn({ sessionId: 'sess-1', username: 'alice', isAdmin: false });
    hide();
    expect(send).toHaveBeenCalledWith({ sessionId: 'sess-1', ifNoOtherWindow: true });
  });

  it('sends nothing before a login, after an ended session or once stopped', () => {
    const { session, sockets, send, stop, hide } = setup();
    hide();
    session.logIn({ sessionId: 'sess-1', username: 'alice', isAdmin: false });
    sockets.latest().receive('auth_error', { message: MESSAGES.sessionInvalid });
    hide();
    expect(send).not.toHaveBeenCalled();
    session.logIn({ sessionId: 'sess-2', username: 'alice', isAdmin: false });
    stop();
    hide();
    expect(send).not.toHaveBeenCalled();
  });
});
