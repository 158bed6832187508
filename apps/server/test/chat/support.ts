import type { ChatHistoryPayload, ServerToClientEvents } from '@launchdeck/protocol';
import { type ClientSocket, nextEvent, type TestServer } from '../server-support.ts';

/** Test helpers for chat and group sockets (integration tests only). */

export const PASSWORD = 'chat-test-password';

export type ChatClient = {
  username: string;
  sessionId: string;
  socket: ClientSocket;
  /** The chat_history sent right after session_ready. */
  history: ChatHistoryPayload;
};

/** Logs in and connects a socket the way the browser does; resolves once chat_history arrived. */
export async function connectChatUser(
  server: TestServer,
  username: string,
  password: string = PASSWORD,
): Promise<ChatClient> {
  const { sessionId } = await server.login(username, password);
  const socket = server.socket();
  const history = nextEvent(socket, 'chat_history');
  socket.emit('user_connected', { sessionId });
  return { username, sessionId, socket, history: await history };
}

/** Emits anything, bypassing the typed payloads, to test what a hostile client can send. */
export function emitRaw(socket: ClientSocket, event: string, payload?: unknown): void {
  (socket.emit as (event: string, payload?: unknown) => void).call(socket, event, payload);
}

/** Every payload of an event from now on. */
export function collect<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
): Array<Parameters<ServerToClientEvents[E]>[0]> {
  const seen: Array<Parameters<ServerToClientEvents[E]>[0]> = [];
  (socket.on as (e: string, cb: (payload: unknown) => void) => void).call(socket, event, (p) =>
    seen.push(p as Parameters<ServerToClientEvents[E]>[0]),
  );
  return seen;
}

/** Emits and resolves with the next payload of the answer event. */
export function ask<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: string,
  payload: unknown,
  answer: E,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  const next = nextEvent(socket, answer);
  emitRaw(socket, event, payload);
  return next;
}
