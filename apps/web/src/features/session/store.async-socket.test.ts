import type { LoginResponseBody } from '@launchdeck/protocol';
import { describe, expect, it, vi } from 'vitest';
import { fakeSocketFactory } from '../../../test/fake-socket.ts';
import type { AppSocket } from '../../lib/socket.ts';
import { createSessionController } from './store.ts';

const login: LoginResponseBody = { sessionId: 'sess-1', username: 'alice', isAdmin: false };

/** A factory whose sockets arrive when the test says, as the app's does once its code loads. */
function deferredSockets() {
  const fakes = fakeSocketFactory();
  const pending: { resolve: (socket: AppSocket) => void; reject: (error: Error) => void }[] = [];
  const create = () =>
    new Promise<AppSocket>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  const deliver = async (index: number) => {
    pending[index]?.resolve(fakes.create());
    await Promise.resolve();
    await Promise.resolve();
  };
  const fail = async (index: number) => {
    pending[index]?.reject(new Error('offline'));
    await Promise.resolve();
    await Promise.resolve();
  };
  return { create, deliver, fail, fakes };
}

describe('session store with a socket that loads first', () => {
  it('connects the socket once it arrives, with the listeners attached before', async () => {
    const sockets = deferredSockets();
    const session = createSessionController({ createSocket: sockets.create });
    const attached = vi.fn();
    session.onSocket(attached);
    session.logIn(login);
    expect(session.store.getState().connection).toBe('connecting');
    expect(session.socket()).toBeNull();

    await sockets.deliver(0);
    const socket = sockets.fakes.latest();
    expect(attached).toHaveBeenCalledWith(socket.asSocket(), expect.objectContaining(login));
    expect(socket.connectCalls).toBe(1);
    socket.receive('connect');
    expect(session.store.getState().connection).toBe('connected');
  });

  it('drops a socket that arrives after a logout or a newer login', async () => {
    const sockets = deferredSockets();
    const session = createSessionController({
      createSocket: sockets.create,
      endSession: async () => ({ success: true }),
    });
    session.logIn(login);
    await session.logOut();
    session.logIn({ ...login, sessionId: 'sess-2' });
    await sockets.deliver(0);
    expect(session.socket()).toBeNull();
    await sockets.deliver(1);
    expect(session.socket()).toBe(sockets.fakes.latest().asSocket());
    expect(sockets.fakes.sockets[0]?.connectCalls).toBe(0);
  });

  it('shows the connection as lost when the socket cannot be loaded', async () => {
    const sockets = deferredSockets();
    const session = createSessionController({ createSocket: sockets.create });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    session.logIn(login);
    await sockets.fail(0);
    expect(session.store.getState().connection).toBe('disconnected');
    expect(session.store.getState().phase.status).toBe('active');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
