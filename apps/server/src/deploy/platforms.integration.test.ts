import {
  type CreateTokenInput,
  type DeployMode,
  type ImportWalletResponseBody,
  TOKEN_IMAGE_UPLOAD,
  type TokenCreateResult,
  type TokenErrorPayload,
  USD1_MINT,
  usd1Required,
} from '@launchdeck/protocol';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatClient,
  collect,
  connectChatUser,
  emitRaw,
  PASSWORD,
} from '../../test/chat/support.ts';
import { FOUR_MEME_PATHS } from '../../test/deploy/bnb/fake-four-meme.ts';
import { type FakePlatforms, startFakePlatforms } from '../../test/deploy/fake-platforms.ts';
import { settledLaunchRow } from '../../test/deploy/support.ts';
import { nextEvent, startTestServer, type TestServer } from '../../test/server-support.ts';
import { makeBnbKey, makeSolanaKey } from '../../test/wallets/keys-fixture.ts';
import { renderGeneratedPng } from './images/png.ts';
import { generatedImageUrl } from './metadata-routes.ts';
import { COMPUTE_BUDGET_PROGRAM_ID } from './pump/addresses.ts';

/**
 * Every platform end to end on the product's server, each adapter pointed at its loopback fake
 * (FakePlatforms): a real socket, a real imported wallet, a real launch path; nothing simulated.
 */
