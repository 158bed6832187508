import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeSolanaRpc, newAddress } from '../../../test/deploy/solana/fake-rpc.ts';
import { FakeHttpServer } from '../../../test/fake-http.ts';
import { pumpProgramError } from '../pump/program-errors.ts';
import { SolanaRpc } from './rpc-client.ts';
import { SOLANA_MESSAGES, SolanaLaunchError } from './rpc-errors.ts';

const signal = () => new AbortController().signal;

async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

describe('SolanaRpc', () => {
  let fake: FakeSolanaRpc | undefined;
  let http: FakeHttpServer | undefined;
  afterEach(async () => {
    await fake?.close();
    await http?.close();
    fake = undefined;
    http = undefined;
  });

  it('reads accounts in the order asked, base64 decoded, null for a missing one', async () => {
    fake = await FakeSolanaRpc.start({ skipPreflight: false, maxRetries: 0 });
    const present = newAddress().toBase58();
    fake.accounts.set(present, {
      data: Buffer.from('pump'),
      owner: '11111111111111111111111111111111',
    });
    const rpc = new SolanaRpc({ url: fake.url });

    const [missing, found] = await rpc.getMultipleAccounts(
      [newAddress().toBase58(), present],
      signal(),
    );
    expect(missing).toBeNull();
    expect(found?.data.toString()).toBe('pump');
    expect((await rpc.getAccountInfo(present, signal()))?.owner).toBe(
      '11111111111111111111111111111111',
    );
    expect((await rpc.getLatestBlockhash(signal())).lastValidBlockHeight).toBe(1150);
    expect(fake.violations).toEqual([]);
  });

  it.each([
    [{ status: 502 }, SOLANA_MESSAGES.unavailable('HTTP 502')],
    [
      { error: { code: -32002, message: 'Transaction simulation failed: Blockhash not found' } },
      'The Solana network no longer knows the recent blockhash the launch was signed with. Try again.',
    ],
    [
      {
        error: {
          code: -32002,
          message:
            'Transaction simulation failed: Error processing Instruction 4: custom program error: 0x1772',
          data: { err: { InstructionError: [4, { Custom: 6002 }] }, logs: [] },
        },
      },
      'The Solana RPC refused the launch: Transaction simulation failed: Error processing Instruction 4: custom program error: 0x1772 (TooMuchSolRequired: slippage: Too much SOL required to buy the given amount of tokens.)',
    ],
    [
      {
        error: {
          code: -32002,
          message:
            'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
          data: { err: 'AccountNotFound', logs: [] },
        },
      },
      SOLANA_MESSAGES.insufficientSol,
    ],
  ])('turns %j into a sentence for the trader', async (failure, message) => {
    fake = await FakeSolanaRpc.start({ skipPreflight: false, maxRetries: 0 });
    fake.failNext('getLatestBlockhash', failure);
    const rpc = new SolanaRpc({ url: fake.url, programError: pumpProgramError });

    const error = await rpc.getLatestBlockhash(signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SolanaLaunchError);
    expect((error as Error).message).toBe(message);
  });

  it('gives up on an RPC that does not answer in time', async () => {
    fake = await FakeSolanaRpc.start({ skipPreflight: false, maxRetries: 0 });
    fake.failNext('getLatestBlockhash', { hang: true });
    const rpc = new SolanaRpc({ url: fake.url, timeoutMs: 100 });

    await expect(rpc.getLatestBlockhash(signal())).rejects.toThrow(
      'The Solana RPC did not answer (no answer within 0.1 s). Try again in a moment.',
    );
  });

  it('says so when nothing listens at the RPC address', async () => {
    const rpc = new SolanaRpc({ url: await closedPortUrl() });
    await expect(rpc.getLatestBlockhash(signal())).rejects.toThrow(
      'The Solana RPC did not answer (connection refused). Try again in a moment.',
    );
  });

  it('says so when the answer is not JSON', async () => {
    http = await FakeHttpServer.start((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>maintenance</html>');
    });
    const rpc = new SolanaRpc({ url: http.url });
    await expect(rpc.getLatestBlockhash(signal())).rejects.toThrow(
      'The Solana RPC did not answer (an answer that is not JSON). Try again in a moment.',
    );
  });

  it('rejects with the caller’s reason when the caller aborts', async () => {
    fake = await FakeSolanaRpc.start({ skipPreflight: false, maxRetries: 0 });
    fake.failNext('getLatestBlockhash', { hang: true });
    const rpc = new SolanaRpc({ url: fake.url });
    const controller = new AbortController();
    const reason = new Error('deadline');
    const call = rpc.getLatestBlockhash(controller.signal);
    await fake.waitForCalls('getLatestBlockhash');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });
});
