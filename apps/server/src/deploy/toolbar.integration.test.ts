import {
  DEPLOY_MESSAGES,
  type LaunchProgressPayload,
  TOOLBAR_DEFAULTS,
  type ToolbarDeployInput,
} from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, collect, emitRaw } from '../../test/chat/support.ts';
import {
  firstLaunchAnswer,
  type LaunchTrader,
  settledLaunchRow,
  startLaunchTrader,
} from '../../test/deploy/support.ts';
import { nextEvent, startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';

describe.each(storageKinds())('toolbar_deploy over the socket on %s', (kind) => {
  let server: TestServer;
  let ann: LaunchTrader;
  let ben: LaunchTrader;
  let count = 0;

  /** The selection toolbar's request (DA §3 toolbar variant), as the browser builds it. */
  const toolbar = (over: Partial<ToolbarDeployInput> = {}): ToolbarDeployInput => ({
    mode: 'pump',
    name: 'Selected Words',
    symbol: 'SW',
    amount: TOOLBAR_DEFAULTS.solBuyAmount,
    source_tweet_id: '1900000000000000001',
    source_tweet_author: 'elonmusk',
    source_tweet_text: 'these Selected Words are going to the moon',
    image_type: 'letter',
    twitter: 'https://x.com/elonmusk/status/1900000000000000001',
    api_key: ann.solana,
    session_id: ann.sessionId,
    request_id: `req_toolbar_${count++}`,
    ...over,
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    ann = await startLaunchTrader(server, 'ann');
    ben = await startLaunchTrader(server, 'ben');
  });
  afterAll(() => server.close());

  it('launches the selection as name and symbol, answering debug_response and its progress', async () => {
    const payload = toolbar();
    const progress = collect(ann.socket, 'launch_progress') as LaunchProgressPayload[];
    const answer = await firstLaunchAnswer(ann.socket, 'toolbar_deploy', payload);
    expect(answer).toMatchObject({
      result: {
        type: 'token_create_success',
        name: 'Selected Words',
        ticker: 'SW',
        mode: 'pump',
        simulated: true,
        request_id: payload.request_id,
      },
    });
    await expect
      .poll(() => progress.filter((p) => p.request_id === payload.request_id).map((p) => p.stage))
      .toContain('sent');
  });

  it('hosts metadata with the description ".", and records the source post on the launch', async () => {
    const payload = toolbar({ name: 'Dot Cat', symbol: 'DOT' });
    await firstLaunchAnswer(ann.socket, 'toolbar_deploy', payload);
    const row = await settledLaunchRow(server, 'ann', payload.request_id ?? '');
    expect(row).toMatchObject({
      status: 'confirmed',
      name: 'Dot Cat',
      ticker: 'DOT',
      sourcePostId: '1900000000000000001',
      sourceAuthor: 'elonmusk',
      twitter: 'https://x.com/elonmusk/status/1900000000000000001',
    });
    const json = await (
      await fetch(`${server.url}${new URL(row?.metadataUri ?? '').pathname}`)
    ).json();
    expect(json).toMatchObject({
      name: 'Dot Cat',
      symbol: 'DOT',
      description: '.',
      image: expect.stringContaining('/api/token-images/letter.png?name=Dot%20Cat'),
    });
  });

  it('refuses a payload it cannot read with socket_error, in a sentence', async () => {
    const { symbol: _symbol, ...withoutSymbol } = toolbar();
    expect(await ask(ann.socket, 'toolbar_deploy', withoutSymbol, 'socket_error')).toEqual({
      event: 'toolbar_deploy',
      message: 'symbol: Invalid input: expected string, received undefined',
    });
    expect(
      await ask(ann.socket, 'toolbar_deploy', toolbar({ priority_fee: 5 }), 'socket_error'),
    ).toEqual({ event: 'toolbar_deploy', message: 'priority_fee must be at most 0.1 SOL' });
  });

  it('refuses without a session, in the words of the spec', async () => {
    const socket = server.socket();
    const refusal = nextEvent(socket, 'socket_error');
    const error = nextEvent(socket, 'token_error');
    emitRaw(socket, 'toolbar_deploy', toolbar({ session_id: 'not-a-session' }));
    expect(await refusal).toEqual({
      event: 'toolbar_deploy',
      message: DEPLOY_MESSAGES.loginToDeploy,
    });
    expect(await error).toEqual({ error: DEPLOY_MESSAGES.loginToDeploy });
    socket.disconnect();
  });

  it.each([
    [
      'another user’s wallet',
      () => toolbar({ api_key: ben.solana }),
      DEPLOY_MESSAGES.walletNotYours,
    ],
    [
      'a Solana wallet on bnb',
      () => toolbar({ mode: 'bnb' }),
      DEPLOY_MESSAGES.wrongWalletNetwork('bnb'),
    ],
    [
      'a name over pump’s 32',
      () => toolbar({ name: 'x'.repeat(33) }),
      'Name must be at most 32 characters',
    ],
  ])(
    'refuses %s as create_token does, on token_error and debug_response',
    async (_case, make, message) => {
      const payload = make();
      const results = collect(ann.socket, 'debug_response');
      const answer = await firstLaunchAnswer(ann.socket, 'toolbar_deploy', payload);
      expect(answer).toMatchObject({
        error: message,
        answer: { error: message, request_id: payload.request_id },
      });
      await expect
        .poll(() => results.find((r) => r.request_id === payload.request_id))
        .toMatchObject({ type: 'token_create_error', message, ticker: payload.symbol });
    },
  );

  it('launches a click once when it arrives twice', async () => {
    const payload = toolbar({ name: 'Twice Cat', symbol: 'TWICE' });
    const results = collect(ann.socket, 'debug_response');
    const first = firstLaunchAnswer(ann.socket, 'toolbar_deploy', payload);
    emitRaw(ann.socket, 'toolbar_deploy', payload);
    await first;
    // A later launch proves the server has handled both copies.
    await firstLaunchAnswer(
      ann.socket,
      'toolbar_deploy',
      toolbar({ name: 'After', symbol: 'AFT' }),
    );
    // The repeat is answered with the first click's outcome (issue 47): the same mint, sent once.
    const answers = results.filter((r) => r.request_id === payload.request_id);
    expect(answers).toHaveLength(2);
    expect(new Set(answers.map((r) => r.address)).size).toBe(1);
  });
});