describe('create_token on every platform, against the platforms’ fakes', () => {
  let fakes: FakePlatforms;
  let server: TestServer;
  let ann: ChatClient;
  let solana: string;
  let solanaAddress: string;
  let bnb: string;
  let count = 0;

  const request = (mode: DeployMode, over: Partial<CreateTokenInput> = {}): CreateTokenInput => ({
    type: 'create_token',
    mode,
    name: 'Fake Cat',
    ticker: 'FCAT',
    website: 'https://fakecat.example',
    twitter: 'https://x.com/fakecat/status/1',
    image_type: 'letter',
    image_url: null,
    buy_amount: mode === 'usd1' ? 1 : 0.1,
    api_key: mode === 'bnb' ? bnb : solana,
    session_id: ann.sessionId,
    axiom: false,
    request_id: `req_platform_${count++}`,
    ...over,
  });

  /** Sends a launch; resolves with its results once a later answer shows it is complete. */
  const launch = async (payload: CreateTokenInput) => {
    const results = collect(ann.socket, 'debug_response') as TokenCreateResult[];
    const errors = collect(ann.socket, 'token_error') as TokenErrorPayload[];
    const first = Promise.race([
      nextEvent(ann.socket, 'debug_response'),
      nextEvent(ann.socket, 'token_error'),
    ]);
    emitRaw(ann.socket, 'debug_request', payload);
    await first;
    await expect
      .poll(() => results.filter((r) => r.request_id === payload.request_id).length, {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(1);
    return {
      results: results.filter((r) => r.request_id === payload.request_id),
      errors: errors.filter((e) => e.request_id === payload.request_id),
    };
  };

  const importKey = async (path: string, key: string) => {
    const response = await server.request('POST', path, { wallet_api: key }, ann.sessionId);
    const body = (await response.json()) as ImportWalletResponseBody;
    if (!body.success) throw new Error(body.error);
    return body;
  };

  beforeAll(async () => {
    fakes = await startFakePlatforms();
    server = await startTestServer('pglite', fakes.env);
    await server.addUser('ann', PASSWORD);
    ann = await connectChatUser(server, 'ann');
    const solanaWallet = await importKey('/api/wallets/import', makeSolanaKey().base58);
    solana = solanaWallet.api_key;
    solanaAddress = solanaWallet.wallet_address;
    const bnbKey = makeBnbKey();
    bnb = (await importKey('/api/wallets/import_bnb', bnbKey.hex)).api_key;
    await fakes.bsc.fund(bnbKey.address, parseEther('10'));
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await fakes.close();
  });

  it.each(['pump', 'bonk', 'bags'] as const)(
    'launches on %s for real and answers the mint',
    async (mode) => {
      const payload = request(mode);
      const { results, errors } = await launch(payload);
      expect(errors).toEqual([]);
      expect(results).toHaveLength(1);
      expect(results[0]).toMatchObject({ type: 'token_create_success', mode, simulated: false });
      const row = await settledLaunchRow(server, 'ann', payload.request_id ?? '');
      expect(row?.simulated).toBe(false);
      expect(results[0]?.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
      expect(fakes.rpc.sent.some((s) => s.signature === results[0]?.transaction)).toBe(true);
    },
  );

  it('launches on bnb through four.meme and TokenManager2, answering the new token', async () => {
    const { results, errors } = await launch(request('bnb', { gwei: 5 }));
    expect(errors).toEqual([]);
    expect(results[0]).toMatchObject({
      type: 'token_create_success',
      mode: 'bnb',
      simulated: false,
    });
    const address = results[0]?.address as `0x${string}`;
    expect(await fakes.bsc.token(address)).toMatchObject({ name: 'Fake Cat', symbol: 'FCAT' });
  });

  it('sends only the signed createToken on a bnb click the form prepared, and asks four.meme again when the token changed', async () => {
    const creates = () => fakes.fourMeme.requests(FOUR_MEME_PATHS.create);
    const {
      type: _type,
      api_key: _key,
      session_id: _session,
      axiom: _axiom,
      ...token
    } = request('bnb', { name: 'Ready Cat', gwei: 5 });
    const { request_id: _id, ...form } = token;
    const prepareAhead = async () => {
      const before = fakes.bsc.calls('eth_estimateGas');
      emitRaw(ann.socket, 'prepare_launch', {
        session_id: ann.sessionId,
        api_key: bnb,
        mode: 'bnb',
        launch: form,
      });
      // four.meme signed the arguments, and the node ran them: the send is planned.
      await expect.poll(() => fakes.bsc.calls('eth_estimateGas')).toBe(before + 1);
    };

    await prepareAhead();
    const prepared = creates().length;
    const planned = fakes.bsc.calls('eth_estimateGas');
    const sends = fakes.bsc.calls('eth_sendRawTransaction');
    const ready = await launch(request('bnb', { name: 'Ready Cat', gwei: 5 }));
    expect(ready.errors).toEqual([]);
    expect(creates()).toHaveLength(prepared);
    expect(fakes.bsc.calls('eth_estimateGas')).toBe(planned);
    expect(fakes.bsc.calls('eth_sendRawTransaction')).toBe(sends + 1);

    await prepareAhead();
    const estimates = fakes.bsc.calls('eth_estimateGas');
    const changed = await launch(request('bnb', { name: 'Changed Cat', gwei: 5 }));
    expect(changed.errors).toEqual([]);
    expect(JSON.parse(creates().at(-1)?.body ?? '{}')).toMatchObject({ name: 'Changed Cat' });
    expect(fakes.bsc.calls('eth_estimateGas')).toBe(estimates + 1);
    const address = changed.results[0]?.address as `0x${string}`;
    expect(await fakes.bsc.token(address)).toMatchObject({ name: 'Changed Cat' });
  });

  it('launches on usd1 when the wallet holds enough USD1, and says what it needs otherwise', async () => {
    const short = await launch(request('usd1'));
    const required = usd1Required(1000);
    expect(short.errors[0]).toMatchObject({ usd1: { held: 0, required } });
    expect(short.results[0]).toMatchObject({ type: 'token_create_error', mode: 'usd1' });

    fakes.rpc.tokenAccounts.set(solanaAddress, [
      { mint: USD1_MINT, amount: 2_000_000_000n, decimals: 6 },
    ]);
    const { results, errors } = await launch(request('usd1'));
    expect(errors).toEqual([]);
    expect(results[0]).toMatchObject({
      type: 'token_create_success',
      mode: 'usd1',
      simulated: false,
    });
  });

  it('launches a multi-deploy of 3 on bonk as three distinct mints', async () => {
    const payload = request('bonk', { multi_deploy: 3 });
    const results = collect(ann.socket, 'debug_response') as TokenCreateResult[];
    emitRaw(ann.socket, 'debug_request', payload);
    await expect
      .poll(() => results.filter((r) => r.request_id === payload.request_id).length, {
        timeout: 10_000,
      })
      .toBe(3);
    const mints = results.filter((r) => r.request_id === payload.request_id).map((r) => r.address);
    expect(new Set(mints).size).toBe(3);
  });

  it('gives bags the fee split of the form: 30 % to the creator, 70 % to the claimer', async () => {
    const { results } = await launch(
      request('bags', {
        bags_fee_claimer: '@fakeclaimer',
        bags_creator_share: 30,
        bags_fee_claimer_share: 70,
      }),
    );
    expect(results[0]).toMatchObject({ type: 'token_create_success', mode: 'bags' });
    const config = fakes.bags.bodies('feeConfig').at(-1) as { basisPointsArray: number[] };
    expect(config.basisPointsArray).toEqual([3000, 7000]);
  });

  it('hands bonk our own upload and letter image from the store and renderer, not over HTTP', async () => {
    const png = renderGeneratedPng('ascii', 'Own Cat');
    const uploaded = await server.request(
      'POST',
      TOKEN_IMAGE_UPLOAD.path,
      { data_url: `data:image/png;base64,${Buffer.from(png).toString('base64')}` },
      ann.sessionId,
    );
    const { url } = (await uploaded.json()) as { url: string };
    // Our base URL is a loopback address the public-host guard would refuse.
    expect(new URL(url).hostname).toBe('127.0.0.1');
    const letter = generatedImageUrl(server.config.launch.metadataBaseUrl, 'letter', 'Own Cat');
    for (const [image_url, bytes] of [
      [url, png],
      [letter, renderGeneratedPng('letter', 'Own Cat')],
    ] as const) {
      const { errors } = await launch(request('bonk', { image_type: null, image_url }));
      expect(errors).toEqual([]);
      expect(new Uint8Array(fakes.portal.imageUploads.at(-1)?.bytes ?? [])).toEqual(bytes);
    }
  });

  it('pays a toolbar launch’s priority fee + tip: pump’s compute-unit price, PumpPortal’s priorityFee', async () => {
    const toolbar = (mode: 'pump' | 'bonk') => ({
      mode,
      name: 'Fee Cat',
      symbol: 'FEE',
      amount: 0.1,
      priority_fee: 0.0035,
      tip: 0.0035,
      source_tweet_id: '1',
      source_tweet_author: 'fakecat',
      source_tweet_text: 'Fee Cat',
      image_type: 'letter' as const,
      api_key: solana,
      session_id: ann.sessionId,
      request_id: `req_platform_${count++}`,
    });
    const sent = async (payload: ReturnType<typeof toolbar>) => {
      const answer = nextEvent(ann.socket, 'debug_response');
      emitRaw(ann.socket, 'toolbar_deploy', payload);
      const result = await answer;
      expect(result).toMatchObject({
        type: 'token_create_success',
        request_id: payload.request_id,
      });
      return result;
    };

    const pump = await sent(toolbar('pump'));
    const transaction = fakes.rpc.sent.find((s) => s.signature === pump.transaction);
    const budget = fakes.rpc
      .instructionsOf(transaction as NonNullable<typeof transaction>)
      .filter((ix) => ix.programId === COMPUTE_BUDGET_PROGRAM_ID.toBase58());
    const units = budget[0]?.data.readUInt32LE(1) ?? 0;
    const microLamportsPerUnit = budget[1]?.data.readBigUInt64LE(1) ?? 0n;
    // 0.007 SOL over the launch's compute units.
    expect((microLamportsPerUnit * BigInt(units)) / 1_000_000n).toBe(7_000_000n);

    await sent(toolbar('bonk'));
    expect(fakes.portal.tradeRequests.at(-1)).toMatchObject({ priorityFee: 0.007 });
    expect(fakes.portal.violations).toEqual([]);
  });

  it('answers a failing platform with its reason, as token_error and a failed result', async () => {
    fakes.portal.failNext('trade-local', { kind: 'status', status: 500 });
    const { results, errors } = await launch(request('bonk'));
    expect(errors[0]?.error).toMatch(/PumpPortal/);
    expect(results[0]).toMatchObject({ type: 'token_create_error', mode: 'bonk' });
    expect(results[0]?.message).toBe(errors[0]?.error);
  });
});
