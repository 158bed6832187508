import { describe, expect, it } from 'vitest';
import { launchAt, makeLaunch } from '../../../test/features/launches/support.tsx';
import { compareIds, furtherAlong, mergeLaunches } from './merge.ts';

describe('compareIds', () => {
  it.each([
    ['9', '10', -1],
    ['10', '9', 1],
    ['12', '12', 0],
    ['123', '124', -1],
  ])('orders %s against %s as numbers', (a, b, sign) => {
    expect(Math.sign(compareIds(a, b))).toBe(sign);
  });
});

describe('furtherAlong', () => {
  it.each([
    ['sent over preparing', launchAt('preparing'), launchAt('sent'), 'sent'],
    ['confirmed over sent', launchAt('confirmed'), launchAt('sent'), 'confirmed'],
    ['failed over preparing', launchAt('failed'), launchAt('preparing'), 'failed'],
    ['a dry run over preparing (issue 53)', launchAt('dry_run'), launchAt('preparing'), 'dry_run'],
  ])('keeps %s whichever arrives last', (_, a, b, status) => {
    expect(furtherAlong(a, b).status).toBe(status);
    expect(furtherAlong(b, a).status).toBe(status);
  });

  it('keeps the reading with more stages at the same status', () => {
    const fewer = launchAt('sent', { stages: { validated: 1 } });
    const more = launchAt('sent', { stages: { validated: 1, signed: 30 } });
    expect(furtherAlong(more, fewer)).toBe(more);
  });

  it('takes the later reading when both say the same', () => {
    const a = makeLaunch();
    const b = makeLaunch();
    expect(furtherAlong(a, b)).toBe(b);
  });
});

describe('mergeLaunches', () => {
  const page = [makeLaunch({ id: '12' }), makeLaunch({ id: '11' }), makeLaunch({ id: '10' })];

  it('lays a live update over the row it read', () => {
    const rows = mergeLaunches(
      [[launchAt('sent', { id: '12' })]],
      { 12: makeLaunch({ id: '12' }) },
      {},
      false,
    );
    expect(rows.map((row) => row.status)).toEqual(['confirmed']);
  });

  it('adds a new launch on top, newest first', () => {
    const rows = mergeLaunches([page], { 13: launchAt('preparing', { id: '13' }) }, {}, true);
    expect(rows.map((row) => row.id)).toEqual(['13', '12', '11', '10']);
  });

  it('leaves an older live launch to its own page while older pages remain', () => {
    const live = { 4: makeLaunch({ id: '4' }) };
    expect(mergeLaunches([page], live, {}, true).map((row) => row.id)).toEqual(['12', '11', '10']);
    expect(mergeLaunches([page], live, {}, false).map((row) => row.id)).toEqual([
      '12',
      '11',
      '10',
      '4',
    ]);
  });

  it('lists each launch once across pages', () => {
    const rows = mergeLaunches(
      [page, [makeLaunch({ id: '10' }), makeLaunch({ id: '9' })]],
      {},
      {},
      false,
    );
    expect(rows.map((row) => row.id)).toEqual(['12', '11', '10', '9']);
  });

  it('applies the filter to live launches, so one that changed status leaves', () => {
    const sent = [launchAt('sent', { id: '12' })];
    const rows = mergeLaunches(
      [sent],
      { 12: launchAt('failed', { id: '12' }) },
      { status: 'sent' },
      false,
    );
    expect(rows).toEqual([]);
    const bnb = mergeLaunches(
      [[]],
      { 13: makeLaunch({ id: '13', mode: 'bnb' }) },
      { mode: 'pump' },
      false,
    );
    expect(bnb).toEqual([]);
  });
});
