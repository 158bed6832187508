import { describe, expect, it } from 'vitest';
import { describeZodError } from './errors.ts';
import { AdminLaunchListResponse, LaunchListQuery, LaunchRecord } from './launches.ts';

const messageOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? undefined : describeZodError(result.error as never, 'Invalid request').error;

const record = {
  id: '12',
  mode: 'pump',
  name: 'Moon',
  ticker: 'MOON',
  status: 'confirmed',
  addresses: ['So11111111111111111111111111111111111111112'],
  stages: { validated: 1, sent: 40, confirmed: 900 },
  buyAmount: 0.5,
  multiDeploy: false,
  simulated: true,
  createdAt: 1_790_000_000_000,
};

describe('the launch list query', () => {
  it('defaults to 50 newest', () => {
    expect(LaunchListQuery.parse({})).toEqual({ limit: 50 });
  });

  it('reads a limit, a before id and the filters', () => {
    expect(
      LaunchListQuery.parse({ limit: '200', before: '41', mode: 'bnb', status: 'failed' }),
    ).toEqual({ limit: 200, before: '41', mode: 'bnb', status: 'failed' });
  });

  it.each([
    [{ limit: '0' }, 'limit must be at least 1'],
    [{ limit: '201' }, 'limit must be at most 200'],
    [{ limit: 'many' }, 'limit must be a number'],
    [{ limit: '1.5' }, 'limit must be a whole number'],
    [{ before: 'abc' }, 'before must be a launch id (digits)'],
    [{ before: '0' }, 'before must be a launch id (digits)'],
    [{ before: '-3' }, 'before must be a launch id (digits)'],
  ])('%# refuses %j with a sentence', (query, message) => {
    expect(messageOf(LaunchListQuery.safeParse(query))).toBe(message);
  });
});

describe('a launch record', () => {
  it('parses a launch with stages and no source post', () => {
    expect(LaunchRecord.parse(record)).toEqual(record);
  });

  it('refuses an unknown status and a negative stage', () => {
    expect(LaunchRecord.safeParse({ ...record, status: 'pending' }).success).toBe(false);
    expect(LaunchRecord.safeParse({ ...record, stages: { sent: -1 } }).success).toBe(false);
  });

  it('carries the trader and every count key for the admin list', () => {
    const counts = {
      byPlatform: { pump: 1, bonk: 0, usd1: 0, bags: 0, bnb: 0 },
      byStatus: { preparing: 0, sent: 0, confirmed: 1, failed: 0, dry_run: 0 },
      total: 1,
    };
    const body = { launches: [{ ...record, username: 'ann' }], last24h: counts };
    expect(AdminLaunchListResponse.parse(body)).toEqual(body);
  });
});
