import type { AddressInfo } from 'node:net';
import {
  type ClientToServerEvents,
  type LoginResponseBody,
  PROTOCOL_VERSION,
  type ServerToClientEvents,
} from '@launchdeck/protocol';
import { io as connect, type Socket } from 'socket.io-client';
import { type App, type AppDeps, createApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Storage } from '../src/storage/database.ts';
import { translatorFromConfig } from '../src/translate/from-config.ts';
import {
  ADMIN,
  addUser as addLogin,
  login as logIn,
  request as sendRequest,
  sessionHeader,
} from './http-support.ts';
import { openTestStorage, type StorageKind } from './storage/support.ts';

export { ADMIN } from './http-support.ts';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type TestServer = {
  url: string;
  app: App;
  storage: Storage;
  config: Config;
  request: (method: string, path: string, body?: unknown, sessionId?: string) => Promise<Response>;
  login: (username: string, password: string) => Promise<LoginResponseBody>;
  addUser: (username: string, password: string) => Promise<void>;
  /** A real client of this protocol version; `auth` adds to the handshake (sessionId, lastSeq). */
  socket: (auth?: Record<string, unknown>) => ClientSocket;
  /** A new login `username`'s feed socket, once its initialTweets arrived. */
  reader: (username: string) => Promise<ClientSocket>;
  /** POST /api/ingest with the server's INGEST_TOKEN, as a source sends; throws unless 202. */
  ingest: (body: unknown) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A real server on an ephemeral port with its own fresh database, spoken to over HTTP and
 * Socket.IO; or on `shared` storage (a restart, a second node), which its close leaves open.
 */
export async function startTestServer(
  kind: StorageKind,
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'storage'> = {},
  shared?: Storage,
): Promise<TestServer> {
  const config = loadConfig({
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    PORT: '0',
    // Post images are read only where a test asks for it (image-addresses/).
    IMAGE_ADDRESSES: 'off',
    // Market data comes from a loopback fake where a test asks for it (market-data/).
    MARKET_DATA: 'off',
    ...env,
  });
  const storage = shared ?? (await openTestStorage(kind));
  const app = await createApp(
    { storage, translator: translatorFromConfig(config.translation), ...deps },
    config,
  );
  await app.users.ensureAdmin(config.adminPassword);
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.http.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const sockets: ClientSocket[] = [];
  let adminSession: string | undefined;

  const request: TestServer['request'] = (method, path, body, sessionId) =>
    sendRequest(url, method, path, body, sessionHeader(sessionId));
  const login: TestServer['login'] = (username, password) => logIn(url, username, password);

  const server: TestServer = {
    url,
    app,
    storage,
    config,
    request,
    login,
    addUser: async (username, password) => {
      adminSession ??= (await login(ADMIN.username, ADMIN.password)).sessionId;
      await addLogin(url, adminSession, username, password);
    },
    socket: (auth) => {
      const socket: ClientSocket = connect(url, {
        path: '/socket.io',
        auth: { protocolVersion: PROTOCOL_VERSION, ...auth },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      return socket;
    },
    reader: async (username) => {
      const password = `${username}-password`;
      adminSession ??= (await login(ADMIN.username, ADMIN.password)).sessionId;
      await addLogin(url, adminSession, username, password);
      const { sessionId } = await login(username, password);
      const socket = server.socket();
      const initial = nextEvent(socket, 'initialTweets');
      socket.emit('user_connected', { sessionId });
      await initial;
      return socket;
    },
    ingest: async (body) => {
      const response = await fetch(`${url}/api/ingest`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${config.ingestToken}`,
        },
        body: JSON.stringify(body),
      });
      if (response.status !== 202) {
        throw new Error(`ingest answered ${response.status}: ${await response.text()}`);
      }
    },
    close: async () => {
      for (const socket of sockets) socket.disconnect();
      await app.close();
      if (!shared) await storage.close();
    },
  };
  return server;
}

/** Resolves with the next payload of an event. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve) => {
    (socket.once as (e: string, cb: (payload: unknown) => void) => void)(event, (payload) =>
      resolve(payload as Parameters<ServerToClientEvents[E]>[0]),
    );
  });
}

/** Resolves with the first payload of an event that satisfies a predicate. */
export function waitForEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  predicate: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve) => {
    const on = socket.on as (e: string, cb: (payload: unknown) => void) => void;
    const off = socket.off as (e: string, cb: (payload: unknown) => void) => void;
    const handler = (payload: unknown) => {
      const typed = payload as Parameters<ServerToClientEvents[E]>[0];
      if (!predicate(typed)) return;
      off.call(socket, event, handler);
      resolve(typed);
    };
    on.call(socket, event, handler);
  });
}

/**
 * What a socket hears from now until it is disconnected, in order: each auth_error (an ended
 * session) and then the disconnect reason.
 */
export function endingOf(socket: ClientSocket): Promise<string[]> {
  const heard: string[] = [];
  socket.on('auth_error', ({ message }) => heard.push(`auth_error: ${message}`));
  return new Promise((resolve) =>
    socket.once('disconnect', (reason) => resolve([...heard, reason])),
  );
}
