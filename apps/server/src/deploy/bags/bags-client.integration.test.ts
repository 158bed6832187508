import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeBags } from '../../../test/deploy/bags/fake-bags.ts';
import { FakeSolanaRpc } from '../../../test/deploy/solana/fake-rpc.ts';
import { makeSolanaSigner } from '../../../test/wallets/signers-fixture.ts';
import { PNG_SIGNATURE } from '../images/png.ts';
import { LaunchError } from '../launcher.ts';
import { BagsClient, type BagsTokenInfo, encodeTokenInfo } from './bags-client.ts';
import { BAGS_MESSAGES, BAGS_OPERATOR_NOTES } from './messages.ts';

const INFO: BagsTokenInfo = {
  image: {
    bytes: Buffer.concat([PNG_SIGNATURE, randomBytes(16)]),
    contentType: 'image/png',
    fileName: 'token.png',
  },
  name: 'Moon Dog',
  symbol: 'mdog',
  description: 'Moon Dog',
};

describe('BagsClient against the fake Bags API', () => {
  let rpc: FakeSolanaRpc;
  let bags: FakeBags;
  let client: BagsClient;
  const signal = new AbortController().signal;

  beforeEach(async () => {
    rpc = await FakeSolanaRpc.start({ skipPreflight: false, maxRetries: 3 });
    bags = await FakeBags.start({ blockhashes: rpc });
    client = new BagsClient({
      url: bags.url,
      apiKey: bags.apiKey,
      timeoutsMs: { feeWallet: 1000 },
    });
  });
  afterEach(async () => {
    await Promise.all([rpc.close(), bags.close()]);
    expect(bags.violations).toEqual([]);
  });

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable('the call succeeded'),
      (error: unknown) => {
        expect(error).toBeInstanceOf(LaunchError);
        return (error as Error).message;
      },
    );

  it('sends the API key and the upper-cased symbol, and reads the envelope', async () => {
    const info = await client.createTokenInfo(await encodeTokenInfo(INFO), signal);

    expect(bags.requests('tokenInfo')[0]?.headers['x-api-key']).toBe(bags.apiKey);
    expect(bags.tokenInfos[0]?.fields).toEqual({
      name: 'Moon Dog',
      symbol: 'MDOG',
      description: 'Moon Dog',
    });
    expect(info.tokenMetadata).toBe(`https://ipfs.bags.example/${info.tokenMint}.json`);
  });

  it('tells the trader Bags is not available here, and the operator that the key was refused', async () => {
    const wrong = new BagsClient({ url: bags.url, apiKey: 'not-the-key' });
    await expect(wrong.createTokenInfo(await encodeTokenInfo(INFO), signal)).rejects.toMatchObject({
      message: BAGS_MESSAGES.notAvailable,
      operatorDetail: BAGS_OPERATOR_NOTES.apiKey(401),
    });
    bags.violations.length = 0;
  });

  it('says Bags could not be reached', async () => {
    const closed = await FakeBags.start({ blockhashes: rpc });
    await closed.close();
    const away = new BagsClient({ url: closed.url, apiKey: closed.apiKey });
    expect(await failure(away.feeShareWallet('someone', signal))).toBe(
      'Bags could not be reached for the fee claimer lookup (connection refused). Try again in a moment.',
    );
  });

  it('says which call timed out', async () => {
    bags.failNext('feeWallet', { hang: true });
    expect(await failure(client.feeShareWallet('someone', signal))).toBe(
      'Bags did not answer the fee claimer lookup within 1 s. Try again in a moment.',
    );
  });

  it('names an unknown handle, refused in any form', async () => {
    bags.failNext('feeWallet', { unknownHandle: true });
    bags.failNext('feeWallet', { refuse: 'Invalid username' });
    const message = BAGS_MESSAGES.unknownHandle('ghost');
    expect(await failure(client.feeShareWallet('ghost', signal))).toBe(message);
    expect(await failure(client.feeShareWallet('ghost', signal))).toBe(message);
  });

  it('passes a failed lookup on as Bags failing, not as an unknown handle', async () => {
    bags.failNext('feeWallet', { status: 503, error: 'Service unavailable' });
    expect(await failure(client.feeShareWallet('someone', signal))).toBe(
      'Bags failed the fee claimer lookup (HTTP 503: Service unavailable). Try again in a moment.',
    );
  });

  it('answers a 500 from the launch call when the wallet is not the config payer (bags-sdk#6)', async () => {
    const { tokenMint, tokenMetadata } = await client.createTokenInfo(
      await encodeTokenInfo(INFO),
      signal,
    );
    const payer = makeSolanaSigner().address;
    const config = await client.feeShareConfig(
      { payer, baseMint: tokenMint, claimersArray: [payer], basisPointsArray: [10_000] },
      signal,
    );
    const launch = client.createLaunchTransaction(
      {
        ipfs: tokenMetadata,
        tokenMint,
        wallet: makeSolanaSigner().address,
        initialBuyLamports: 0,
        configKey: config.meteoraConfigKey,
      },
      signal,
    );

    expect(await failure(launch)).toBe(
      'Bags failed the launch transaction (HTTP 500: Internal server error). Try again in a moment.',
    );
    expect(bags.violations).toEqual([expect.stringContaining('is not the config payer')]);
    bags.violations.length = 0;
  });

  it('reads a success: false answer at HTTP 200 as a refusal', async () => {
    bags.failNext('feeConfig', { answer: { success: false, error: 'Config already exists' } });
    const body = { payer: '', baseMint: '', claimersArray: [], basisPointsArray: [] };
    expect(await failure(client.feeShareConfig(body, signal))).toBe(
      'Bags refused the fee-share setup: Config already exists.',
    );
  });

  it.each([
    ['an answer that is not an object', 'upstream down'],
    ['an envelope without success', { response: 'x' }],
    ['a response of the wrong shape', { success: true, response: { wallet: 7 } }],
  ])('calls %s malformed', async (_what, answer) => {
    bags.failNext('feeWallet', { answer });
    expect(await failure(client.feeShareWallet('someone', signal))).toBe(
      BAGS_MESSAGES.malformed('feeWallet'),
    );
  });

  it('rejects with the launch signal’s reason when the launch is aborted', async () => {
    bags.failNext('feeWallet', { hang: true });
    const controller = new AbortController();
    const reason = new Error('deadline');
    const call = client.feeShareWallet('someone', controller.signal);
    await bags.waitForRequests('feeWallet');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });
});
