import { type LoginResponseBody, type LogoutRequestBody, MESSAGES } from '@launchdeck/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSocketFactory } from '../../../test/fake-socket.ts';
import { createSessionController } from './store.ts';

const login: LoginResponseBody = { sessionId: 'sess-1', username: 'alice', isAdmin: false };

/** Another window of this browser stores a session; this window hears the storage event. */
function storeSessionElsewhere(sessionId: string, username: string) {
  localStorage.setItem('sessionId', sessionId);
  window.dispatchEvent(new StorageEvent('storage', { key: 'sessionId' }));
  localStorage.setItem('loggedInUser', username);
  window.dispatchEvent(new StorageEvent('storage', { key: 'loggedInUser' }));
}

/** Another window of this browser starts afresh (FC §4) and removes the stored session. */
function clearStoredSessionElsewhere() {
  localStorage.removeItem('sessionId');
  window.dispatchEvent(new StorageEvent('storage', { key: 'sessionId' }));
  localStorage.removeItem('loggedInUser');
  window.dispatchEvent(new StorageEvent('storage', { key: 'loggedInUser' }));
}

function setup() {
  const sockets = fakeSocketFactory();
  const endSession = vi.fn(async (_sessionId: string) => ({ success: true }));
  const leaveSession = vi.fn(async (_body: LogoutRequestBody) => ({ success: true }));
  const session = createSessionController({
    createSocket: sockets.create,
    endSession,
    leaveSession,
  });
  const state = () => session.store.getState();
  return { session, sockets, endSession, leaveSession, state };
}

