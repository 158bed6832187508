import type { ExtensionTokenCreated } from '@launchdeck/protocol';
import { request as sendRequest } from '../http-support.ts';
import type { TestServer } from '../server-support.ts';

/** Test helpers for the extension routes (integration tests only). */

/** A valid-looking token no one was given. */
export const STRANGER_TOKEN = `ldx_${'A'.repeat(43)}`;

/** Makes (or replaces) the session's user's extension token; answers it. */
export async function createExtensionToken(server: TestServer, sessionId: string) {
  const res = await server.request('POST', '/api/extension-token', undefined, sessionId);
  if (res.status !== 201) throw new Error(`token not made: ${await res.text()}`);
  return (await res.json()) as ExtensionTokenCreated;
}

/** A call as an extension makes it: the bearer token, and any other headers (an Origin). */
export function asExtension(
  server: TestServer,
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return sendRequest(server.url, method, path, body, {
    authorization: `Bearer ${token}`,
    ...headers,
  });
}
