import { SESSION_HEADER } from '@launchdeck/protocol';
import { SERVER_ENV } from './process.ts';

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** POST /api/ingest with the benchmarks' token; throws unless the server stored it (202). */
export async function ingest(baseUrl: string, body: unknown): Promise<void> {
  const res = await post(`${baseUrl}/api/ingest`, body, {
    authorization: `Bearer ${SERVER_ENV.INGEST_TOKEN}`,
  });
  if (res.status !== 202) throw new Error(`ingest answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

/** POST /api/login; the new session's id. */
export async function login(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await post(`${baseUrl}/api/login`, { username, password });
  if (res.status !== 200) throw new Error(`login ${username} answered ${res.status}`);
  return ((await res.json()) as { sessionId: string }).sessionId;
}

export const adminLogin = (baseUrl: string) =>
  login(baseUrl, SERVER_ENV.ADMIN_USERNAME, SERVER_ENV.ADMIN_PASSWORD);

/** Adds a login through the admin API (POST /api/admin/credentials). */
export async function addUser(baseUrl: string, username: string, password: string) {
  const adminSession = await adminLogin(baseUrl);
  const res = await post(
    `${baseUrl}/api/admin/credentials`,
    { username, password },
    { [SESSION_HEADER]: adminSession },
  );
  if (!res.ok) throw new Error(`adding ${username} answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}
