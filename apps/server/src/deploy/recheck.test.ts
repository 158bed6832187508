import { LAUNCH_HISTORY_MESSAGES } from '@launchdeck/protocol';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { chainDouble } from '../../test/launches/support.ts';
import type { HistoryRow, LaunchOutcome } from '../launches/repository.ts';
import { LaunchError, type Launcher } from './launcher.ts';
import type { Launchers } from './launchers.ts';
import { OfflineLauncher } from './offline/launcher.ts';
import { LaunchRecheck } from './recheck.ts';
import type { ConfirmedLaunch } from './service.ts';

const row = (over: Partial<HistoryRow>): HistoryRow => ({
  id: 1,
  requestId: 'req_12345678',
  userId: 7,
  username: 'ann',
  walletId: 'w1',
  mode: 'pump',
  name: 'Cat',
  ticker: 'CAT',
  website: '',
  twitter: '',
  image: null,
  metadataUri: null,
  sourcePostId: null,
  sourceAuthor: null,
  sourceText: null,
  trigger: null,
  status: 'sent',
  simulated: false,
  buyAmount: 1,
  multiDeploy: 2,
  addresses: ['MintA', 'MintB'],
  transactions: ['SigA', 'SigB'],
  error: null,
  timings: { sent: 20 },
  createdAt: new Date(0),
  finishedAt: null,
  checkedAt: null,
  ...over,
});

const onChain = (confirm: Launcher['confirm']) => chainDouble('pump', confirm);

function recheck(rows: HistoryRow[], pump: Launcher, settled = true) {
  const outcomes: Array<[number, LaunchOutcome]> = [];
  const changed: number[] = [];
  const confirmed: ConfirmedLaunch[] = [];
  const launchers: Launchers = {
    pump,
    bonk: new OfflineLauncher('bonk'),
    bags: new OfflineLauncher('bags'),
    bnb: new OfflineLauncher('bnb'),
    usd1: new OfflineLauncher('usd1'),
  };
  const checker = new LaunchRecheck({
    repo: {
      takeUnsettled: async () => rows,
      settle: async (id, outcome) => {
        outcomes.push([id, outcome]);
        return settled;
      },
    },
    launchers,
    log: pino({ level: 'silent' }),
    onChange: (id) => changed.push(id),
    onConfirmed: async (launch) => confirmed.push(launch),
    deadlineMs: 20,
  });
  return { checker, outcomes, changed, confirmed };
}

describe('the re-check of launches a stopped node left', () => {
  it('asks the chain about every deploy of a sent launch, then confirms it and tells the ledger', async () => {
    const asked: string[] = [];
    const { checker, outcomes, changed, confirmed } = recheck(
      [row({})],
      onChain(async ({ address, transaction }) => {
        asked.push(`${address}:${transaction}`);
      }),
    );
    await checker.run();
    expect(asked).toEqual(['MintA:SigA', 'MintB:SigB']);
    expect(outcomes).toEqual([
      [
        1,
        {
          status: 'confirmed',
          addresses: ['MintA', 'MintB'],
          transactions: ['SigA', 'SigB'],
          timings: { sent: 20 },
        },
      ],
    ]);
    expect(changed).toEqual([1]);
    await expect
      .poll(() => confirmed)
      .toEqual([{ launchId: 1, userId: 7, mode: 'pump', deploys: 2, simulated: false }]);
  });

  it.each([
    [
      'one never sent',
      row({ status: 'preparing', addresses: [] }),
      onChain(async () => {}),
      LAUNCH_HISTORY_MESSAGES.stoppedBeforeSent,
    ],
    [
      'one the chain refused',
      row({}),
      onChain(async () => {
        throw new LaunchError('Transaction failed on chain');
      }),
      'Transaction failed on chain',
    ],
    [
      'one the chain does not answer for',
      row({}),
      onChain(
        (_s, context) =>
          new Promise((_, reject) =>
            context.signal.addEventListener('abort', () => reject(context.signal.reason)),
          ),
      ),
      LAUNCH_HISTORY_MESSAGES.notConfirmed,
    ],
    [
      'one the RPC cannot be asked about',
      row({}),
      onChain(async () => {
        throw new Error('fetch failed');
      }),
      LAUNCH_HISTORY_MESSAGES.notConfirmed,
    ],
    [
      'a real one on a platform now offline',
      row({}),
      new OfflineLauncher('pump'),
      LAUNCH_HISTORY_MESSAGES.notCheckable,
    ],
  ])('fails %s with a sentence', async (_name, unsettled, pump, error) => {
    const { checker, outcomes, confirmed } = recheck([unsettled], pump);
    await checker.run();
    expect(outcomes).toEqual([[1, expect.objectContaining({ status: 'failed', error })]]);
    expect(confirmed).toEqual([]);
  });

  it('confirms a simulated launch at once', async () => {
    const { checker, outcomes } = recheck([row({ simulated: true })], new OfflineLauncher('pump'));
    await checker.run();
    expect(outcomes.map(([, outcome]) => outcome.status)).toEqual(['confirmed']);
  });

  it('tells no one of a launch settled meanwhile', async () => {
    const { checker, changed, confirmed } = recheck(
      [row({ simulated: true })],
      new OfflineLauncher('pump'),
      false,
    );
    await checker.run();
    expect(changed).toEqual([]);
    expect(confirmed).toEqual([]);
  });
});
