import {
  type CreateTokenInput,
  DEPLOY_MESSAGES,
  type ServerWallet,
  spendCapReachedMessage,
  type WalletsResponseBody,
} from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChatUser, emitRaw } from '../../test/chat/support.ts';
import {
  chainLaunchers,
  firstLaunchAnswer,
  type LaunchTrader,
  startLaunchTrader,
} from '../../test/deploy/support.ts';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { openTestStorage } from '../../test/storage/support.ts';
import { makeBnbKey } from '../../test/wallets/keys-fixture.ts';
import type { Storage } from '../storage/database.ts';
import type { Launcher } from './launcher.ts';
import { OfflineLauncher } from './offline/launcher.ts';

let clicks = 0;
const click = (trader: LaunchTrader, over: Partial<CreateTokenInput> = {}): CreateTokenInput => ({
  type: 'create_token',
  mode: 'pump',
  name: 'Once Cat',
  ticker: 'ONCE',
  website: '',
  twitter: '',
  image_type: 'letter',
  image_url: null,
  buy_amount: 0.4,
  api_key: trader.solana,
  session_id: trader.sessionId,
  axiom: false,
  request_id: `req_once_${Date.now()}_${clicks++}`,
  ...over,
});
const prepare = (trader: LaunchTrader) =>
  emitRaw(trader.socket, 'prepare_launch', {
    session_id: trader.sessionId,
    api_key: trader.solana,
    mode: 'pump',
  });
const walletOf = async (server: TestServer, trader: LaunchTrader): Promise<ServerWallet> => {
  const res = await server.request('GET', '/api/wallets', undefined, trader.sessionId);
  const { wallets } = (await res.json()) as WalletsResponseBody;
  const wallet = wallets.find((w) => w.api_key === trader.solana);
  if (!wallet) throw new Error('no wallet');
  return wallet;
};
const setCap = (server: TestServer, trader: LaunchTrader, id: string, dailyCap: number) =>
  server.request('PUT', `/api/wallets/${id}/spend-cap`, { dailyCap }, trader.sessionId);

describe('a request id launches once, on any node, before or after a restart (issue 47)', () => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await openTestStorage('pglite');
  });
  afterAll(() => storage.close());

  it('sends a repeated id once on one server, prepared or not, and answers the first outcome', async () => {
    const chain = chainLaunchers();
    const server = await startTestServer('pglite', {}, { launchers: chain.launchers });
    try {
      const ann = await startLaunchTrader(server, 'ann');
      for (const prepared of [false, true]) {
        if (prepared) prepare(ann);
        const payload = click(ann);
        const first = await firstLaunchAnswer(ann.socket, 'debug_request', payload);
        if (prepared) prepare(ann);
        const again = await firstLaunchAnswer(ann.socket, 'debug_request', payload);
        if (!('result' in first) || !('result' in again)) throw new Error('refused');
        expect(again.result.address).toBe(first.result.address);
      }
      expect(chain.sent).toHaveLength(2);
      expect((await walletOf(server, ann)).spentToday).toBeCloseTo(0.8);
    } finally {
      await server.close();
    }
  });

  it('after a restart on the same storage, a prepared repeat sends nothing and the cap counts once', async () => {
    const before = chainLaunchers();
    const first = await startTestServer('pglite', {}, { launchers: before.launchers }, storage);
    const ann = await startLaunchTrader(first, 'ann');
    const wallet = await walletOf(first, ann);
    expect((await setCap(first, ann, wallet.id, 1)).status).toBe(200);
    prepare(ann);
    const payload = click(ann);
    const answer = await firstLaunchAnswer(ann.socket, 'debug_request', payload);
    if (!('result' in answer)) throw new Error(answer.error);
    await first.close();

    const after = chainLaunchers();
    const second = await startTestServer('pglite', {}, { launchers: after.launchers }, storage);
    try {
      const again: LaunchTrader = {
        ...(await connectChatUser(second, 'ann')),
        solana: ann.solana,
      };
      prepare(again);
      const repeat = await firstLaunchAnswer(again.socket, 'debug_request', {
        ...payload,
        session_id: again.sessionId,
      });
      expect(repeat).toMatchObject({
        result: { type: 'token_create_success', address: answer.result.address },
      });
      expect(after.sent).toEqual([]);
      expect((await walletOf(second, again)).spentToday).toBeCloseTo(0.4);
    } finally {
      await second.close();
    }
  });

  it('claims the row before the send: a repeat on a second node while the first is in flight sends nothing', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let submitting: () => void = () => {};
    const atSubmit = new Promise<void>((resolve) => {
      submitting = resolve;
    });
    const a = chainLaunchers();
    const inner = a.launchers.pump;
    const slow: Launcher = {
      ...inner,
      validate: (request) => inner.validate(request),
      prepare: (request, wallet, context) => inner.prepare(request, wallet, context),
      confirm: (submitted, context) => inner.confirm(submitted, context),
      submit: async (prepared, signer, context) => {
        submitting();
        await held;
        return inner.submit(prepared, signer, context);
      },
    };
    const b = chainLaunchers();
    const nodeA = await startTestServer(
      'pglite',
      {},
      { launchers: { ...a.launchers, pump: slow } },
    );
    const nodeB = await startTestServer('pglite', {}, { launchers: b.launchers }, nodeA.storage);
    try {
      const ann = await startLaunchTrader(nodeA, 'ann');
      const onB: LaunchTrader = { ...(await connectChatUser(nodeB, 'ann')), solana: ann.solana };
      const payload = click(ann);
      const firstAnswer = firstLaunchAnswer(ann.socket, 'debug_request', payload);
      await atSubmit;
      const repeat = await firstLaunchAnswer(onB.socket, 'debug_request', {
        ...payload,
        session_id: onB.sessionId,
      });
      expect(repeat).toMatchObject({ error: DEPLOY_MESSAGES.inProgress });
      release();
      expect(await firstAnswer).toMatchObject({ result: { type: 'token_create_success' } });
      expect(a.sent).toHaveLength(1);
      expect(b.sent).toEqual([]);
      // Once the first is sent, the other node answers its outcome.
      const later = await firstLaunchAnswer(onB.socket, 'debug_request', {
        ...payload,
        session_id: onB.sessionId,
      });
      expect(later).toMatchObject({ result: { address: a.sent[0] } });
      expect(b.sent).toEqual([]);
    } finally {
      release();
      await nodeB.close();
      await nodeA.close();
    }
  });
});

