import { createGroupsController } from '../../../src/features/groups/store.ts';
import { createSessionController } from '../../../src/features/session/index.ts';
import { fakeSocketFactory } from '../../fake-socket.ts';

/** A logged-in session on a fake socket and a groups store, shared by the chat and group tests. */

/** Codes handed out in order, so a test can tell a retry's code from the first one. */
export function codeSequence(): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `CODE${String(next).padStart(4, '0')}`;
  };
}

/** A session controller on fake sockets; `connect()` logs in and plays the server's welcome. */
export function fakeSession() {
  const sockets = fakeSocketFactory();
  const session = createSessionController({
    createSocket: sockets.create,
    endSession: async () => ({ success: true }),
  });
  const connect = (username = 'alice') => {
    session.logIn({ sessionId: `sess-${username}`, username, isAdmin: false });
    const socket = sockets.latest();
    socket.receive('connect');
    socket.receive('session_ready', { username });
    return socket;
  };
  /** What the app emitted on the latest socket, optionally only one event's payloads. */
  const emitted = (event: string) =>
    sockets
      .latest()
      .emitted.filter((entry) => entry.event === event)
      .map((entry) => entry.payload);
  return { session, sockets, connect, emitted };
}

/** A groups store on a fake session, with predictable codes and a fixed clock. */
export function startGroups() {
  const kit = fakeSession();
  const groups = createGroupsController({
    session: kit.session,
    generateCode: codeSequence(),
    now: () => 1_700_000_000_000,
  });
  const state = () => groups.store.getState();
  return { ...kit, groups, state };
}
