import { ACCOUNT_SECURITY_MESSAGES as M } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { capChangeNeedsCode, formatAmount, parseCap } from './spend-cap.ts';

describe('spend cap rules', () => {
  it.each([
    [0, '0'],
    [2, '2'],
    [0.1 + 0.2, '0.3'],
    [1.23456, '1.2346'],
  ])('formats %s as %s', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });

  it.each([
    ['', { ok: true, cap: null }],
    ['  ', { ok: true, cap: null }],
    ['2', { ok: true, cap: 2 }],
    ['0.5', { ok: true, cap: 0.5 }],
    ['.5', { ok: true, cap: 0.5 }],
    ['0', { ok: false, error: M.capPositive }],
    ['-1', { ok: false, error: M.capPositive }],
    ['1e3', { ok: false, error: M.capPositive }],
    ['two', { ok: false, error: M.capPositive }],
  ])('reads %j as %j', (text, result) => {
    expect(parseCap(text)).toEqual(result);
  });

  it.each([
    [null, 2, false],
    [null, null, false],
    [2, 1, false],
    [2, 2, false],
    [2, 3, true],
    [2, null, true],
  ])('from %s to %s needs the code: %s', (current, next, needs) => {
    expect(capChangeNeedsCode(current, next)).toBe(needs);
  });
});