describe('launch rough edges (issue 47 item 5)', () => {
  it('frees the launch slot on each refusal: refusals one after another never read as in progress', async () => {
    const server = await startTestServer('pglite');
    try {
      const ann = await startLaunchTrader(server, 'ann');
      const answers: string[] = [];
      for (let i = 0; i < 30; i += 1) {
        if (i % 2) prepare(ann);
        const answer = await firstLaunchAnswer(
          ann.socket,
          'debug_request',
          click(ann, { mode: 'bnb', gwei: 5, name: 'Bnb Cat', ticker: 'BNB' }),
        );
        answers.push('error' in answer ? answer.error : 'launched');
      }
      expect(new Set(answers)).toEqual(new Set([DEPLOY_MESSAGES.wrongWalletNetwork('bnb')]));
      // Another refusal kind (the cap) frees it too, and a launch then goes through.
      const bnb = await server.request(
        'POST',
        '/api/wallets/import_bnb',
        { wallet_api: makeBnbKey().hex },
        ann.sessionId,
      );
      expect(bnb.status).toBe(200);
      expect(await firstLaunchAnswer(ann.socket, 'debug_request', click(ann))).toMatchObject({
        result: { type: 'token_create_success' },
      });
    } finally {
      await server.close();
    }
  });

  it('says what a capped launch needs and what is left of the cap', async () => {
    const server = await startTestServer('pglite', {}, { launchers: chainLaunchers().launchers });
    try {
      const ann = await startLaunchTrader(server, 'ann');
      const wallet = await walletOf(server, ann);
      expect((await setCap(server, ann, wallet.id, 15)).status).toBe(200);
      await firstLaunchAnswer(ann.socket, 'debug_request', click(ann, { buy_amount: 12 }));
      expect(
        await firstLaunchAnswer(ann.socket, 'debug_request', click(ann, { buy_amount: 5 })),
      ).toMatchObject({ error: spendCapReachedMessage(5, 12, 15, 'SOL') });
    } finally {
      await server.close();
    }
  });

  it('counts no simulated launch against the daily cap', async () => {
    const server = await startTestServer(
      'pglite',
      {},
      {
        launchers: {
          pump: new OfflineLauncher('pump'),
          bonk: new OfflineLauncher('bonk'),
          bags: new OfflineLauncher('bags'),
          bnb: new OfflineLauncher('bnb'),
          usd1: new OfflineLauncher('usd1'),
        },
      },
    );
    try {
      const ann = await startLaunchTrader(server, 'ann');
      const wallet = await walletOf(server, ann);
      expect((await setCap(server, ann, wallet.id, 1)).status).toBe(200);
      for (let i = 0; i < 3; i += 1) {
        expect(
          await firstLaunchAnswer(ann.socket, 'debug_request', click(ann, { buy_amount: 0.8 })),
        ).toMatchObject({ result: { simulated: true } });
      }
      expect((await walletOf(server, ann)).spentToday).toBe(0);
    } finally {
      await server.close();
    }
  });
});
