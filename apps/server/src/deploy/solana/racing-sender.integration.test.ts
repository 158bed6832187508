import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { launchConfig } from '../../../test/deploy/launch-config-fixture.ts';
import {
  ANY_WALLET,
  makeLaunchContext,
  makeLaunchRequest,
} from '../../../test/deploy/launch-request-fixture.ts';
import { servePumpAccounts } from '../../../test/deploy/pump/accounts-fixture.ts';
import { FakeSolanaRpc, newAddress } from '../../../test/deploy/solana/fake-rpc.ts';
import { FakeHttpServer, sendJson } from '../../../test/fake-http.ts';
import { makeSolanaSigner } from '../../../test/wallets/signers-fixture.ts';
import { closeLaunchers, createLaunchers, type Launchers } from '../launchers.ts';
import { RPC_SEND_MAX_RETRIES } from './sender.ts';

type RpcBody = { method: string; params: [string, { skipPreflight: boolean }] };

describe('a pump launch raced over SOLANA_SEND_URLS', () => {
  let rpc: FakeSolanaRpc;
  let relay: FakeHttpServer;
  let launchers: Launchers;

  beforeEach(async () => {
    rpc = await FakeSolanaRpc.start({ skipPreflight: false, maxRetries: RPC_SEND_MAX_RETRIES });
    const lookupTable = newAddress();
    servePumpAccounts(rpc.accounts, { lookupTable });
    // A relay (Helius Sender, a Jito block engine) answers sendTransaction with the signature.
    relay = await FakeHttpServer.start((request, response) => {
      const body = JSON.parse(request.body) as RpcBody & { id: number };
      sendJson(response, 503, {
        jsonrpc: '2.0',
        id: body.id,
        error: { code: -32000, message: 'busy' },
      });
    });
    launchers = createLaunchers(
      launchConfig({
        solanaRpcUrl: rpc.url,
        pumpLookupTable: lookupTable.toBase58(),
        solanaSendUrls: [`${relay.url}/fast`],
      }),
      { confirmPollMs: 1 },
    );
  });
  afterEach(async () => {
    closeLaunchers(launchers);
    await Promise.all([rpc.close(), relay.close()]);
  });

  it('sends the same signed bytes to the RPC and the relay, preflight skipped on the relay', async () => {
    const context = makeLaunchContext();
    const prepared = await launchers.pump.prepare(makeLaunchRequest(), ANY_WALLET, context);
    const submitted = await launchers.pump.submit(prepared, makeSolanaSigner(), context);
    const [relayed] = await relay.waitForRequests(1, '/fast');
    const body = JSON.parse(relayed?.body ?? '{}') as RpcBody;
    expect(body.method).toBe('sendTransaction');
    expect(body.params[1].skipPreflight).toBe(true);
    expect(Buffer.from(body.params[0], 'base64')).toEqual(rpc.sent[0]?.raw);
    // The relay refused; the RPC accepted: the launch is sent.
    expect(submitted.transaction).toBe(rpc.sent[0]?.signature);
  });
});
