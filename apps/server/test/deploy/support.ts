import type {
  DeployMode,
  ImportWalletResponseBody,
  TokenCreateResult,
  TokenErrorPayload,
} from '@launchdeck/protocol';
import { expect } from 'vitest';
import type { Launcher } from '../../src/deploy/launcher.ts';
import type { Launchers } from '../../src/deploy/launchers.ts';
import { OfflineLauncher } from '../../src/deploy/offline/launcher.ts';
import { LaunchesRepository } from '../../src/launches/repository.ts';
import { UsersRepository } from '../../src/users/repository.ts';
import { type ChatClient, connectChatUser, emitRaw, PASSWORD } from '../chat/support.ts';
import { type ClientSocket, type TestServer, waitForEvent } from '../server-support.ts';
import { makeSolanaKey } from '../wallets/keys-fixture.ts';

/** Test helpers for launches over a real socket (integration tests only). */

/** A trader logged in with a socket and an imported Solana wallet (its api_key handle). */
export type LaunchTrader = ChatClient & { solana: string };

export async function importWallet(
  server: TestServer,
  sessionId: string,
  key: string,
  path = '/api/wallets/import',
): Promise<string> {
  const response = await server.request('POST', path, { wallet_api: key }, sessionId);
  const body = (await response.json()) as ImportWalletResponseBody;
  if (!body.success) throw new Error(body.error);
  return body.api_key;
}

/** Adds a login, connects it and imports a fresh Solana wallet for it. */
export async function startLaunchTrader(
  server: TestServer,
  username: string,
): Promise<LaunchTrader> {
  await server.addUser(username, PASSWORD);
  const client = await connectChatUser(server, username);
  return {
    ...client,
    solana: await importWallet(server, client.sessionId, makeSolanaKey().base58),
  };
}

/**
 * Whether an answer (`debug_response` or `token_error`) is for this launch payload: the same
 * request id, or either side without one. A repeated click's answer, late under load, is not
 * taken for the next launch's.
 */
export function answersLaunch(payload: unknown) {
  const id = (payload as { request_id?: unknown } | null)?.request_id;
  return (answer: { request_id?: string | undefined }) =>
    typeof id !== 'string' || answer.request_id === undefined || answer.request_id === id;
}

/** Sends a launch event and resolves with its answer: a result, or the error's sentence. */
export async function firstLaunchAnswer(
  socket: ClientSocket,
  event: 'debug_request' | 'toolbar_deploy',
  payload: unknown,
): Promise<{ result: TokenCreateResult } | { error: string; answer: TokenErrorPayload }> {
  const mine = answersLaunch(payload);
  const answer = Promise.race([
    waitForEvent(socket, 'debug_response', mine).then((result) => ({ result })),
    waitForEvent(socket, 'token_error', mine).then((error) => ({
      error: error.error,
      answer: error,
    })),
  ]);
  emitRaw(socket, event, payload);
  return answer;
}

/** A user's launch row once its outcome is written, which happens after the answer is sent. */
export async function settledLaunchRow(server: TestServer, username: string, requestId: string) {
  const user = await new UsersRepository(server.storage.db).findByUsername(username);
  const launches = new LaunchesRepository(server.storage.db);
  const row = () => launches.find(user?.id ?? -1, requestId);
  await expect
    .poll(async () => (await row())?.status, { timeout: 5000 })
    .toMatch(/^(confirmed|failed)$/);
  return row();
}

/**
 * Every platform on the offline launcher, but answering as a real chain (`simulated: false`):
 * for tests of what only real launches do (a spend against the daily cap). `sent` records each
 * address submitted, so a test can prove what was (not) sent.
 */
export function chainLaunchers(): { launchers: Launchers; sent: string[] } {
  const sent: string[] = [];
  const real = (mode: DeployMode): Launcher => {
    const offline: Launcher = new OfflineLauncher(mode);
    return {
      mode,
      chain: offline.chain,
      simulated: false,
      validate: (request) => offline.validate(request),
      prepare: (request, wallet, context) => offline.prepare(request, wallet, context),
      submit: async (prepared, signer, context) => {
        const submitted = await offline.submit(prepared, signer, context);
        sent.push(submitted.address);
        return submitted;
      },
      confirm: (submitted, context) => offline.confirm(submitted, context),
    };
  };
  return {
    sent,
    launchers: {
      pump: real('pump'),
      bonk: real('bonk'),
      bags: real('bags'),
      bnb: real('bnb'),
      usd1: real('usd1'),
    },
  };
}
