import { describe, expect, it } from 'vitest';
import type { LaunchRequest } from './launcher.ts';
import { launchSpend, spendRefusal } from './spend-guard.ts';

const launch = { requestId: 'r1', buyAmount: 0.5, multiDeploy: 2 } as LaunchRequest;

describe('the launch spend', () => {
  it('counts each token’s buy of a real launch, and nothing of a simulated one', () => {
    expect(launchSpend(launch, false)).toBe(1);
    expect(launchSpend(launch, true)).toBe(0);
  });

  it('says what the launch needs and what is left of the cap, and names the 2FA requirement', () => {
    expect(spendRefusal({ kind: 'capped', spent: 12, cap: 15 }, 'solana', 5)).toBe(
      "This 5 SOL buy would pass today's cap: 12 of 15 SOL used, 3 left.",
    );
    expect(spendRefusal({ kind: 'lacksTwoFactor' }, 'bnb', 1)).toBe(
      'Your administrator requires two-factor login. Turn it on in Settings → Account first.',
    );
    expect(spendRefusal({ kind: 'forbidden' }, 'solana', 1)).toBeUndefined();
  });
});
