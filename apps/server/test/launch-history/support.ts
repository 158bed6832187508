import type { AddressInfo } from 'node:net';
import {
  type CreateTokenInput,
  LAUNCHES_API_PATH,
  type LaunchListResponse,
  type LaunchRecord,
} from '@launchdeck/protocol';
import { expect } from 'vitest';
import { type App, type AppDeps, createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Storage } from '../../src/storage/database.ts';
import type { LaunchTrader } from '../deploy/support.ts';
import { ADMIN, request, sessionHeader } from '../http-support.ts';

/** Test helpers for My Launches (integration tests only). */

let clicks = 0;

/** A deploy form's create_token for a trader, one click id each. */
export function launchPayload(
  trader: LaunchTrader,
  over: Partial<CreateTokenInput> = {},
): CreateTokenInput {
  return {
    type: 'create_token',
    mode: 'pump',
    name: 'History Cat',
    ticker: 'HCAT',
    website: 'https://historycat.example',
    twitter: '',
    image_type: 'letter',
    image_url: null,
    buy_amount: 0.25,
    api_key: trader.solana,
    session_id: trader.sessionId,
    axiom: false,
    request_id: `req_history_${clicks++}`,
    ...over,
  };
}

/** GET /api/launches with a query string, as the browser calls it. */
export async function listLaunches(
  url: string,
  sessionId: string | undefined,
  query = '',
): Promise<{ status: number; body: LaunchListResponse & { error?: string } }> {
  const res = await request(url, 'GET', `${LAUNCHES_API_PATH}${query}`, undefined, {
    ...sessionHeader(sessionId),
  });
  return {
    status: res.status,
    body: (await res.json()) as LaunchListResponse & { error?: string },
  };
}

/** The caller's launch of a click once it reached `status`. */
export async function launchOf(
  url: string,
  sessionId: string,
  requestName: string,
  status: LaunchRecord['status'],
): Promise<LaunchRecord> {
  let found: LaunchRecord | undefined;
  await expect
    .poll(
      async () => {
        const { body } = await listLaunches(url, sessionId, '?limit=200');
        found = body.launches.find((launch) => launch.name === requestName);
        return found?.status;
      },
      { timeout: 5000 },
    )
    .toBe(status);
  if (!found) throw new Error(`no launch named ${requestName}`);
  return found;
}

export type AppOnStorage = { url: string; app: App; close: () => Promise<void> };

/**
 * An app on storage the test owns (a restart, a second node): closing it leaves the storage open.
 */
export async function startAppOn(
  storage: Storage,
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'storage'> = {},
): Promise<AppOnStorage> {
  const config = loadConfig({
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    PORT: '0',
    ...env,
  });
  const app = await createApp({ storage, ...deps }, config);
  await app.users.ensureAdmin(config.adminPassword);
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.http.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, app, close: () => app.close() };
}