describe('session store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores the session and starts connecting on login', () => {
    const { session, sockets, state } = setup();
    session.logIn(login);
    expect(state().phase).toEqual({
      status: 'active',
      user: { sessionId: 'sess-1', username: 'alice', isAdmin: false },
    });
    expect(state().connection).toBe('connecting');
    expect(sockets.latest().connectCalls).toBe(1);
    expect(localStorage.getItem('sessionId')).toBe('sess-1');
    expect(localStorage.getItem('loggedInUser')).toBe('alice');
  });

  it('introduces the session on every connect, reconnects included', () => {
    const { session, sockets, state } = setup();
    session.logIn(login);
    const socket = sockets.latest();
    socket.receive('connect');
    expect(state().connection).toBe('connected');
    socket.receive('session_ready', { username: 'alice' });
    expect(state().ready).toBe(true);

    socket.receive('connected_users', { users: ['alice', 'bob'] });
    socket.receive('disconnect', 'transport close');
    expect(state().connection).toBe('disconnected');
    expect(state().ready).toBe(false);
    expect(state().onlineUsers).toEqual([]);
    expect(state().phase.status).toBe('active');

    socket.receive('connect');
    expect(state().connection).toBe('connected');
    expect(socket.emitted).toEqual([
      { event: 'user_connected', payload: { sessionId: 'sess-1' } },
      { event: 'user_connected', payload: { sessionId: 'sess-1' } },
    ]);
  });

  it('knows the deploy permission from session_ready and follows deploy_access', () => {
    const { session, sockets, state } = setup();
    session.logIn(login);
    const socket = sockets.latest();
    expect(state().canDeploy).toBe(true);
    socket.receive('connect');
    socket.receive('session_ready', { username: 'alice', canDeploy: false });
    expect(state().canDeploy).toBe(false);
    socket.receive('deploy_access', { canDeploy: true });
    expect(state().canDeploy).toBe(true);
    socket.receive('deploy_access', { canDeploy: false });
    // Kept through a lost connection; the next session_ready says it again.
    socket.receive('disconnect', 'transport close');
    expect(state().canDeploy).toBe(false);
    socket.receive('connect');
    // An older server says nothing: the launch's own answer decides.
    socket.receive('session_ready', { username: 'alice' });
    expect(state().canDeploy).toBe(true);
  });

  it('starts each login allowed to deploy until its server says otherwise', async () => {
    const { session, sockets, state } = setup();
    session.logIn(login);
    sockets.latest().receive('session_ready', { username: 'alice', canDeploy: false });
    await session.logOut();
    session.logIn({ ...login, username: 'bob', sessionId: 'sess-2' });
    expect(state().canDeploy).toBe(true);
  });

  it('marks the connection lost when the first attempt fails', () => {
    const { session, sockets, state } = setup();
    session.logIn(login);
    sockets.latest().receive('connect_error', new Error('refused'));
    expect(state().connection).toBe('disconnected');
  });

  it('keeps the online users from connected_users and ignores malformed ones', () => {
    const { session, sockets, state } = setup();
    session.logIn(login);
    sockets.latest().receive('connected_users', { users: ['alice', 'bob', 'carol'] });
    expect(state().onlineUsers).toEqual(['alice', 'bob', 'carol']);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sockets.latest().receive('connected_users', { users: 'everyone' });
    expect(state().onlineUsers).toEqual(['alice', 'bob', 'carol']);
  });

  it('expires the session on auth_error and stops the socket for good', () => {
    const { session, sockets, state } = setup();
    session.logIn(login);
    const socket = sockets.latest();
    socket.receive('connect');
    socket.receive('connected_users', { users: ['alice'] });
    socket.receive('auth_error', { message: 'Session expired or invalid' });

    expect(state().phase).toEqual({
      status: 'expired',
      user: expect.objectContaining(login),
      reason: 'expired',
    });
    expect(state().onlineUsers).toEqual([]);
    expect(socket.disconnectCalls).toBe(1);
    expect(socket.listenerCount()).toBe(0);
    expect(session.socket()).toBeNull();
  });

  it('keeps why the session ended: from another device (issue 50)', () => {
    const { session, sockets, state } = setup();
    session.logIn(login);
    const socket = sockets.latest();
    socket.receive('connect');
    socket.receive('auth_error', { message: MESSAGES.sessionInvalid, reason: 'ended_elsewhere' });
    expect(state().phase).toMatchObject({ status: 'expired', reason: 'ended_elsewhere' });
    expect(session.socket()).toBeNull();
  });

  it('asks for a reload when the server refuses this build, and stops the socket', () => {
    const { session, sockets, state } = setup();
    session.logIn(login);
    const socket = sockets.latest();
    socket.receive('connect_error', new Error(MESSAGES.appUpdated));

    expect(state().phase).toEqual({ status: 'outdated', user: expect.objectContaining(login) });
    expect(socket.disconnectCalls).toBe(1);
    expect(session.socket()).toBeNull();
  });

  it('treats any other connect_error as a lost connection that retries', () => {
    const { session, sockets, state } = setup();
    session.logIn(login);
    sockets.latest().receive('connect_error', new Error('websocket error'));
    expect(state().phase.status).toBe('active');
    expect(state().connection).toBe('disconnected');
    expect(sockets.latest().disconnectCalls).toBe(0);
  });

  it('expires the session when the server ends it: auth_error, then the server closes the socket', () => {
    vi.useFakeTimers();
    const { session, sockets, state } = setup();
    session.logIn(login);
    const socket = sockets.latest();
    socket.receive('connect');
    socket.receive('auth_error', { message: 'Session expired or invalid' });
    socket.receive('disconnect', 'io server disconnect');
    vi.runAllTimers();
    expect(state().phase.status).toBe('expired');
    expect(state().connection).toBe('disconnected');
    expect(socket.connectCalls).toBe(1);
  });

  it('treats a server closing the socket without auth_error as a lost connection, and reconnects', () => {
    vi.useFakeTimers();
    const { session, sockets, state } = setup();
    session.logIn(login);
    const socket = sockets.latest();
    socket.receive('connect');
    socket.receive('disconnect', 'io server disconnect');
    expect(state().phase.status).toBe('active');
    expect(state().connection).toBe('disconnected');
    expect(socket.connectCalls).toBe(1);

    vi.runOnlyPendingTimers();
    expect(socket.connectCalls).toBe(2);
    socket.receive('connect');
    expect(state().connection).toBe('connected');
    expect(sockets.sockets).toHaveLength(1);
  });

  it('leaves a lost transport (a server restart) to Socket.IO, without expiring', () => {
    vi.useFakeTimers();
    const { session, sockets, state } = setup();
    session.logIn(login);
    const socket = sockets.latest();
    socket.receive('connect');
    socket.receive('disconnect', 'transport close');
    vi.runAllTimers();
    expect(state().phase.status).toBe('active');
    expect(state().connection).toBe('disconnected');
    expect(socket.connectCalls).toBe(1);
  });

  it('expires the session when it is no longer valid at a reconnect', () => {
    const { session, sockets, state } = setup();
    session.logIn(login);
    const socket = sockets.latest();
    socket.receive('connect');
    socket.receive('disconnect', 'transport close');
    socket.receive('connect');
    socket.receive('auth_error', { message: 'Session expired or invalid' });
    expect(state().phase.status).toBe('expired');
    expect(session.socket()).toBeNull();
  });

  it('drops a pending reconnect when the trader logs out', async () => {
    vi.useFakeTimers();
    const { session, sockets } = setup();
    session.logIn(login);
    const socket = sockets.latest();
    socket.receive('disconnect', 'io server disconnect');
    await session.logOut();
    vi.runAllTimers();
    expect(socket.connectCalls).toBe(1);
  });

  it('queues admin announcements until each is dismissed', () => {
    const { session, sockets, state } = setup();
    session.logIn(login);
    sockets.latest().receive('admin_alert', { message: 'Maintenance at 18:00' });
    sockets.latest().receive('admin_alert', { message: 'Back online' });
    expect(state().announcements).toEqual(['Maintenance at 18:00', 'Back online']);
    session.dismissAnnouncement();
    expect(state().announcements).toEqual(['Back online']);
  });

  it('keeps the latest new_login for its notice until dismissed', () => {
    const { session, sockets, state } = setup();
    session.logIn(login);
    const notice = { ip: '203.0.113.9', userAgent: 'Firefox/133.0', at: 1 };
    sockets.latest().receive('new_login', notice);
    expect(state().newLogin).toEqual(notice);
    session.dismissNewLogin();
    expect(state().newLogin).toBeNull();
  });

  it('holds the two-factor setup the login requires until it is done', () => {
    const { session, state } = setup();
    session.logIn(login);
    expect(state().twoFactorSetupRequired).toBe(false);
    session.logIn({ ...login, twoFactorSetupRequired: true });
    expect(state().twoFactorSetupRequired).toBe(true);
    session.twoFactorEnabled();
    expect(state().twoFactorSetupRequired).toBe(false);
  });

  it('logs out: ends the session on the server, forgets it here, closes the socket', async () => {
    const { session, sockets, state, endSession } = setup();
    session.logIn(login);
    const socket = sockets.latest();
    socket.receive('connect');
    socket.receive('connected_users', { users: ['alice', 'bob'] });

    await session.logOut();

    expect(endSession).toHaveBeenCalledWith('sess-1');
    expect(state().phase).toEqual({ status: 'logged_out' });
    expect(state().connection).toBe('idle');
    expect(state().onlineUsers).toEqual([]);
    expect(socket.disconnectCalls).toBe(1);
    expect(localStorage.getItem('sessionId')).toBeNull();
    expect(localStorage.getItem('loggedInUser')).toBeNull();
  });

  it('keeps the reason it was logged out for the login screen, until the next login', async () => {
    const { session, endSession, state } = setup();
    session.logIn(login);
    await session.logOut(MESSAGES.adminSessionEnded);
    expect(endSession).toHaveBeenCalledWith('sess-1');
    expect(state().phase).toEqual({ status: 'logged_out', notice: MESSAGES.adminSessionEnded });
    session.logIn(login);
    await session.logOut();
    expect(state().phase).toEqual({ status: 'logged_out' });
  });

  it('still logs out here when the logout request fails', async () => {
    const { session, endSession, state } = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    endSession.mockRejectedValueOnce(new Error('offline'));
    session.logIn(login);
    await session.logOut();
    expect(state().phase.status).toBe('logged_out');
  });

  it('resumes the stored session in a pop-out, and does nothing without one', () => {
    const { session, sockets, state } = setup();
    expect(session.resume()).toBe(false);
    expect(sockets.sockets).toHaveLength(0);

    localStorage.setItem('sessionId', 'sess-9');
    localStorage.setItem('loggedInUser', 'bob');
    expect(session.resume()).toBe(true);
    expect(state().phase).toEqual({
      status: 'active',
      user: { sessionId: 'sess-9', username: 'bob', isAdmin: false },
    });
    sockets.latest().receive('connect');
    expect(sockets.latest().emitted[0]).toEqual({
      event: 'user_connected',
      payload: { sessionId: 'sess-9' },
    });
  });

  it('follows the main window into its new login after the session ended', () => {
    localStorage.setItem('sessionId', 'sess-1');
    localStorage.setItem('loggedInUser', 'alice');
    const { session, sockets, state } = setup();
    const stop = session.followStoredSession();
    session.resume();
    sockets.latest().receive('auth_error', { message: 'Session expired or invalid' });
    expect(state().phase.status).toBe('expired');

    // The main window reloads (its keys are cleared) and logs in again.
    clearStoredSessionElsewhere();
    expect(state().phase.status).toBe('expired');
    storeSessionElsewhere('sess-2', 'alice');
    expect(state().phase).toEqual({
      status: 'active',
      user: { sessionId: 'sess-2', username: 'alice', isAdmin: false },
    });
    sockets.latest().receive('connect');
    expect(sockets.latest().emitted[0]).toEqual({
      event: 'user_connected',
      payload: { sessionId: 'sess-2' },
    });

    // The same session stored again changes nothing; after stop, nothing is followed.
    storeSessionElsewhere('sess-2', 'alice');
    expect(sockets.sockets).toHaveLength(2);
    stop();
    storeSessionElsewhere('sess-3', 'alice');
    expect(sockets.sockets).toHaveLength(2);
  });

  it('leaves the session it held when it follows a new login, unless another window uses it', () => {
    localStorage.setItem('sessionId', 'sess-1');
    localStorage.setItem('loggedInUser', 'alice');
    const { session, sockets, leaveSession, state } = setup();
    const stop = session.followStoredSession();
    session.resume();
    sockets.latest().id = 'popout-socket';
    // The main window reloaded with this pop-out open (the session was kept for it) and logs in.
    clearStoredSessionElsewhere();
    storeSessionElsewhere('sess-2', 'alice');
    expect(state().phase.status).toBe('active');
    expect(leaveSession).toHaveBeenCalledTimes(1);
    expect(leaveSession).toHaveBeenCalledWith({
      sessionId: 'sess-1',
      ifNoOtherWindow: true,
      socketId: 'popout-socket',
    });
    // An ended session is not left again.
    sockets.latest().receive('auth_error', { message: MESSAGES.sessionInvalid });
    storeSessionElsewhere('sess-3', 'alice');
    expect(leaveSession).toHaveBeenCalledTimes(1);
    stop();
  });

  it('follows a login made in the main window while the pop-out had none', () => {
    const { session, state } = setup();
    const stop = session.followStoredSession();
    expect(session.resume()).toBe(false);
    storeSessionElsewhere('sess-5', 'bob');
    expect(state().phase).toEqual({
      status: 'active',
      user: { sessionId: 'sess-5', username: 'bob', isAdmin: false },
    });
    stop();
  });

  it('hands every new socket to the attached feature stores before it connects', () => {
    const { session, sockets } = setup();
    const seen: Array<{ connectCalls: number; username: string }> = [];
    const detach = session.onSocket((socket, user) => {
      const fake = socket as unknown as { connectCalls: number };
      seen.push({ connectCalls: fake.connectCalls, username: user.username });
    });
    session.logIn(login);
    session.logIn({ ...login, sessionId: 'sess-2' });
    expect(seen).toEqual([
      { connectCalls: 0, username: 'alice' },
      { connectCalls: 0, username: 'alice' },
    ]);
    expect(sockets.sockets).toHaveLength(2);

    detach();
    session.logIn(login);
    expect(seen).toHaveLength(2);
  });
});
