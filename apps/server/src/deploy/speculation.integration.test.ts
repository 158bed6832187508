import {
  type CreateTokenInput,
  type ImportWalletResponseBody,
  LAUNCH_STAGES,
  type LaunchProgressPayload,
  type TokenCreateResult,
} from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatClient,
  collect,
  connectChatUser,
  emitRaw,
  PASSWORD,
} from '../../test/chat/support.ts';
import { launchConfig } from '../../test/deploy/launch-config-fixture.ts';
import { nextEvent, startTestServer, type TestServer } from '../../test/server-support.ts';
import { makeSolanaKey } from '../../test/wallets/keys-fixture.ts';
import type { Launcher, LaunchRequest } from './launcher.ts';
import { closeLaunchers, createLaunchers } from './launchers.ts';

/** The offline pump launcher, counting the launches it prepared and the addresses it made. */
function countingLauncher(inner: Launcher) {
  const prepared: { request: LaunchRequest; address: string }[] = [];
  const launcher: Launcher = {
    mode: inner.mode,
    chain: inner.chain,
    simulated: inner.simulated,
    validate: (request) => inner.validate(request),
    prepare: async (request, wallet, context) => {
      const result = await inner.prepare(request, wallet, context);
      prepared.push({ request, address: result.address });
      return result;
    },
    submit: (p, signer, context) => inner.submit(p, signer, context),
    confirm: (s, context) => inner.confirm(s, context),
  };
  return { launcher, prepared };
}

