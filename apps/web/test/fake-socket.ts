import type { AppSocket } from '../src/lib/socket.ts';

type Listener = (...args: unknown[]) => void;

/**
 * A stand-in for the socket.io client: records what the app emits and lets a test play the
 * server by delivering events with `receive`. Like the real client, `disconnect()` tells the
 * 'disconnect' listeners still attached.
 */
export class FakeSocket {
  readonly emitted: Array<{ event: string; payload: unknown }> = [];
  /** The server's id for this connection; the real client has one while connected. */
  id: string | undefined;
  connectCalls = 0;
  disconnectCalls = 0;
  private listeners = new Map<string, Listener[]>();

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  emit(event: string, payload: unknown): this {
    this.emitted.push({ event, payload });
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    return this;
  }

  disconnect(): this {
    this.disconnectCalls += 1;
    this.receive('disconnect', 'io client disconnect');
    return this;
  }

  /** The server's side: deliver an event to the app's listeners. */
  receive(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((sum, list) => sum + list.length, 0);
  }

  asSocket(): AppSocket {
    return this as unknown as AppSocket;
  }
}

/** A socket factory that hands out fakes and remembers them, newest last. */
export function fakeSocketFactory() {
  const sockets: FakeSocket[] = [];
  const create = () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket.asSocket();
  };
  const latest = (): FakeSocket => {
    const socket = sockets[sockets.length - 1];
    if (!socket) throw new Error('no socket was created');
    return socket;
  };
  return { create, sockets, latest };
}
