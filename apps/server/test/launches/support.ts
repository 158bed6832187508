import {
  type CreateTokenInput,
  type DeployMode,
  LAUNCHES_API_PATH,
  type LaunchListResponse,
  type LaunchRecord,
} from '@launchdeck/protocol';
import { vi } from 'vitest';
import type { Launcher } from '../../src/deploy/launcher.ts';
import { OfflineLauncher } from '../../src/deploy/offline/launcher.ts';
import type { LaunchTrader } from '../deploy/support.ts';
import { request, sessionHeader } from '../http-support.ts';

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

/** The caller's launch of this name once it reached `status`. */
export function launchOf(
  url: string,
  sessionId: string,
  name: string,
  status: LaunchRecord['status'],
): Promise<LaunchRecord> {
  return vi.waitFor(
    async () => {
      const { body } = await listLaunches(url, sessionId, '?limit=200');
      const found = body.launches.find((launch) => launch.name === name);
      if (found?.status !== status) throw new Error(`${name}: ${found?.status ?? 'not listed'}`);
      return found;
    },
    { timeout: 5000, interval: 50 },
  );
}

/**
 * A launcher on a chain that is not simulated, for restart tests: the offline launcher prepares
 * and signs, and the chain's confirmation answers as the test says.
 */
export function chainDouble(mode: DeployMode, confirm: Launcher['confirm']): Launcher {
  const offline: Launcher = new OfflineLauncher(mode);
  return {
    mode,
    chain: offline.chain,
    simulated: false,
    validate: (request) => offline.validate(request),
    prepare: (request, wallet, context) => offline.prepare(request, wallet, context),
    submit: (prepared, signer, context) => offline.submit(prepared, signer, context),
    confirm,
  };
}
