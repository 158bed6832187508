import {
  ErrorBody,
  EXTENSION_CALLS,
  ExtensionTokenOwner,
  type VampRequestBody,
  VampResponseBody,
} from '@launchdeck/protocol';
import {
  CONNECTION_MESSAGES,
  type Connection,
  connectionProblem,
  serverOrigin,
} from './connection.ts';

/** A call ready for fetch: where, and how. */
export type LaunchdeckCall = { url: string; init: RequestInit };

/** The outcome shown to the trader: done with a sentence, or the reason it failed. */
export type CallOutcome<T> = { ok: true; answer: T } | { ok: false; error: string };

const withToken = (connection: Connection, init: RequestInit): RequestInit => ({
  ...init,
  headers: { ...init.headers, authorization: `Bearer ${connection.token.trim()}` },
  credentials: 'omit',
});

const urlOf = (connection: Connection, path: string) =>
  new URL(path, serverOrigin(connection.server)).href;

/** POST /api/vamp with the bearer token: an address to look up, or an image for the open form. */
export function vampCall(connection: Connection, body: VampRequestBody): LaunchdeckCall {
  return {
    url: urlOf(connection, EXTENSION_CALLS.vamp),
    init: withToken(connection, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  };
}

/** GET /api/extension-token/check: the options page's "Test connection". */
export function checkCall(connection: Connection): LaunchdeckCall {
  return {
    url: urlOf(connection, EXTENSION_CALLS.check),
    init: withToken(connection, { method: 'GET' }),
  };
}

/** Makes a call and reads its answer with its schema; every failure becomes one sentence. */
async function send<T>(
  connection: Partial<Connection>,
  build: (connection: Connection) => LaunchdeckCall,
  parse: (json: unknown) => T | undefined,
): Promise<CallOutcome<T>> {
  const problem = connectionProblem(connection);
  if (problem) return { ok: false, error: problem };
  const ready = connection as Connection;
  const { url, init } = build(ready);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    return { ok: false, error: CONNECTION_MESSAGES.unreachable(serverOrigin(ready.server) ?? '') };
  }
  const json: unknown = await response.json().catch(() => undefined);
  const answer = response.ok ? parse(json) : undefined;
  if (answer !== undefined) return { ok: true, answer };
  const refusal = ErrorBody.safeParse(json);
  return {
    ok: false,
    error: refusal.success ? refusal.data.error : CONNECTION_MESSAGES.unreadable(response.status),
  };
}

export function sendToLaunchdeck(connection: Partial<Connection>, body: VampRequestBody) {
  return send(
    connection,
    (ready) => vampCall(ready, body),
    (json) => VampResponseBody.safeParse(json).data,
  );
}

export function checkConnection(connection: Partial<Connection>) {
  return send(connection, checkCall, (json) => ExtensionTokenOwner.safeParse(json).data);
}

/** 'Sent to 2 Launchdeck windows.' / 'No Launchdeck window is open…': what the trader reads. */
export function windowsSentence(windows: number): string {
  if (windows === 0)
    return 'Sent, but no Launchdeck window is open: open Launchdeck and try again.';
  return `Sent to ${windows} Launchdeck window${windows === 1 ? '' : 's'}.`;
}