describe('a launch prepared while the form is open (prepare_launch with its token)', () => {
  const launchers = createLaunchers(launchConfig());
  const pump = countingLauncher(launchers.pump);
  let server: TestServer;
  let ann: ChatClient;
  let wallet: string;
  let count = 0;

  const token = {
    mode: 'pump',
    name: 'Ahead Cat',
    ticker: 'AHEAD',
    website: '',
    twitter: 'https://x.com/cat/status/7',
    image_type: 'letter',
    image_url: null,
    buy_amount: 0.5,
  } as const;
  const click = (over: Partial<CreateTokenInput> = {}): CreateTokenInput => ({
    type: 'create_token',
    ...token,
    api_key: wallet,
    session_id: ann.sessionId,
    axiom: false,
    request_id: `req_ahead_${count++}`,
    ...over,
  });
  const launch = async (payload: CreateTokenInput) => {
    const answer = nextEvent(ann.socket, 'debug_response');
    emitRaw(ann.socket, 'debug_request', payload);
    return (await answer) as TokenCreateResult;
  };
  const prepareAhead = async () => {
    const before = pump.prepared.length;
    emitRaw(ann.socket, 'prepare_launch', {
      session_id: ann.sessionId,
      api_key: wallet,
      mode: 'pump',
      launch: token,
    });
    await expect.poll(() => pump.prepared.length).toBe(before + 1);
  };

  beforeAll(async () => {
    server = await startTestServer(
      'pglite',
      {},
      { launchers: { ...launchers, pump: pump.launcher } },
    );
    await server.addUser('ann', PASSWORD);
    ann = await connectChatUser(server, 'ann');
    const response = await server.request(
      'POST',
      '/api/wallets/import',
      { wallet_api: makeSolanaKey().base58 },
      ann.sessionId,
    );
    const body = (await response.json()) as ImportWalletResponseBody;
    if (!body.success) throw new Error(body.error);
    wallet = body.api_key;
  });
  afterAll(async () => {
    await server.close();
    closeLaunchers(launchers);
  });

  it('signs what was prepared for a click of the same token: no second preparation', async () => {
    await prepareAhead();
    const ahead = pump.prepared.at(-1)?.address;
    const result = await launch(click());
    expect(result).toMatchObject({ type: 'token_create_success', name: 'Ahead Cat' });
    expect(result.address).toBe(ahead);
    expect(pump.prepared).toHaveLength(1);
  });

  it('prepares afresh for a click whose token changed since', async () => {
    await prepareAhead();
    const ahead = pump.prepared.at(-1)?.address;
    const result = await launch(click({ name: 'Changed Cat' }));
    expect(result.address).not.toBe(ahead);
    expect(pump.prepared.at(-1)?.request.name).toBe('Changed Cat');
  });

  it('uses a preparation once: the next click of the same token prepares again', async () => {
    await prepareAhead();
    const first = await launch(click());
    const count = pump.prepared.length;
    const second = await launch(click());
    expect(second.address).not.toBe(first.address);
    expect(pump.prepared).toHaveLength(count + 1);
  });

  it('reports each stage of the launch to the sending socket, in order', async () => {
    const progress = collect(ann.socket, 'launch_progress') as LaunchProgressPayload[];
    const payload = click();
    await launch(payload);
    await expect
      .poll(() => progress.filter((p) => p.request_id === payload.request_id).map((p) => p.stage))
      .toEqual(expect.arrayContaining(['validated', 'prepared', 'signed', 'sent', 'confirmed']));
    const mine = progress.filter((p) => p.request_id === payload.request_id);
    const order = mine.map((p) => LAUNCH_STAGES.indexOf(p.stage));
    expect(mine.filter((p) => p.stage !== 'metadata').map((p) => p.ms)).toEqual(
      [...mine.filter((p) => p.stage !== 'metadata').map((p) => p.ms)].sort((a, b) => a - b),
    );
    expect(new Set(order).size).toBe(order.length);
  });

  describe('the selection toolbar prepared as it appears (prepare_launch with toolbar)', () => {
    const toolbar = {
      mode: 'pump',
      name: 'Toolbar Cat',
      symbol: 'TOOLBAR',
      description: '.',
      amount: 0.5,
      priority_fee: 0.0035,
      tip: 0.0035,
      source_tweet_id: 'x:1900000000000000007',
      source_tweet_author: 'cat',
      source_tweet_text: 'Toolbar Cat is here',
      image_type: 'letter',
      image_url: null,
      twitter: 'https://x.com/cat/status/1900000000000000007',
      website: '',
    } as const;
    const prepareToolbar = async () => {
      const before = pump.prepared.length;
      emitRaw(ann.socket, 'prepare_launch', {
        session_id: ann.sessionId,
        api_key: wallet,
        mode: 'pump',
        toolbar,
      });
      await expect.poll(() => pump.prepared.length).toBe(before + 1);
      return pump.prepared.at(-1);
    };
    const toolbarClick = async (over: Record<string, unknown> = {}) => {
      const answer = nextEvent(ann.socket, 'debug_response');
      emitRaw(ann.socket, 'toolbar_deploy', {
        ...toolbar,
        api_key: wallet,
        session_id: ann.sessionId,
        request_id: `req_toolbar_${count++}`,
        ...over,
      });
      return (await answer) as TokenCreateResult;
    };

    it('signs what was prepared, with its description, fee and tip', async () => {
      const ahead = await prepareToolbar();
      expect(ahead?.request).toMatchObject({
        description: '.',
        priorityFeeSol: 0.0035,
        tipSol: 0.0035,
      });
      const count = pump.prepared.length;
      const result = await toolbarClick();
      expect(result).toMatchObject({ type: 'token_create_success', name: 'Toolbar Cat' });
      expect(result.address).toBe(ahead?.address);
      expect(pump.prepared).toHaveLength(count);
    });

    it('prepares afresh when the click differs (another image button)', async () => {
      const ahead = await prepareToolbar();
      const result = await toolbarClick({ image_type: 'ascii' });
      expect(result.address).not.toBe(ahead?.address);
      expect(pump.prepared.at(-1)?.request.image).toEqual({ kind: 'generated', type: 'ascii' });
    });

    it("refuses a prepare carrying both the form's launch and the toolbar's", async () => {
      const refused = nextEvent(ann.socket, 'socket_error');
      emitRaw(ann.socket, 'prepare_launch', {
        session_id: ann.sessionId,
        api_key: wallet,
        mode: 'pump',
        launch: token,
        toolbar,
      });
      expect(await refused).toMatchObject({
        event: 'prepare_launch',
        message: expect.stringContaining('must carry the form’s launch or the toolbar’s, not both'),
      });
    });
  });
});
