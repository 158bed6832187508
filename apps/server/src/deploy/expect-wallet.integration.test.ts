import type { ServerWallet, WalletsResponseBody } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    server = await startTestServer('pglite', {}, { launchers: told });
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
});
