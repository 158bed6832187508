import { type LoginResponseBody, SESSION_HEADER } from '@launchdeck/protocol';

/** The reserved admin account every test server is started with. */
export const ADMIN = { username: 'admin', password: 'admin-password-for-tests' } as const;

/** A JSON request to a server at `url`; a string body is sent as it is (malformed-input tests). */
export function request(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const all: Record<string, string> = { ...headers };
  if (body !== undefined) all['content-type'] = 'application/json';
  const payload =
    body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return fetch(`${url}${path}`, { method, headers: all, body: payload });
}

export const sessionHeader = (sessionId: string | undefined): Record<string, string> =>
  sessionId ? { [SESSION_HEADER]: sessionId } : {};

export async function login(
  url: string,
  username: string,
  password: string,
): Promise<LoginResponseBody> {
  const res = await request(url, 'POST', '/api/login', { username, password });
  if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status}`);
  return (await res.json()) as LoginResponseBody;
}

/** Adds a login through the admin API, as the admin session `adminSessionId`. */
export async function addUser(
  url: string,
  adminSessionId: string,
  username: string,
  password: string,
): Promise<void> {
  const res = await request(
    url,
    'POST',
    '/api/admin/credentials',
    { username, password },
    sessionHeader(adminSessionId),
  );
  if (res.status !== 201) throw new Error(`adding ${username} failed: ${await res.text()}`);
}
