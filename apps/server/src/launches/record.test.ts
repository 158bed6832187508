import { LaunchRecord } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { launchRecordOf } from './record.ts';
import type { LaunchRow } from './repository.ts';

const row: LaunchRow = {
  id: 7,
  requestId: 'req_12345678',
  userId: 3,
  walletId: 'w1',
  mode: 'pump',
  name: 'Moon Cat',
  ticker: 'MCAT',
  website: '',
  twitter: 'https://x.com/cat/status/1',
  image: null,
  metadataUri: null,
  sourcePostId: null,
  sourceAuthor: null,
  sourceText: null,
  trigger: null,
  status: 'confirmed',
  simulated: true,
  buyAmount: 0.5,
  multiDeploy: 1,
  addresses: ['Mint1'],
  transactions: ['Sig1'],
  error: null,
  timings: { validated: 0.4, sent: 12.5, confirmed: 80, warmup: 3 },
  createdAt: new Date('2026-11-27T05:00:00Z'),
  finishedAt: null,
  checkedAt: null,
};

describe('a launch row as My Launches shows it', () => {
  it('keeps the stages it knows, leaves out empty links and errors', () => {
    const record = launchRecordOf(row);
    expect(record).toEqual({
      id: '7',
      mode: 'pump',
      name: 'Moon Cat',
      ticker: 'MCAT',
      status: 'confirmed',
      addresses: ['Mint1'],
      stages: { validated: 0.4, sent: 12.5, confirmed: 80 },
      buyAmount: 0.5,
      multiDeploy: false,
      simulated: true,
      createdAt: Date.parse('2026-11-27T05:00:00Z'),
      twitter: 'https://x.com/cat/status/1',
    });
    expect(LaunchRecord.parse(record)).toEqual(record);
  });

  it('names a multi-deploy, the failure and the source post', () => {
    const record = launchRecordOf({
      ...row,
      status: 'failed',
      error: 'Transaction failed on chain',
      multiDeploy: 3,
      addresses: ['A', 'B', 'C'],
      sourcePostId: '1790000000000000000',
      sourceAuthor: 'elonmusk',
      sourceText: null,
      image: 'https://example.com/cat.png',
    });
    expect(record).toMatchObject({
      status: 'failed',
      error: 'Transaction failed on chain',
      multiDeploy: true,
      addresses: ['A', 'B', 'C'],
      sourcePost: { id: '1790000000000000000', handle: 'elonmusk', text: '' },
      image: 'https://example.com/cat.png',
    });
  });

  it('carries the hotkey that launched it, and leaves out one it cannot read', () => {
    const trigger = { kind: 'hotkey', keybind: 'Ctrl+Z', preset: 'Coinify' } as const;
    expect(launchRecordOf({ ...row, trigger })?.trigger).toEqual(trigger);
    expect(launchRecordOf({ ...row, trigger: { kind: 'mouse' } as never })).not.toHaveProperty(
      'trigger',
    );
    expect(launchRecordOf(row)).not.toHaveProperty('trigger');
  });

  it('skips a platform this version does not know', () => {
    expect(launchRecordOf({ ...row, mode: 'moonshot' })).toBeUndefined();
  });
});
