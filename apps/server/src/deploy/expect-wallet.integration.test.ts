import type { ServerWallet, WalletsResponseBody } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeClock,
  createRule,
  ruleBody,
  startAutoTrader,
} from '../../test/auto-launch/support.ts';
import { emitRaw } from '../../test/chat/support.ts';
import { chainLaunchers, type LaunchTrader, startLaunchTrader } from '../../test/deploy/support.ts';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import type { Launcher, LaunchWallet } from './launcher.ts';
import type { Launchers } from './launchers.ts';

/**
 * Issue 53's "the wallet is kept prepared": a wallet the launch path opens ahead (a form's
 * prepare_launch; a live auto-launch rule's, every 20 s) is told to each launcher of its chain
 * (Launcher.expect), so pump finds its token account of each ready mint before the launch.
 */
describe('a prepared wallet is expected by the launchers of its chain', () => {
  let server: TestServer;
  let ann: LaunchTrader;
  const expected: { mode: string; wallet: LaunchWallet }[] = [];
  const clock = codeClock();

  beforeAll(async () => {
    const { launchers } = chainLaunchers();
    const tell = (launcher: Launcher): Launcher => ({
      ...launcher,
      expect: (wallet: LaunchWallet) => {
        expected.push({ mode: launcher.mode, wallet });
      },
    });
    const told: Launchers = {
      pump: tell(launchers.pump),
      bnb: tell(launchers.bnb),
      bonk: tell(launchers.bonk),
      usd1: tell(launchers.usd1),
      bags: tell(launchers.bags),
    };
    server = await startTestServer('pglite', {}, { launchers: told, now: clock.now });
    ann = await startLaunchTrader(server, 'ann');
  });
  afterAll(() => server.close());

  it('tells pump, bonk and bags (Solana) of a Solana wallet the form prepares, not BNB or USD1', async () => {
    const listed = await server.request('GET', '/api/wallets', undefined, ann.sessionId);
    const { wallets } = (await listed.json()) as WalletsResponseBody;
    const wallet = wallets.find((w: ServerWallet) => w.api_key === ann.solana);
    emitRaw(ann.socket, 'prepare_launch', {
      session_id: ann.sessionId,
      api_key: ann.solana,
      mode: 'pump',
    });
    await expect.poll(() => expected.length).toBeGreaterThan(0);
    const modes = expected.map((e) => e.mode).sort();
    const solana = Object.values(chainLaunchers().launchers)
      .filter((l) => l.chain === 'solana')
      .map((l) => l.mode)
      .sort();
    expect(modes).toEqual(solana);
    expect(modes).toContain('pump');
    expect(modes).not.toContain('bnb');
    for (const { wallet: told } of expected) {
      expect(told).toEqual({ network: 'solana', address: wallet?.address });
    }
  });

  it("tells no launcher of another trader's wallet", async () => {
    const ben = await startLaunchTrader(server, 'ben');
    expected.length = 0;
    emitRaw(ann.socket, 'prepare_launch', {
      session_id: ann.sessionId,
      api_key: ben.solana,
      mode: 'pump',
    });
    // The socket handles its events in order: a second prepare after it means it was done.
    emitRaw(ann.socket, 'prepare_launch', {
      session_id: ann.sessionId,
      api_key: ann.solana,
      mode: 'pump',
    });
    await expect.poll(() => expected.length).toBeGreaterThan(0);
    const listed = await server.request('GET', '/api/wallets', undefined, ben.sessionId);
    const { wallets } = (await listed.json()) as WalletsResponseBody;
    const bens = wallets.find((w: ServerWallet) => w.api_key === ben.solana)?.address;
    expect(expected.map((e) => e.wallet.address)).not.toContain(bens);
  });

  it('tells pump of a live auto-launch rule’s wallet, with no form open, and not of a dry run’s', async () => {
    const trader = await startAutoTrader(server, clock, 'ruler');
    const listed = await server.request('GET', '/api/wallets', undefined, trader.sessionId);
    const { wallets } = (await listed.json()) as WalletsResponseBody;
    const address = wallets.find((w: ServerWallet) => w.api_key === trader.wallet)?.address;
    const toldPump = () =>
      expected.filter((e) => e.mode === 'pump' && e.wallet.address === address).length;
    expected.length = 0;
    await createRule(trader, ruleBody(trader.wallet, { dryRun: true }));
    await server.app.autoLaunch.idle();
    expect(toldPump()).toBe(0);
    await createRule(trader, ruleBody(trader.wallet, { name: 'Live frogs', dryRun: false }));
    await expect.poll(toldPump).toBeGreaterThan(0);
  });
});
