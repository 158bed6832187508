import { MESSAGES } from '@launchdeck/protocol';
import { expect } from 'vitest';
import {
  ADMIN,
  type ClientSocket,
  nextEvent,
  startTestServer,
  type TestServer,
} from '../server-support.ts';
import type { StorageKind } from '../storage/support.ts';

/** Test helpers for the admin API (integration tests only). */

export const PASSWORD = 'admin-test-password';

export type Answer = { status: number; body: Record<string, unknown> };

export type AdminTestServer = TestServer & {
  /** The admin's session. */
  admin: string;
  /** A call as the admin, or as `session` ('' for none); answers the status and the JSON. */
  call: (method: string, path: string, body?: unknown, session?: string) => Promise<Answer>;
  /** Logs a login in and connects a socket; resolves once the session is ready. */
  connect: (username: string, password?: string) => Promise<ConnectedUser>;
};

export type ConnectedUser = { sessionId: string; socket: ClientSocket };

/** A test server with the admin logged in and `users` added (password PASSWORD). */
export async function startAdminTestServer(
  kind: StorageKind,
  users: readonly string[] = [],
): Promise<AdminTestServer> {
  const server = await startTestServer(kind);
  for (const name of users) await server.addUser(name, PASSWORD);
  const admin = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
  const call: AdminTestServer['call'] = async (method, path, body, session = admin) => {
    const res = await server.request(method, path, body, session || undefined);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const connect: AdminTestServer['connect'] = async (username, password = PASSWORD) => {
    const { sessionId } = await server.login(username, password);
    const socket = server.socket({ sessionId });
    await nextEvent(socket, 'session_ready');
    return { sessionId, socket };
  };
  return Object.assign(server, { admin, call, connect });
}

/**
 * A refusal as the error handler sends it, to compare an Answer with. Only the sentence is
 * compared: a body refused by its schema also names the field.
 */
export const refused = (status: number, error: string): Answer => ({
  status,
  body: expect.objectContaining({ error }),
});

/** The reserved admin's refusal (DA §6). */
export const reserved = (): Answer => refused(403, MESSAGES.reservedAdmin);
