import type {
  CreateTokenInput,
  ImportWalletResponseBody,
  TokenCreateResult,
} from '@launchdeck/protocol';
import { vi } from 'vitest';
import { LaunchesRepository } from '../../src/launches/repository.ts';
import { UsersRepository } from '../../src/users/repository.ts';
import { type ChatClient, connectChatUser, emitRaw, PASSWORD } from '../chat/support.ts';
import { FakeHttpServer, sendJson } from '../fake-http.ts';
import { nextEvent, type TestServer } from '../server-support.ts';
import { makeSolanaKey } from '../wallets/keys-fixture.ts';

/** Test helpers for the vamp routes (integration tests only). */

export { PASSWORD };

/** A token as the fake DAS provider knows it, in Helius's getAsset shape (extra fields included). */
export type DasToken = { name: string; symbol: string; image: string; json_uri: string };

/**
 * A DAS (Helius) JSON-RPC stand-in: answers getAsset for its tokens and DAS's error for others,
 * and answers 400 to any request that is not `{jsonrpc '2.0', method getAsset, params {id}}`,
 * so a test sees a malformed call fail.
 */
export function startFakeDas(tokens: Record<string, DasToken>): Promise<FakeHttpServer> {
  return FakeHttpServer.start((request, response) => {
    let call: { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: { id?: unknown } };
    try {
      call = JSON.parse(request.body);
    } catch {
      return sendJson(response, 400, { error: 'not JSON' });
    }
    const id = call.params?.id;
    if (
      request.method !== 'POST' ||
      call.jsonrpc !== '2.0' ||
      call.method !== 'getAsset' ||
      typeof id !== 'string'
    ) {
      return sendJson(response, 400, {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'Invalid request' },
      });
    }
    const token = tokens[id];
    if (!token) {
      return sendJson(response, 200, {
        jsonrpc: '2.0',
        id: call.id,
        error: { code: -32000, message: 'Asset Not Found' },
      });
    }
    sendJson(response, 200, {
      jsonrpc: '2.0',
      id: call.id,
      result: {
        interface: 'FungibleToken',
        id,
        content: {
          $schema: 'https://schema.metaplex.com/nft1.0.json',
          json_uri: token.json_uri,
          files: [{ uri: token.image, cdn_uri: `https://cdn.example/${id}`, mime: 'image/png' }],
          metadata: { name: token.name, symbol: token.symbol },
          links: { image: token.image },
        },
        authorities: [],
        compression: { compressed: false },
        ownership: { frozen: false, owner: '' },
        token_info: { symbol: token.symbol, decimals: 6, supply: 1_000_000_000_000_000 },
      },
    });
  });
}

export type LaunchedToken = { address: string; name: string; ticker: string };

let launchCount = 0;

/**
 * Launches a token through the offline launcher the way the browser does: the user's socket,
 * a wallet imported over HTTP, a debug_request; resolves with its mint once the launch is stored.
 */
export async function launchOfflineToken(
  server: TestServer,
  trader: ChatClient,
  over: Partial<CreateTokenInput> = {},
): Promise<LaunchedToken> {
  const imported = await server.request(
    'POST',
    '/api/wallets/import',
    { wallet_api: makeSolanaKey().base58 },
    trader.sessionId,
  );
  const wallet = (await imported.json()) as ImportWalletResponseBody;
  if (!wallet.success) throw new Error(wallet.error);
  const request: CreateTokenInput = {
    type: 'create_token',
    mode: 'pump',
    name: 'Vamp Cat',
    ticker: 'VCAT',
    website: 'https://vampcat.example',
    twitter: 'https://x.com/vampcat/status/1',
    image_type: null,
    image_url: 'https://pbs.twimg.com/media/vampcat.jpg',
    buy_amount: 0.5,
    api_key: wallet.api_key,
    session_id: trader.sessionId,
    axiom: false,
    request_id: `vamp_${Date.now()}_${launchCount++}`,
    ...over,
  };
  const answer = Promise.race([
    nextEvent(trader.socket, 'debug_response'),
    nextEvent(trader.socket, 'token_error').then(({ error }) => {
      throw new Error(error);
    }),
  ]);
  emitRaw(trader.socket, 'debug_request', request);
  const result: TokenCreateResult = await answer;
  // The launch's outcome is written just after its answer is sent.
  const launches = new LaunchesRepository(server.storage.db);
  const user = await new UsersRepository(server.storage.db).findByUsername(trader.username);
  await vi.waitFor(async () => {
    const row = await launches.find(user?.id ?? -1, request.request_id ?? '');
    if (row?.status !== 'sent' && row?.status !== 'confirmed')
      throw new Error(`launch ${row?.status ?? 'not stored'}`);
  });
  return { address: result.address, name: request.name, ticker: request.ticker };
}

export { connectChatUser };
