import { describe, expect, it } from 'vitest';
import type { Reservation } from '../wallets/spend-caps.ts';
import type { LaunchRequest } from './launcher.ts';
import { spendGuard } from './spend-guard.ts';

const wallet = { walletId: 'w1', network: 'solana' as const };
const launch = { requestId: 'r1', buyAmount: 0.5, multiDeploy: 2 } as LaunchRequest;

/** Storage's side of the guard, answering as told and noting each call. */
function fakeCaps(reservation: Reservation, gate = { uncapped: true, lacks: false }) {
  const calls: string[] = [];
  return {
    calls,
    caps: {
      reserve: async (_w: string, _r: string, amount: number) => {
        calls.push(`reserve ${amount}`);
        return reservation;
      },
      record: async (_w: string, _r: string, amount: number) => {
        calls.push(`record ${amount}`);
        return 7;
      },
      release: async (id: number) => {
        calls.push(`release ${id}`);
      },
      gate: async () => gate,
    },
  };
}

describe('the launch spend guard', () => {
  it('writes each token’s buy against the cap before signing, and gives it back', async () => {
    const { caps, calls } = fakeCaps({ kind: 'reserved', id: 3 });
    const guard = spendGuard({ caps, onError: () => {} });
    const release = await guard.check(wallet, launch);
    await release();
    expect(calls).toEqual(['reserve 1', 'release 3']);
  });

  it('refuses past the cap, and while the trader lacks the 2FA the admin requires', async () => {
    const capped = spendGuard({
      caps: fakeCaps({ kind: 'capped', spent: 0.75, cap: 1 }).caps,
      onError: () => {},
    });
    await expect(capped.check(wallet, launch)).rejects.toThrow(
      'Daily spend cap reached for this wallet: 0.75 of 1 SOL used.',
    );
    const lacking = spendGuard({
      caps: fakeCaps({ kind: 'lacksTwoFactor' }).caps,
      onError: () => {},
    });
    await expect(lacking.check(wallet, launch)).rejects.toThrow(
      'Your administrator requires two-factor login. Turn it on in Settings → Account first.',
    );
  });

  it('after prepare_launch, an uncapped wallet is written beside the signing, until forgotten or stale', async () => {
    let now = 0;
    const { caps, calls } = fakeCaps({ kind: 'reserved', id: 3 });
    const guard = spendGuard({ caps, onError: () => {}, ttlMs: 1000, now: () => now });
    await guard.prepare('w1');
    await (await guard.check(wallet, launch))();
    guard.forget('w1');
    await guard.check(wallet, launch);
    await guard.prepare('w1');
    now = 1000;
    await guard.check(wallet, launch);
    expect(calls).toEqual(['record 1', 'release 7', 'reserve 1', 'reserve 1']);
  });

  it('never skips the check for a capped wallet or a trader the requirement stops', async () => {
    for (const gate of [
      { uncapped: false, lacks: false },
      { uncapped: true, lacks: true },
    ]) {
      const { caps, calls } = fakeCaps({ kind: 'reserved', id: 3 }, gate);
      const guard = spendGuard({ caps, onError: () => {} });
      await guard.prepare('w1');
      await guard.check(wallet, launch);
      expect(calls).toEqual(['reserve 1']);
    }
  });
});
