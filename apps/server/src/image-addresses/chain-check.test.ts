import { afterEach, describe, expect, it } from 'vitest';
import { FakeHttpServer, sendJson } from '../../test/fake-http.ts';
import { ChainAccounts } from './chain-check.ts';

const EXISTS = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const MISSING = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHAC8UHYmW2hr';
const CONTRACT = '0x55d398326f99059fF775485246999027B3197955';
const NO_CODE = '0x55d398326f99059fF775485246999027B3197956';

type RpcCall = { id: unknown; method: string; params: unknown };

/** A JSON-RPC endpoint answering each call with `answer(method, params)`. */
async function rpc(answer: (call: RpcCall) => unknown): Promise<FakeHttpServer> {
  return FakeHttpServer.start((request, response) => {
    const call = JSON.parse(request.body) as RpcCall;
    sendJson(response, 200, { jsonrpc: '2.0', id: call.id, ...(answer(call) as object) });
  });
}

const account = {
  data: ['', 'base64'],
  owner: '11111111111111111111111111111111',
  lamports: 1,
  executable: false,
};
const none = { solanaRpcUrl: undefined, solanaDasUrl: undefined, bscRpcUrl: undefined };

describe('ChainAccounts', () => {
  const servers: FakeHttpServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  const start = async (answer: (call: RpcCall) => unknown) => {
    const server = await rpc(answer);
    servers.push(server);
    return server;
  };

  it('covers no chain without endpoints', () => {
    const chain = new ChainAccounts(none);
    expect([chain.covers('solana'), chain.covers('bnb')]).toEqual([false, false]);
  });

  it('asks the Solana RPC for every alternative in one getMultipleAccounts', async () => {
    const server = await start(({ params }) => ({
      result: { value: (params as [string[]])[0].map((a) => (a === EXISTS ? account : null)) },
    }));
    const chain = new ChainAccounts({ ...none, solanaRpcUrl: server.url });
    expect(chain.covers('solana')).toBe(true);
    expect(await chain.exists([MISSING, EXISTS], 'solana')).toEqual([false, true]);
    expect(server.requests).toHaveLength(1);
  });

  it('asks the DAS provider when no Solana RPC is set, "not found" meaning missing', async () => {
    const server = await start(({ params }) =>
      (params as { id: string }).id === EXISTS
        ? {
            result: { id: EXISTS, content: { json_uri: '', metadata: { name: 'A', symbol: 'A' } } },
          }
        : { error: { code: -32000, message: 'Asset not found' } },
    );
    const chain = new ChainAccounts({ ...none, solanaDasUrl: server.url });
    expect(await chain.exists([MISSING, EXISTS], 'solana')).toEqual([false, true]);
  });

  it('rejects when the DAS provider answers another error: it says nothing of the account', async () => {
    const server = await start(() => ({ error: { code: -32603, message: 'internal error' } }));
    const chain = new ChainAccounts({ ...none, solanaDasUrl: server.url });
    await expect(chain.exists([EXISTS], 'solana')).rejects.toThrow('internal error');
  });

  it('takes a bnb address for a token only when it has contract code', async () => {
    const server = await start(({ params }) => ({
      result: (params as [string])[0].toLowerCase() === CONTRACT.toLowerCase() ? '0x6080' : '0x',
    }));
    const chain = new ChainAccounts({ ...none, bscRpcUrl: server.url });
    expect(chain.covers('bnb')).toBe(true);
    expect(await chain.exists([NO_CODE, CONTRACT], 'bnb')).toEqual([false, true]);
  });

  it('rejects when the chain does not answer', async () => {
    const server = await start(() => ({}));
    await server.close();
    servers.length = 0;
    const chain = new ChainAccounts({ ...none, solanaRpcUrl: server.url, timeoutMs: 500 });
    await expect(chain.exists([EXISTS], 'solana')).rejects.toThrow();
  });
});
