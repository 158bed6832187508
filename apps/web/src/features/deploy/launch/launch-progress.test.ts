import { DEPLOY_LIMITS } from '@launchdeck/protocol';
import { describe, expect, it, vi } from 'vitest';
import {
  SOLANA_WALLET,
  samplePrefill,
  startDeploy,
  storeWallets,
} from '../../../../test/features/deploy/support.tsx';
import {
  formatMs,
  progressLine,
  startProgress,
  withFailure,
  withStage,
} from './launch-progress.ts';

describe('launch progress', () => {
  it('keeps each stage of its own launch once, in stage order', () => {
    let progress = startProgress('request-1');
    for (const [stage, ms] of [
      ['validated', 0.21],
      ['signed', 0.9],
      ['prepared', 0.7],
    ] as const) {
      progress = withStage(progress, { request_id: 'request-1', stage, ms }) ?? progress;
    }
    expect(progress.stages.map((entry) => entry.stage)).toEqual([
      'validated',
      'prepared',
      'signed',
    ]);
    expect(withStage(progress, { request_id: 'request-1', stage: 'signed', ms: 5 })).toBeNull();
    expect(withStage(progress, { request_id: 'other', stage: 'sent', ms: 1 })).toBeNull();
    expect(withStage(null, { request_id: 'request-1', stage: 'sent', ms: 1 })).toBeNull();
  });

  it('writes the line with one decimal under 100 ms', () => {
    expect([formatMs(0.21), formatMs(12.34), formatMs(99.94), formatMs(811.6)]).toEqual([
      '0.2',
      '12.3',
      '99.9',
      '812',
    ]);
    expect(
      progressLine([
        { stage: 'validated', ms: 0.2 },
        { stage: 'sent', ms: 1.4 },
        { stage: 'confirmed', ms: 812 },
      ]),
    ).toBe('validated 0.2 ms · sent 1.4 ms · confirmed 812 ms');
  });

  it("follows the launch_progress of the form's launch, cleared by the next launch", () => {
    vi.useFakeTimers();
    storeWallets(SOLANA_WALLET);
    const { deploy, connect, state } = startDeploy();
    const socket = connect();
    deploy.open(samplePrefill());
    deploy.launch();
    expect(state().progress).toEqual({ requestId: 'request-1', stages: [] });
    socket.receive('launch_progress', { request_id: 'request-1', stage: 'validated', ms: 0.2 });
    socket.receive('launch_progress', { request_id: 'someone-else', stage: 'sent', ms: 3 });
    socket.receive('launch_progress', { request_id: 'request-1', stage: 'sent', ms: 1.4 });
    expect(state().progress?.stages).toEqual([
      { stage: 'validated', ms: 0.2 },
      { stage: 'sent', ms: 1.4 },
    ]);
    vi.advanceTimersByTime(DEPLOY_LIMITS.lockMs.pump);
    deploy.launch();
    expect(state().progress).toEqual({ requestId: 'request-2', stages: [] });
    socket.receive('launch_progress', { request_id: 'request-1', stage: 'confirmed', ms: 800 });
    expect(state().progress?.stages).toEqual([]);
  });
});

describe('a failed launch in the progress line', () => {
  it('ends the line with failed, for its own launch only', () => {
    const progress = withStage(startProgress('r1'), {
      request_id: 'r1',
      stage: 'validated',
      ms: 0.3,
    });
    expect(withFailure(progress, 'r2')).toBeNull();
    const failed = withFailure(progress, 'r1');
    expect(progressLine(failed?.stages ?? [], failed?.failed)).toBe('validated 0.3 ms · failed');
  });
});
